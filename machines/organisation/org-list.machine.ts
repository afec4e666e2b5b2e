// The organisation list (spec 3 §2 Organisation list, §5, §6; spec 1 §2 its option): branch and district
// heads only (anyone else reads 조직현황 조회 권한이 없습니다. and goes back); the members below the caller, 10 a
// page (the shared paged list as the child `list`, its query the filters), searched by name, phone or
// employee number (11 characters), narrowed by the detail search (a popup page through the shell on a
// phone, a dialog over the list on a PC) and by the option's preset, shown as chips that clear one by one,
// sorted by performance or employee number. On a phone a member opens the member detail; on a PC the
// member chosen shows beside the list. Diagram: docs/statecharts/orgStatusList.md
import { assign, fromPromise, setup } from 'xstate';
import type { OrgListRow } from '../../src/domain/organisation/contract';
import { orgDetailedSearchHref } from '../../src/domain/organisation/pages';
import type { OrderType, OrgFilters } from '../../src/domain/organisation/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { canSeeOrgStatus, isPosition } from '../../src/domain/shared/roles';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedCallback, providedPromise } from '../shared/provided';
import { detailedSearchMachine } from './detailed-search.machine';
import { chipsOf, codesOf, codesOfFilters, cutKeyword, listQuery, withCodes, withoutChip, withoutChips, type DetailCodes, type DetailGroup } from './org-list.filters';

/** Spec 3 §4: infinite lists are paged by 10. */
export const ORG_LIST_PAGE_SIZE = 10;

export interface OrgListInput {
  /** The signed-in user's position (orgnzPstn). */
  readonly position: string;
  /** From the list's address: the option's preset and the detail search's codes. */
  readonly filters: OrgFilters;
}

export interface OrgListContext {
  readonly position: string;
  readonly filters: OrgFilters;
  /** The member shown beside the list on a PC. */
  readonly selected: OrgListRow | null;
  /** Why the detail search popup did not open. */
  readonly message: string | null;
}

export type OrgListEvent =
  | { type: 'user.search'; keyword: string }
  | { type: 'user.sort'; ordrType: OrderType }
  | { type: 'user.clearFilter'; group: DetailGroup | 'meetYn'; code: string }
  | { type: 'user.clearFilters' }
  /** A phone: the detail search popup page, through the shell. */
  | { type: 'user.openDetailSearch' }
  /** A PC: the detail search as a dialog over the list. */
  | { type: 'user.openDetailDialog' }
  | { type: 'user.dismissMessage' }
  /** The popup's report (org-detail-searched, the shell's page message). */
  | { type: 'popup.detailSearched'; gubun: readonly string[]; chawol: readonly string[]; gadong: readonly string[] }
  /** A phone: the member's detail page. */
  | { type: 'user.open'; member: OrgListRow }
  /** A PC: the member's detail beside the list. */
  | { type: 'user.select'; member: OrgListRow }
  | { type: 'user.goBack' };

const outputOf = (event: unknown) => (event as { output: DetailCodes | null }).output;

export const orgListMachine = setup({
  types: { input: {} as OrgListInput, context: {} as OrgListContext, events: {} as OrgListEvent },
  actors: {
    /** pagedListMachine provided with the orgnz/list loader at the root. */
    memberList: pagedListMachine,
    /** The dialog's search: its finish has nobody to tell (the list reads the output). */
    detailedSearch: detailedSearchMachine.provide({ actors: { finish: fromPromise(async () => {}) } }),
    /** Opens a popup page through the shell (a web view of its own; a window on PC). */
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The popups' reports, as popup.* events. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    mayList: ({ context }) => isPosition(context.position) && canSeeOrgStatus(context.position),
    isOtherSort: ({ context, event }) => event.type === 'user.sort' && event.ordrType !== context.filters.ordrType,
    isActiveChip: ({ context, event }) =>
      event.type === 'user.clearFilter' && chipsOf(context.filters).some((c) => c.group === event.group && c.code === event.code),
    hasChips: ({ context }) => chipsOf(context.filters).length > 0,
    hasChosen: ({ event }) => outputOf(event) != null,
  },
  actions: {
    assignKeyword: assign({ filters: ({ context, event }) => (event.type === 'user.search' ? { ...context.filters, keyword: cutKeyword(event.keyword) } : context.filters) }),
    assignSort: assign({ filters: ({ context, event }) => (event.type === 'user.sort' ? { ...context.filters, ordrType: event.ordrType } : context.filters) }),
    clearChip: assign({ filters: ({ context, event }) => (event.type === 'user.clearFilter' ? withoutChip(context.filters, event) : context.filters) }),
    clearChips: assign({ filters: ({ context }) => withoutChips(context.filters) }),
    assignReported: assign({ filters: ({ context, event }) => (event.type === 'popup.detailSearched' ? withCodes(context.filters, codesOf(event)) : context.filters) }),
    assignChosen: assign({ filters: ({ context, event }) => withCodes(context.filters, outputOf(event)!) }),
    assignSelected: assign({ selected: ({ context, event }) => (event.type === 'user.select' ? event.member : context.selected) }),
    assignFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearMessage: assign({ message: null }),
    /** The member detail page (provided: the route's navigation). */
    openMember: (_, _params: { member: OrgListRow }) => {},
    /** Back where the user came from (provided: the route's navigation). */
    goBack: () => {},
  },
}).createMachine({
  id: 'orgStatusList',
  context: ({ input }) => ({ position: input.position, filters: input.filters, selected: null, message: null }),
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  initial: 'checking',
  states: {
    checking: {
      description: 'Branch and district heads only (spec 3 §6); the server refuses anyone else too.',
      always: [{ guard: 'mayList', target: 'listing' }, { target: 'refused' }],
    },
    refused: { description: '조직현황 조회 권한이 없습니다.: nothing was asked.', on: { 'user.goBack': 'leaving' } },
    leaving: { type: 'final', entry: 'goBack' },
    listing: {
      description: 'The members for the filters as the child `list`; any change of the filters starts it again from the first page.',
      invoke: { id: 'list', src: 'memberList', input: ({ context }) => ({ pageSize: ORG_LIST_PAGE_SIZE, query: listQuery(context.filters) }) },
      on: {
        'user.search': { target: 'listing', reenter: true, actions: 'assignKeyword', description: 'Name, phone or employee number, cut at 11 characters (spec 3 §5).' },
        'user.sort': { guard: 'isOtherSort', target: 'listing', reenter: true, actions: 'assignSort', description: '실적 높은순 or 사번순.' },
        'user.clearFilter': { guard: 'isActiveChip', target: 'listing', reenter: true, actions: 'clearChip', description: 'One chip cleared.' },
        'user.clearFilters': { guard: 'hasChips', target: 'listing', reenter: true, actions: 'clearChips', description: 'Every chip cleared; the search word and the sort stay.' },
        'popup.detailSearched': { target: 'listing', reenter: true, actions: 'assignReported', description: 'org-detail-searched: the popup’s codes replace the list’s.' },
        'user.open': { actions: { type: 'openMember', params: ({ event }) => ({ member: event.member }) }, description: 'The member detail page (a phone).' },
        'user.select': { actions: 'assignSelected', description: 'The member’s detail beside the list (a PC).' },
      },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'user.openDetailSearch': 'openingPopup',
            'user.openDetailDialog': 'searchingInDialog',
          },
        },
        openingPopup: {
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: ({ context }) => ({ url: orgDetailedSearchHref(codesOfFilters(context.filters)) }),
            onDone: { target: 'browsing', description: 'The popup is up; its report may come any time later.' },
            onError: { target: 'popupFailed', actions: 'assignFailure', description: 'No window or no shell: its message.' },
          },
        },
        popupFailed: { on: { 'user.dismissMessage': { target: 'browsing', actions: 'clearMessage' } } },
        searchingInDialog: {
          invoke: {
            id: 'detailedSearch',
            src: 'detailedSearch',
            input: ({ context }) => codesOfFilters(context.filters),
            onDone: [
              { guard: 'hasChosen', target: '#orgStatusList.listing', reenter: true, actions: 'assignChosen', description: '검색: the codes chosen replace the list’s.' },
              { target: 'browsing', description: '닫기: the list stays as it was.' },
            ],
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Organisation list: leaders’ members searched, filtered (detail search popup or dialog, option presets as chips), sorted and paged; a member opened or shown beside the list.';
