// The alerts screen's actors on the Effect runtime: a page of `alarm` (page and maxSqno; the server says
// its page size), one alert (alarm/detail), deleting one (alarm/delete) or all (alarm/allDelete); the deletes
// go through the outbox (issue 18) and answer whether they were kept for later (queued).
import { Effect } from 'effect';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { alarmAllDelete, alarmDelete, alarmDetail, alarmList } from '../../domain/alerts/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitSave, type Submitted } from '../outbox/submit-save';
import type { FromEffect } from '../flows';

/** A first page sends no maxSqno: the server pins the list at the newest alert and says so. */
export const loadAlertPage = ({ page, cursor }: LoadPageInput) =>
  Api.use((a) => a.call(alarmList, { page, ...(cursor ? { maxSqno: cursor } : {}) })).pipe(
    Effect.map((r): Page => ({ items: r.list, pageSize: r.req.rowSize, cursor: r.req.maxSqno })),
  );

export const loadAlert = ({ pushSqno }: { readonly pushSqno: number }) => Api.use((a) => a.call(alarmDetail, { pushSqno }));

const queued = <T>(s: Submitted<T>) => ({ queued: s.status === 'queued' });

export const deleteAlert = ({ pushSqno }: { readonly pushSqno: number }) =>
  submitSave(alarmDelete, { pushSqno }, { label: outboxMessages.outboxLabelAlertDelete, record: recordOf.alarm(pushSqno) }).pipe(Effect.map(queued));

export const deleteAllAlerts = () => submitSave(alarmAllDelete, {}, { label: outboxMessages.outboxLabelAlertDeleteAll, record: recordOf.alarms() }).pipe(Effect.map(queued));

export const alertsActors = (fromEffect: FromEffect) => ({
  alertList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadAlertPage) } }),
  loadDetail: fromEffect(loadAlert),
  deleteAlert: fromEffect(deleteAlert),
  deleteAllAlerts: fromEffect(deleteAllAlerts),
});
