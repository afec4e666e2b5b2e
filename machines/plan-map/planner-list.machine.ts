// The branch head's planner list (spec 3 §2 /eduplanmap/orgList, §6): only a branch head (COG01) may use it
// (anyone else gets the refusal and goes back). Name search (max 20), pages of 10 (the shared paged list as
// the child `list`); a planner chosen opens the customer search popup for that planner, whose report
// (cust-selected) opens the plan map for that customer with targetId. Diagram: docs/statecharts/plannerList.md
import { assign, setup } from 'xstate';
import { custSearchHref } from '../../src/domain/common-popup/pages';
import type { OrgMember } from '../../src/domain/schedule/contract';
import { sharedMessages } from '../../src/domain/shared/messages';
import { errorMessage } from '../../src/domain/shared/errors';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedCallback, providedPromise } from '../shared/provided';
import type { PlanMapCustomer } from './plan-map.context';

export const PLANNER_PAGE_SIZE = 10;
export const PLANNER_NAME_MAX = 20;

export interface PlannerListInput {
  readonly position: string;
}

export interface PlannerListContext extends PlannerListInput {
  readonly username: string;
  /** The planner whose customers the popup searches. */
  readonly planner: OrgMember | null;
  readonly message: string | null;
}

export type PlannerListEvent =
  | { type: 'user.search'; username: string }
  | { type: 'user.choose'; member: OrgMember }
  | { type: 'user.dismiss' }
  | { type: 'user.goBack' }
  | { type: 'popup.custSelected'; kwkkey: string; custDiv: '1' | '2'; custNm: string };

export const plannerListMachine = setup({
  types: { input: {} as PlannerListInput, context: {} as PlannerListContext, events: {} as PlannerListEvent },
  actors: {
    /** pagedListMachine provided with the getMyOrgList loader at the root. */
    plannerList: pagedListMachine,
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    isBranchHead: ({ context }) => context.position === 'COG01',
    hasPlanner: ({ context }) => context.planner !== null,
  },
  actions: {
    assignName: assign({ username: ({ event }) => (event.type === 'user.search' ? [...event.username.trim()].slice(0, PLANNER_NAME_MAX).join('') : '') }),
    assignPlanner: assign({ planner: ({ event }) => (event.type === 'user.choose' ? event.member : null) }),
    noteFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearMessage: assign({ message: null }),
    /** Provided at the root: the plan map for the customer picked, or back where the user came from. */
    openMap: (_, _params: { customer: PlanMapCustomer }) => {},
    goBack: () => {},
  },
}).createMachine({
  id: 'plannerList',
  context: ({ input }) => ({ ...input, username: '', planner: null, message: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Branch heads only (spec 3 §6); the server refuses anyone else too.',
      always: [{ guard: 'isBranchHead', target: 'listing' }, { target: 'refused' }],
    },
    refused: { description: sharedMessages.forbidden, on: { 'user.goBack': 'leaving' } },
    leaving: { type: 'final', entry: 'goBack' },
    listing: {
      invoke: [
        { id: 'list', src: 'plannerList', input: ({ context }) => ({ pageSize: PLANNER_PAGE_SIZE, query: context.username }) },
        { id: 'watchPopups', src: 'watchPopups' },
      ],
      on: {
        'user.search': { target: 'listing', reenter: true, actions: 'assignName', description: 'A new search starts the list again from its first page.' },
        'popup.custSelected': {
          guard: 'hasPlanner',
          actions: {
            type: 'openMap',
            params: ({ context, event }) => ({ customer: { kwkkey: event.kwkkey, custDiv: event.custDiv, custNm: event.custNm, targetId: context.planner!.userid } }),
          },
          description: 'cust-selected: the plan map for that customer of the chosen planner.',
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'user.choose': { target: 'opening', actions: 'assignPlanner' } } },
        opening: {
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: ({ context }) => ({ url: custSearchHref(context.planner!.userid) }),
            onDone: 'idle',
            onError: { target: 'notice', actions: 'noteFailure', description: 'No shell or no window: its message.' },
          },
        },
        notice: { on: { 'user.dismiss': { target: 'idle', actions: 'clearMessage' } } },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Branch head’s planner list for the plan map: name search, pages of 10; a planner opens the customer search, a customer opens the map.';
