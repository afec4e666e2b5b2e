// Medals of the three goal cards (spec 1 §4, §9): each medal type per card per month is announced once,
// until closed, then remembered; several due medals show one after another, and a progress reload
// may bring a new one. Diagram: docs/statecharts/medal.md
import { assign, setup } from 'xstate';
import type { Progress } from '../../src/domain/dashboard/contract';
import { medalsToShow, type MedalAward, type SeenMedal } from '../../src/domain/dashboard/goals';
import { providedPromise } from '../shared/provided';

export interface MedalInput {
  readonly progress: Progress;
  /** Korea-time month the medals count for. */
  readonly yyyymm: string;
}

export interface MedalContext {
  progress: Progress;
  readonly yyyymm: string;
  /** Medals closed before (stored) or during this run (even when storing them failed). */
  seen: readonly SeenMedal[];
  /** The medal announced now, or being remembered after its close. */
  current: MedalAward | null;
}

export type MedalEvent = { type: 'user.closeMedal' } | { type: 'progress.updated'; progress: Progress };

const due = (c: MedalContext) => medalsToShow(c.progress, c.seen, c.yyyymm);

export const medalMachine = setup({
  types: { context: {} as MedalContext, events: {} as MedalEvent, input: {} as MedalInput },
  actors: {
    loadSeenMedals: providedPromise<readonly SeenMedal[]>('loadSeenMedals'),
    rememberMedal: providedPromise<void, SeenMedal>('rememberMedal'),
  },
  guards: {
    hasMedalToShow: ({ context }) => due(context).length > 0,
  },
  actions: {
    assignProgress: assign({ progress: ({ context, event }) => (event.type === 'progress.updated' ? event.progress : context.progress) }),
    pickMedal: assign({ current: ({ context }) => due(context)[0] ?? null }),
    markSeen: assign({
      seen: ({ context }) => (context.current ? [...context.seen, { name: context.current.name, type: context.current.type, yyyymm: context.yyyymm }] : context.seen),
    }),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'medal',
  context: ({ input }) => ({ progress: input.progress, yyyymm: input.yyyymm, seen: [], current: null }),
  initial: 'loading',
  on: {
    'progress.updated': {
      description: 'Newer figures are kept; an open medal stays as it is, the next check uses them.',
      actions: 'assignProgress',
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadSeenMedals',
        src: 'loadSeenMedals',
        onDone: { target: 'checking', actions: assign({ seen: ({ event }) => event.output }) },
        onError: {
          target: 'checking',
          description: 'Unreadable memory: the medals are still celebrated; this run does not repeat them.',
        },
      },
    },
    checking: {
      description: 'The first medal earned this month and not yet closed, in card order; none: idle.',
      always: [{ guard: 'hasMedalToShow', target: 'showing', actions: 'pickMedal' }, { target: 'idle' }],
    },
    showing: {
      on: { 'user.closeMedal': { target: 'remembering', actions: 'markSeen' } },
    },
    remembering: {
      description: 'The closed medal is stored so later visits do not show it again.',
      invoke: {
        id: 'rememberMedal',
        src: 'rememberMedal',
        input: ({ context }) => ({ name: context.current!.name, type: context.current!.type, yyyymm: context.yyyymm }),
        onDone: { target: 'checking', actions: 'clearCurrent' },
        onError: {
          target: 'checking',
          actions: 'clearCurrent',
          description: 'Storage refused it: this run still counts it as seen (no second announcement).',
        },
      },
    },
    idle: {
      on: {
        'progress.updated': {
          target: 'checking',
          actions: 'assignProgress',
          description: 'Reloaded figures (a completed schedule) may have earned a new medal.',
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Goal medals: each medal type per card per month shown once until closed, then remembered.';
