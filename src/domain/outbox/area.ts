// The saves waiting on this device (issue 18): the list behind the pending-saves indicator, with retry,
// discard (asked first) and the choice on a conflict. Not a screen of the spec: no access log.
import { defineArea } from '../shared/area';

export const OUTBOX_ROUTE_NAME = 'outbox';
export const OUTBOX_PATH = '/outbox';

export const outboxArea = defineArea({
  name: 'outbox',
  routes: [{ name: OUTBOX_ROUTE_NAME, path: OUTBOX_PATH, auth: true, logging: false, pageName: '저장 대기', header: { title: '저장 대기', prev: true, alarm: false, menu: true }, footer: false }],
});
