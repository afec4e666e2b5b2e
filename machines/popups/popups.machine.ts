// Notice popups (spec 1 §4 Popups, §7 popup/list, popup/detail): on app start the open popups not
// hidden by an earlier ticked close show one after another; the /popup/{sqno} page shows one popup.
// Closing with the box ticked remembers the popup (and tells the opening page), otherwise it just
// closes. Diagram: docs/statecharts/popups.md
import { assign, setup } from 'xstate';
import type { Popup, PopupSummary } from '../../src/domain/popups/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { popupsToShow, type SeenPopup } from '../../src/domain/popups/popups';
import { providedPromise } from '../shared/provided';

export interface PopupsInput {
  /** Whose ticked closes count. */
  readonly userId: string;
  /** The /popup/{sqno} page: just this popup, whatever was ticked before. Absent: the start-up popups. */
  readonly sqno?: number;
}

export interface PopupsContext {
  readonly userId: string;
  readonly standalone: boolean;
  /** Still to show, in the server's order; the head is the one loading or shown. */
  readonly queue: readonly Pick<PopupSummary, 'sqno'>[];
  readonly current: Popup | null;
  /** The box (오늘하루열지않음 / 다시열지않음) is ticked. */
  readonly hide: boolean;
  /** Why the /popup/{sqno} page has nothing to show. */
  readonly error: string | null;
}

export type PopupsEvent = { type: 'user.toggleHide' } | { type: 'user.close' };

export interface StartupPopups {
  readonly list: readonly PopupSummary[];
  readonly seen: readonly SeenPopup[];
  /** KST day (yyyy-mm-dd) of the device clock. */
  readonly today: string;
}

export interface RememberPopupInput extends Pick<Popup, 'sqno' | 'ppupTyp'> {
  readonly userId: string;
}

export const popupsMachine = setup({
  types: { input: {} as PopupsInput, context: {} as PopupsContext, events: {} as PopupsEvent },
  actors: {
    loadPopups: providedPromise<StartupPopups, { userId: string }>('loadPopups'),
    loadPopup: providedPromise<Popup, { sqno: number }>('loadPopup'),
    /** Remembers the popup with today's date (and, on the /popup page, sends it back to the page that opened it). */
    rememberPopup: providedPromise<void, RememberPopupInput>('rememberPopup'),
  },
  actions: {
    /** The /popup/{sqno} page goes back (or the shell closes its web view); nothing on app start. */
    closePage: () => {},
  },
  guards: {
    isStandalone: ({ context }) => context.standalone,
    hasQueue: ({ context }) => context.queue.length > 0,
    isHideTicked: ({ context }) => context.hide,
  },
}).createMachine({
  id: 'popups',
  initial: 'starting',
  context: ({ input }) => ({
    userId: input.userId,
    standalone: input.sqno !== undefined,
    queue: input.sqno !== undefined ? [{ sqno: input.sqno }] : [],
    current: null,
    hide: false,
    error: null,
  }),
  states: {
    starting: {
      always: [{ guard: 'isStandalone', target: 'opening' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadPopups',
        src: 'loadPopups',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'next',
          actions: assign({ queue: ({ event }) => popupsToShow(event.output.list, event.output.seen, event.output.today) }),
        },
        onError: { target: 'done', description: 'Popups never hold up the app: without the list, none shows this time.' },
      },
    },
    next: {
      always: [{ guard: 'hasQueue', target: 'opening' }, { target: 'done' }],
    },
    opening: {
      invoke: {
        id: 'loadPopup',
        src: 'loadPopup',
        input: ({ context }) => ({ sqno: context.queue[0]!.sqno }),
        onDone: { target: 'showing', actions: assign({ current: ({ event }) => event.output, hide: false }) },
        onError: [
          { guard: 'isStandalone', target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          {
            target: 'next',
            actions: assign({ queue: ({ context }) => context.queue.slice(1) }),
            description: 'A start-up popup that closed meanwhile (or failed to load) is skipped.',
          },
        ],
      },
    },
    showing: {
      on: {
        'user.toggleHide': { actions: assign({ hide: ({ context }) => !context.hide }) },
        'user.close': [
          { guard: 'isHideTicked', target: 'remembering' },
          { target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1), current: null }) },
        ],
      },
    },
    remembering: {
      description: 'A refused write (full storage) is not worth an alert: the popup closes either way.',
      invoke: {
        id: 'rememberPopup',
        src: 'rememberPopup',
        input: ({ context }) => ({ userId: context.userId, sqno: context.current!.sqno, ppupTyp: context.current!.ppupTyp }),
        onDone: { target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1), current: null }) },
        onError: { target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1), current: null }) },
      },
    },
    failed: {
      on: { 'user.close': 'done' },
    },
    done: { type: 'final', entry: 'closePage' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Notice popups: on app start the open popups not hidden by a ticked close, one after another; the /popup/{sqno} page; ticked closes remembered.';
