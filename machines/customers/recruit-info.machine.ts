// The branch head's recruiting info popup (spec 2 §2 Recruiting info, §3 Recruit, §6 COG01, §7
// getRecruitInfoList, §9 10 a page): the customer first (the centres know a recruit by name and phone),
// then the centres where that person registered as a recruit as a paged list (child `list`). 확인 closes
// the popup. Diagram: docs/statecharts/recruitInfo.md
import { assign, setup } from 'xstate';
import { CENTRE_PAGE_SIZE, personQuery, type CentreRecordsInput, type Person } from '../../src/domain/customers/centre-records';
import { errorMessage } from '../../src/domain/shared/errors';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

export interface RecruitInfoContext extends CentreRecordsInput {
  readonly person: Person | null;
  readonly error: string | null;
}

export type RecruitInfoEvent = { type: 'user.retry' } | { type: 'user.close' };

export const recruitInfoMachine = setup({
  types: { input: {} as CentreRecordsInput, context: {} as RecruitInfoContext, events: {} as RecruitInfoEvent },
  actors: {
    loadCustomer: providedPromise<Person, CentreRecordsInput>('loadCustomer'),
    /** pagedListMachine provided with the recruit loader; its query is the person (personQuery). */
    recruitList: pagedListMachine,
    /** Closes the popup (it reports nothing); where no window closes, the customer's detail. */
    finish: providedPromise<void>('finish'),
  },
  actions: {
    assignPerson: assign(({ event }) => ({ person: (event as unknown as { output: Person }).output, error: null })),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'recruitInfo',
  context: ({ input }) => ({ ...input, person: null, error: null }),
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
        'Runs the registrations (the paged list, docs/statecharts/pagedList.md, 10 a page) as its child `list`; the view pages it. ' +
        'A refusal of the list (not a branch head) shows as the list’s failure.',
      invoke: { id: 'list', src: 'recruitList', input: ({ context }) => ({ pageSize: CENTRE_PAGE_SIZE, query: personQuery(context.person!) }) },
      on: { 'user.close': 'closing' },
    },
    closing: { invoke: { id: 'finish', src: 'finish', onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Recruiting info popup (COG01): the centres where the customer registered as a recruit, with dates, paged.';
