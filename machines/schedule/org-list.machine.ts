// The accompany lookup's first step (spec 2 §2 Organisation list, §6): the caller's branch by name (Enter
// or the button; self excluded), a paged list (the shared paged list as the child `list`, 10 a page) of
// rows with level icon, name and user id; choosing a member goes on to that planner's schedules in the same
// popup; 닫기 closes the popup without a report. Diagram: docs/statecharts/orgList.md
import { setup, assign } from 'xstate';
import type { OrgMember } from '../../src/domain/schedule/contract';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

/** Spec 2 §9: the organisation list is paged by 10. */
export const ORG_PAGE_SIZE = 10;

export interface OrgListInput {
  /** The name searched at once ('' lists the whole branch). */
  readonly username: string;
}

export interface OrgListContext {
  readonly username: string;
}

export type OrgListEvent = { type: 'user.search'; username: string } | { type: 'user.choose'; member: OrgMember } | { type: 'user.close' };

export const orgListMachine = setup({
  types: { input: {} as OrgListInput, context: {} as OrgListContext, events: {} as OrgListEvent },
  actors: {
    /** pagedListMachine provided with the getMyOrgList loader (selfExcept Y) at the root. */
    memberList: pagedListMachine,
    /** Closes the popup without a report. */
    finish: providedPromise<void, void>('finish'),
  },
  actions: {
    assignName: assign({ username: ({ event }) => (event.type === 'user.search' ? event.username.trim() : '') }),
    /** The member's schedules (provided: the route's navigation). */
    openMember: (_, _params: { member: OrgMember }) => {},
  },
}).createMachine({
  id: 'orgList',
  context: ({ input }) => ({ username: input.username.trim() }),
  initial: 'results',
  states: {
    results: {
      description: 'The members matching the name as the child `list`; a new search starts it again from its first page.',
      invoke: { id: 'list', src: 'memberList', input: ({ context }) => ({ pageSize: ORG_PAGE_SIZE, query: context.username }) },
      on: {
        'user.search': { target: 'results', reenter: true, actions: 'assignName' },
        'user.choose': { actions: { type: 'openMember', params: ({ event }) => ({ member: event.member }) }, description: 'That planner’s schedules, in this popup.' },
        'user.close': 'closing',
      },
    },
    closing: { invoke: { id: 'finish', src: 'finish', onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Accompany lookup, step 1: the branch’s other planners by name; choosing one shows their schedules.';
