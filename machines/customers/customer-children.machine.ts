// The customer detail's child info (spec 2 §2 child info, §4 "selecting a child reloads the book care and
// learning info"): a child picker, and for the chosen child its learning products with their items (a
// product whose items fail to load shows none: spec 2 §8, silent) and its book care. The first child is
// chosen when the detail opens; without children there is nothing to load. Runs as a child of the
// customer detail. Diagram: docs/statecharts/customerChildren.md
import { assign, setup } from 'xstate';
import type { DetailChild } from '../../src/domain/customers/detail-contract';
import type { BookCare, LearningItem, LearningProduct } from '../../src/domain/customers/sections-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ChildrenInput {
  readonly kwkkey: string;
  /** The customer's owner, '' for the caller's own. */
  readonly searchUserid: string;
  readonly children: readonly DetailChild[];
}

/** One child's learning and book care. */
export interface ChildInfo {
  readonly learning: readonly { readonly product: LearningProduct; readonly items: readonly LearningItem[] }[];
  readonly bookCare: readonly BookCare[];
}

export interface ChildrenContext extends ChildrenInput {
  /** The chosen child's key; null without children. */
  readonly chosen: string | null;
  readonly info: ChildInfo | null;
  readonly error: string | null;
}

export type ChildrenEvent = { type: 'user.chooseChild'; chlnKwkey: string } | { type: 'user.retry' };

export const customerChildrenMachine = setup({
  types: { input: {} as ChildrenInput, context: {} as ChildrenContext, events: {} as ChildrenEvent },
  actors: { loadChild: providedPromise<ChildInfo, { kwkkey: string; searchUserid: string; chlnKwkey: string }>('loadChild') },
  guards: {
    hasChild: ({ context }) => context.chosen !== null,
    isOtherChild: ({ context, event }) => event.type === 'user.chooseChild' && event.chlnKwkey !== context.chosen && context.children.some((c) => c.chlnKwkey === event.chlnKwkey),
  },
  actions: {
    choose: assign({ chosen: ({ context, event }) => (event.type === 'user.chooseChild' ? event.chlnKwkey : context.chosen), info: null, error: null }),
    assignInfo: assign({ info: ({ event }) => (event as unknown as { output: ChildInfo }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'customerChildren',
  context: ({ input }) => ({ ...input, chosen: input.children[0]?.chlnKwkey ?? null, info: null, error: null }),
  initial: 'starting',
  on: { 'user.chooseChild': { guard: 'isOtherChild', target: '.loading', actions: 'choose', description: 'Another child: its learning and book care load.' } },
  states: {
    starting: { always: [{ guard: 'hasChild', target: 'loading' }, { target: 'none' }] },
    none: { description: 'No children: the learning and book-care lists are empty.' },
    loading: {
      invoke: {
        id: 'loadChild',
        src: 'loadChild',
        input: ({ context }) => ({ kwkkey: context.kwkkey, searchUserid: context.searchUserid, chlnKwkey: context.chosen! }),
        onDone: { target: 'shown', actions: 'assignInfo' },
        onError: { target: 'failed', actions: 'assignError', description: 'The products or the book care did not load (the learning items of a product fail silently).' },
      },
    },
    shown: {},
    failed: { on: { 'user.retry': 'loading' } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer children: pick a child; its learning products with their items (silent when one fails) and its book care load.';
