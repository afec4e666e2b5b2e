// The customer detail's call and text (spec 2 §4): the automatic memo (memoDiv 0) is saved first, then the
// shell dials or opens its SMS composer. A memo that fails to save still lets the call go ahead (D45). Runs
// as a child of the customer detail, which it tells when the memo was saved (the history reloads) and what
// failed (the detail's alert). Diagram: docs/statecharts/customerContact.md
import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { customerDetailMessages } from '../../src/domain/customers/detail-messages';
import { providedPromise } from '../shared/provided';
import type { CustomerKeyInput } from './customer-detail.inputs';

/** The two hand-overs to the shell; each first leaves an automatic memo (memoDiv 0, spec 2 §4). */
export type ContactKind = 'call' | 'text';

export interface ContactInput extends CustomerKeyInput {
  /** The customer's number, digits only. */
  readonly phone: string;
  /** Told `contact.memoSaved` and `contact.failed` (the detail); absent when the machine runs alone. */
  readonly sink?: AnyActorRef;
}

export interface ContactContext extends CustomerKeyInput {
  readonly phone: string;
  readonly sink: AnyActorRef | null;
  readonly contact: ContactKind | null;
}

export type ContactEvent = { type: 'user.contact'; kind: ContactKind };

/** What the detail hears from this machine. */
export type ContactReport = { type: 'contact.memoSaved' } | { type: 'contact.failed'; message: string };

export const customerContactMachine = setup({
  types: { input: {} as ContactInput, context: {} as ContactContext, events: {} as ContactEvent },
  actors: {
    saveAutoMemo: providedPromise<void, CustomerKeyInput & { memo: string }>('saveAutoMemo'),
    /** The shell: dial the number (its digits), or open the SMS composer for it. */
    handOver: providedPromise<void, { kind: ContactKind; phone: string }>('handOver'),
  },
  actions: {
    assignContact: assign({ contact: ({ event }) => event.kind }),
    clearContact: assign({ contact: null }),
    reportMemoSaved: enqueueActions(({ context, enqueue }) => {
      if (context.sink) enqueue.sendTo(context.sink, { type: 'contact.memoSaved' } satisfies ContactReport);
    }),
    reportFailure: enqueueActions(({ context, event, enqueue }) => {
      const message = errorMessage((event as unknown as { error: unknown }).error);
      if (context.sink) enqueue.sendTo(context.sink, { type: 'contact.failed', message } satisfies ContactReport);
    }),
  },
}).createMachine({
  id: 'customerContact',
  context: ({ input }) => ({ kwkkey: input.kwkkey, custDiv: input.custDiv, searchUserid: input.searchUserid, phone: input.phone, sink: input.sink ?? null, contact: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'user.contact': { target: 'recording', actions: 'assignContact' } } },
    recording: {
      description: 'The automatic memo (memoDiv 0) is saved before the shell takes over (spec 2 §4).',
      invoke: {
        id: 'saveAutoMemo',
        src: 'saveAutoMemo',
        input: ({ context }) => ({
          kwkkey: context.kwkkey,
          custDiv: context.custDiv,
          searchUserid: context.searchUserid,
          memo: context.contact === 'call' ? customerDetailMessages.custAutoMemoCall : customerDetailMessages.custAutoMemoText,
        }),
        onDone: { target: 'handingOver', actions: 'reportMemoSaved', description: 'The history shows the new automatic memo.' },
        onError: { target: 'handingOver', actions: 'reportFailure', description: 'The memo failed: its message shows, and the call or text still goes ahead.' },
      },
    },
    handingOver: {
      invoke: {
        id: 'handOver',
        src: 'handOver',
        input: ({ context }) => ({ kind: context.contact!, phone: context.phone }),
        onDone: { target: 'idle', actions: 'clearContact' },
        onError: { target: 'idle', actions: ['clearContact', 'reportFailure'], description: 'No shell or the shell refused: its message shows.' },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer detail’s call and text: the automatic memo first, then the shell dials or opens the SMS composer; tells the detail what happened.';
