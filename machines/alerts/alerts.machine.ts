// The alerts screen (spec 1 §2 /notification, §7 alarm calls, §8): runs the alert list (a paged list of
// `alarm`, page size from the server) as its child `list`, and decides what tapping an alert does, deleting
// one, and deleting all after a confirmation. A delete the outbox keeps for later (offline, issue 18) hides
// the alert (or all of them) at once instead of reloading the list, which would still hold it or fail.
// Diagram: docs/statecharts/alerts.md
import { and, assign, sendTo, setup } from 'xstate';
import type { AlertDetail } from '../../src/domain/alerts/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { sharedMessages } from '../../src/domain/shared/messages';
import { appScreenPath } from '../../src/domain/alerts/alert-links';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

export interface AlertsContext {
  /** The alert being opened or deleted. */
  readonly pushSqno: number | null;
  readonly detail: AlertDetail | null;
  /** The alert dialog's text: a refusal or a failed call's message. */
  readonly message: string | null;
  /** Alerts whose delete waits in the outbox: the screen leaves them out. */
  readonly hidden: readonly number[];
  /** A delete-all waits in the outbox: the screen shows no alert of the pinned list. */
  readonly allHidden: boolean;
}

/** queued: the outbox keeps the delete until the network is back. */
export interface DeleteOutput {
  readonly queued: boolean;
}

export type AlertsEvent =
  | { type: 'user.open'; pushSqno: number; scrnUrl: string }
  | { type: 'user.closeDetail' }
  | { type: 'user.delete'; pushSqno: number }
  | { type: 'user.deleteAll' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissMessage' };

/** The list's input: the server tells the page size (rowSize) with every page. */
export const ALERT_LIST_INPUT = { pageSize: 0, query: '' } as const;

const failure = ({ event }: { event: unknown }) => errorMessage((event as { error: unknown }).error);

export const alertsMachine = setup({
  types: { context: {} as AlertsContext, events: {} as AlertsEvent },
  actors: {
    /** pagedListMachine provided with the alarm loader at the root. */
    alertList: pagedListMachine,
    loadDetail: providedPromise<AlertDetail, { pushSqno: number }>('loadDetail'),
    deleteAlert: providedPromise<DeleteOutput, { pushSqno: number }>('deleteAlert'),
    deleteAllAlerts: providedPromise<DeleteOutput>('deleteAllAlerts'),
  },
  guards: {
    isAppScreen: ({ event }) => event.type === 'user.open' && appScreenPath(event.scrnUrl) !== null,
    hasScreen: ({ event }) => event.type === 'user.open' && event.scrnUrl !== '',
    /** Not hidden by a delete waiting in the outbox (a hidden alert has no button to tap). */
    isShown: ({ context, event }) =>
      (event.type === 'user.open' || event.type === 'user.delete') && !context.allHidden && !context.hidden.includes(event.pushSqno),
    hasShownAlerts: ({ context }) => !context.allHidden,
    isQueued: ({ event }) => (event as { output?: DeleteOutput }).output?.queued === true,
    /** The alert is gone (deleted on another device): the server answered not_found. */
    isGone: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isTagged(error, 'ServerError') && (error as { rt: string }).rt === 'not_found';
    },
  },
  actions: {
    /** Navigation belongs to the app root; the path is one of the route table's (appScreenPath). */
    openScreen: (_, _params: { path: string }) => {},
    refreshList: sendTo('list', { type: 'parent.refresh' }),
    assignAlert: assign({ pushSqno: ({ event }) => (event.type === 'user.open' || event.type === 'user.delete' ? event.pushSqno : null) }),
    refuseScreen: assign({ message: sharedMessages.invalidRequest }),
    showFailure: assign({ message: failure, pushSqno: null }),
    clear: assign({ pushSqno: null, detail: null, message: null }),
    hideAlert: assign({
      hidden: ({ context }) => (context.pushSqno === null || context.hidden.includes(context.pushSqno) ? context.hidden : [...context.hidden, context.pushSqno]),
    }),
    hideAll: assign({ allHidden: true }),
  },
}).createMachine({
  id: 'alerts',
  description:
    'Runs the alert list (the paged list, docs/statecharts/pagedList.md, with the alarm loader) as its child `list` for its whole life; ' +
    'deletes send the list parent.refresh. The view reads the list from the child and sends it user.loadMore and user.retry.',
  context: { pushSqno: null, detail: null, message: null, hidden: [], allHidden: false },
  invoke: { id: 'list', src: 'alertList', input: ALERT_LIST_INPUT },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list shows; alert buttons take taps.',
      on: {
        'user.open': [
          {
            guard: and(['isShown', 'isAppScreen']),
            actions: { type: 'openScreen', params: ({ event }) => ({ path: appScreenPath(event.scrnUrl) ?? '' }) },
            description: 'An alert with a screen of this app (scrnUrl) goes there.',
          },
          { guard: and(['isShown', 'hasScreen']), target: 'showingMessage', actions: 'refuseScreen', description: 'Any other scrnUrl (another site, an unknown path): 잘못된 요청입니다.' },
          { guard: 'isShown', target: 'loadingDetail', actions: 'assignAlert', description: 'No scrnUrl: the alert opens in a sheet.' },
        ],
        'user.delete': { guard: 'isShown', target: 'deleting', actions: 'assignAlert' },
        'user.deleteAll': { guard: 'hasShownAlerts', target: 'confirmingDeleteAll', description: 'Not while a delete-all waits in the outbox (nothing is shown).' },
      },
    },
    loadingDetail: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ pushSqno: context.pushSqno ?? 0 }),
        onDone: { target: 'showingDetail', actions: assign({ detail: ({ event }) => event.output }) },
        onError: [
          { guard: 'isGone', target: 'showingMessage', actions: ['showFailure', 'refreshList'], description: 'Deleted elsewhere: its message, and the list without it.' },
          { target: 'showingMessage', actions: 'showFailure' },
        ],
      },
    },
    showingDetail: {
      description: 'The whole alert in a sheet, its customers linked.',
      on: { 'user.closeDetail': { target: 'idle', actions: 'clear' } },
    },
    deleting: {
      description: 'Buttons wait: one delete at a time.',
      invoke: {
        id: 'deleteAlert',
        src: 'deleteAlert',
        input: ({ context }) => ({ pushSqno: context.pushSqno ?? 0 }),
        onDone: [
          { guard: 'isQueued', target: 'idle', actions: ['hideAlert', 'clear'], description: 'Kept by the outbox: the alert leaves the list shown.' },
          { target: 'idle', actions: ['clear', 'refreshList'], description: 'The list loads again from its first page, pinned anew.' },
        ],
        onError: [
          { guard: 'isGone', target: 'showingMessage', actions: ['showFailure', 'refreshList'] },
          { target: 'showingMessage', actions: 'showFailure' },
        ],
      },
    },
    confirmingDeleteAll: {
      description: '받은 알림을 모두 삭제하시겠습니까?',
      on: { 'user.confirm': { target: 'deletingAll' }, 'user.cancel': { target: 'idle' } },
    },
    deletingAll: {
      invoke: {
        id: 'deleteAllAlerts',
        src: 'deleteAllAlerts',
        onDone: [
          { guard: 'isQueued', target: 'idle', actions: 'hideAll', description: 'Kept by the outbox: 수신된 알림이 없습니다. without loading.' },
          { target: 'idle', actions: 'refreshList', description: 'The list loads again: 수신된 알림이 없습니다.' },
        ],
        onError: { target: 'showingMessage', actions: 'showFailure' },
      },
    },
    showingMessage: {
      description: 'An alert dialog: 잘못된 요청입니다., the server’s rtMsg or the network message.',
      on: { 'user.dismissMessage': { target: 'idle', actions: 'clear' } },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Alerts (/notification): runs the alert list; an alert opens its screen (app paths only) or its detail; delete one, delete all after confirming.';
