// The branch head's popups over the centres' records of a customer (spec 2 §2 Purchase history and
// Recruiting info, §3, §6 COG01, §7 getCustBuyInfoList / saveCustPrchHstr / deleteCustPrchHstr /
// getRecruitInfoList, §9 10 a page): the customer first (the centres know a person by name and phone), then
// the records of that person as a paged list (child `list`): purchases or recruit registrations (`kind`).
// A purchase's history mark flips at once, is saved, and flips back with the server's message when the
// save fails. 확인 closes the popup. Diagram: docs/statecharts/centreRecords.md
import { assign, setup } from 'xstate';
import { CENTRE_PAGE_SIZE, personQuery, purchaseKey, type CentreRecordsInput, type CentreRecordsKind, type Person } from '../../src/domain/customers/centre-records';
import { errorMessage } from '../../src/domain/shared/errors';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

type YN = 'Y' | 'N';

/** The popup's key from the detail and which records it lists. */
export interface CentreRecordsPopupInput extends CentreRecordsInput {
  readonly kind: CentreRecordsKind;
}

/** One mark asked for: the purchase and the value it is to have. */
export interface PurchaseMark {
  readonly kwkey: string;
  readonly cntrCd: string;
  readonly hstrYn: YN;
}

export interface CentreRecordsContext extends CentreRecordsPopupInput {
  readonly person: Person | null;
  readonly error: string | null;
  /** The marks changed here, by purchaseKey, over the list's rows (which keep what the server sent). */
  readonly marks: Readonly<Record<string, YN>>;
  readonly pending: PurchaseMark | null;
  /** The alert after a failed save: the server's message. */
  readonly message: string | null;
}

export type CentreRecordsEvent =
  | { type: 'user.retry' }
  | { type: 'user.close' }
  | { type: 'user.toggleHistory'; kwkey: string; cntrCd: string; hstrYn: YN }
  | { type: 'user.dismissMessage' };

const flipped = (marks: Readonly<Record<string, YN>>, m: PurchaseMark, value: YN) => ({ ...marks, [purchaseKey(m)]: value });

export const centreRecordsMachine = setup({
  types: { input: {} as CentreRecordsPopupInput, context: {} as CentreRecordsContext, events: {} as CentreRecordsEvent },
  actors: {
    loadCustomer: providedPromise<Person, CentreRecordsInput>('loadCustomer'),
    /** pagedListMachine provided with the kind's loader; its query is the person (personQuery). */
    recordList: pagedListMachine,
    /** saveCustPrchHstr for Y, deleteCustPrchHstr for N. */
    markPurchase: providedPromise<void, PurchaseMark>('markPurchase'),
    /** Closes the popup (it reports nothing); where no window closes, the customer's detail. */
    finish: providedPromise<void>('finish'),
  },
  guards: {
    hasMarks: ({ context }) => context.kind === 'purchases',
  },
  actions: {
    assignPerson: assign(({ event }) => ({ person: (event as unknown as { output: Person }).output, error: null })),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    markAtOnce: assign(({ context, event }) => {
      if (event.type !== 'user.toggleHistory') return {};
      const pending = { kwkey: event.kwkey, cntrCd: event.cntrCd, hstrYn: event.hstrYn };
      return { pending, marks: flipped(context.marks, pending, event.hstrYn) };
    }),
    settle: assign({ pending: null }),
    revert: assign(({ context, event }) => {
      const p = context.pending!;
      return { pending: null, marks: flipped(context.marks, p, p.hstrYn === 'Y' ? 'N' : 'Y'), message: errorMessage((event as unknown as { error: unknown }).error) };
    }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'centreRecords',
  context: ({ input }) => ({ ...input, person: null, error: null, marks: {}, pending: null, message: null }),
  initial: 'loadingCustomer',
  states: {
    loadingCustomer: {
      description: 'getMyCstmr (onlyChild, the owner as searchUserid): the name and phone stay out of the URL.',
      on: { 'user.close': 'closing' },
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => ({ searchUserid: context.searchUserid, kwkkey: context.kwkkey, custDiv: context.custDiv }),
        onDone: { target: 'ready', actions: 'assignPerson' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'loadingCustomer', 'user.close': 'closing' } },
    ready: {
      description:
        'Runs the records (the paged list, docs/statecharts/pagedList.md, 10 a page) as its child `list`; the view pages it. ' +
        'A refusal of the list (not a branch head) shows as the list’s failure. Only purchases have marks: recruits stay idle.',
      invoke: { id: 'list', src: 'recordList', input: ({ context }) => ({ pageSize: CENTRE_PAGE_SIZE, query: personQuery(context.person!) }) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.toggleHistory': { guard: 'hasMarks', target: 'marking', actions: 'markAtOnce', description: 'The checkbox shows the new mark at once.' },
            'user.close': { target: '#centreRecords.closing' },
          },
        },
        marking: {
          description: 'One save at a time: the other marks and 확인 wait.',
          invoke: {
            id: 'markPurchase',
            src: 'markPurchase',
            input: ({ context }) => context.pending!,
            onDone: { target: 'idle', actions: 'settle' },
            onError: { target: 'refused', actions: 'revert', description: 'The mark flips back; the server’s message shows.' },
          },
        },
        refused: { on: { 'user.dismissMessage': { target: 'idle', actions: 'dismissMessage' } } },
      },
    },
    closing: { invoke: { id: 'finish', src: 'finish', onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary =
  'Centre records popup (COG01): the customer’s purchases (each history mark flips at once, saved, reverted on failure) or recruit registrations, paged.';
