// The household popup (spec 2 §2 Family info, §4 family-pop-selected-chlnkwkey, §6 "household detail
// selection works only for contract customers"): the household's count and its children (name, age when
// known); a child of a contract customer can be picked, which tells the opener to switch to that customer
// and closes the popup. Diagram: docs/statecharts/familyInfo.md
import { assign, setup } from 'xstate';
import type { FamilyMember } from '../../src/domain/customers/sections-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface FamilyInfoInput {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
}

export interface FamilyInfoContext extends FamilyInfoInput {
  readonly total: number;
  readonly members: readonly FamilyMember[];
  readonly error: string | null;
  /** The child picked: its customer is the one the opener switches to. */
  readonly picked: FamilyMember | null;
}

export type FamilyInfoEvent = { type: 'user.retry' } | { type: 'user.pick'; chlnKwkey: string } | { type: 'user.close' };

export const familyInfoMachine = setup({
  types: { input: {} as FamilyInfoInput, context: {} as FamilyInfoContext, events: {} as FamilyInfoEvent },
  actors: {
    loadFamily: providedPromise<{ totCnt: number; custFamilyList: readonly FamilyMember[] }, FamilyInfoInput>('loadFamily'),
    /** Tells the opener family-pop-selected-chlnkwkey (when a child was picked) and closes the popup. */
    finish: providedPromise<void, { picked: FamilyMember | null }>('finish'),
  },
  guards: {
    /** Only a child of a contract customer switches the detail (spec 2 §6). */
    isContractChild: ({ context, event }) => event.type === 'user.pick' && context.members.some((m) => m.chlnKwkey === event.chlnKwkey && m.custDiv === '1'),
  },
  actions: {
    assignFamily: assign(({ event }) => {
      const out = (event as unknown as { output: { totCnt: number; custFamilyList: readonly FamilyMember[] } }).output;
      return { total: out.totCnt, members: out.custFamilyList, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    assignPicked: assign({ picked: ({ context, event }) => (event.type === 'user.pick' ? (context.members.find((m) => m.chlnKwkey === event.chlnKwkey) ?? null) : null) }),
  },
}).createMachine({
  id: 'familyInfo',
  context: ({ input }) => ({ ...input, total: 0, members: [], error: null, picked: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { 'user.close': 'closing' },
      invoke: {
        id: 'loadFamily',
        src: 'loadFamily',
        input: ({ context }) => ({ kwkkey: context.kwkkey, custDiv: context.custDiv }),
        onDone: { target: 'ready', actions: 'assignFamily' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'user.close': 'closing' } },
    ready: {
      on: {
        'user.close': { target: 'closing', description: 'Closed without picking.' },
        'user.pick': { guard: 'isContractChild', target: 'finishing', actions: 'assignPicked', description: 'The opener switches to that child’s customer.' },
      },
    },
    finishing: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ picked: context.picked }), onDone: 'closed' } },
    closing: { invoke: { id: 'finish', src: 'finish', input: { picked: null }, onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Household popup: the household’s children; picking a contract customer’s child switches the opener to that customer.';
