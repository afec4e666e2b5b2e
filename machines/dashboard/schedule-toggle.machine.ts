// Completing today's schedules from the dashboard card (spec 1 §4): a tap toggles cmplYn Y/N,
// un-completing asks first; then it saves (saveMyschedule cudType CMP) and reloads the goal progress,
// which it hands to the dashboard. Diagram: docs/statecharts/scheduleToggle.md
import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Progress, ScheduleItem } from '../../src/domain/dashboard/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ScheduleToggleInput {
  readonly items: readonly ScheduleItem[];
  /** Told `progress.updated` after a save (the dashboard); absent when the machine runs alone. */
  readonly sink?: AnyActorRef;
}

export interface ScheduleToggleContext {
  items: readonly ScheduleItem[];
  sink: AnyActorRef | null;
  /** The schedule being toggled and the value it is being set to. */
  pending: { sqno: number; cmplYn: 'Y' | 'N' } | null;
  error: string | null;
}

export type ScheduleToggleEvent =
  | { type: 'user.toggleSchedule'; sqno: number }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissError' };

const itemOf = (c: ScheduleToggleContext, sqno: number) => c.items.find((i) => i.sqno === sqno);

export const scheduleToggleMachine = setup({
  types: { context: {} as ScheduleToggleContext, events: {} as ScheduleToggleEvent, input: {} as ScheduleToggleInput },
  actors: {
    saveCompletion: providedPromise<void, { sqno: number; cmplYn: 'Y' | 'N' }>('saveCompletion'),
    reloadProgress: providedPromise<Progress>('reloadProgress'),
  },
  guards: {
    isNetworkFailure: ({ event }) => isTagged((event as { error?: unknown }).error, 'NetworkError'),
    isCompleted: ({ context, event }) => event.type === 'user.toggleSchedule' && itemOf(context, event.sqno)?.cmplYn === 'Y',
    isListed: ({ context, event }) => event.type === 'user.toggleSchedule' && itemOf(context, event.sqno) !== undefined,
  },
  actions: {
    aim: assign({
      pending: ({ context, event }) => {
        if (event.type !== 'user.toggleSchedule') return context.pending;
        return { sqno: event.sqno, cmplYn: itemOf(context, event.sqno)?.cmplYn === 'Y' ? ('N' as const) : ('Y' as const) };
      },
    }),
    applyPending: assign({
      items: ({ context }) => context.items.map((i) => (i.sqno === context.pending?.sqno ? { ...i, cmplYn: context.pending.cmplYn } : i)),
    }),
    clearPending: assign({ pending: null }),
    notifyProgress: enqueueActions(({ context, event, enqueue }) => {
      const output = (event as { output?: Progress }).output;
      if (context.sink && output) enqueue.sendTo(context.sink, { type: 'progress.updated', progress: output });
    }),
  },
}).createMachine({
  id: 'scheduleToggle',
  context: ({ input }) => ({ items: input.items, sink: input.sink ?? null, pending: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.toggleSchedule': [
          { guard: 'isCompleted', target: 'confirming', actions: 'aim' },
          { guard: 'isListed', target: 'saving', actions: 'aim' },
        ],
      },
    },
    confirming: {
      description: 'Un-completing a schedule asks first (spec 1 §4); completing does not.',
      on: { 'user.confirm': { target: 'saving' }, 'user.cancel': { target: 'idle', actions: 'clearPending' } },
    },
    saving: {
      invoke: {
        id: 'saveCompletion',
        src: 'saveCompletion',
        input: ({ context }) => context.pending!,
        onDone: { target: 'reloadingProgress', actions: ['applyPending', 'clearPending'] },
        onError: { target: 'showingError', actions: ['clearPending', assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    reloadingProgress: {
      description: 'A completed schedule may move the goal figures: reload them for the goal cards and medals.',
      invoke: {
        id: 'reloadProgress',
        src: 'reloadProgress',
        onDone: { target: 'idle', actions: 'notifyProgress' },
        onError: [
          { guard: 'isNetworkFailure', target: 'idle', description: 'No network (the completion waits in the outbox): the figures stay as they were until the next reload.' },
          { target: 'showingError', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    showingError: {
      description: 'The server message or the network message, until the user closes it; nothing else is toggled meanwhile.',
      on: { 'user.dismissError': { target: 'idle', actions: assign({ error: null }) } },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Dashboard schedule card: complete or (after confirming) un-complete, save, reload progress.';
