// The customer list machine's model: its event alphabet in four focused models (rows and selection;
// bookmark, sheets, messages and PDF; the pages; EP and sort), built from the seeded data as the server's
// expectations compute it (server/test-support/customer-data.ts), so each load answers what the server
// answers for the query and offset the path has reached. A branch head (branch01) walks them all; a
// planner (planner01) shows the list without the EP selector.
import type { AnyEventObject } from 'xstate';
import { customerListMachine } from '../../../machines/customers/customer-list.machine';
import type { CustomerListInput } from '../../../machines/customers/customer-list.setup';
import type { CustomerData } from '../../../server/test-support/customer-data';
import type { CustomerRow, EpChoice, SavedList } from '../../../src/domain/customers/contract';
import { EMPTY_DETAIL, callFilters, initialQuery, openSavedListQuery, type DetailFilters, type ListQuery } from '../../../src/domain/customers/filters';
import { customerHref } from '../../../src/domain/customers/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { generateCoveringPaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const ACTORS = ['loadCustomers', 'loadEpChoices', 'saveBookmark', 'openPdf', 'detailSearch', 'smsComposer', 'saveList', 'savedLists'];
export const inert = customerListMachine.provide({ actors: inertActors(ACTORS) as any });

export const FEW = '한';
export const NONE = '없는고객';
export const PROSPECTS: DetailFilters = { ...EMPTY_DETAIL, custDiv: '2' };
export const SEND_TEXT = '이번 주 방문 일정을 안내드립니다';
const done = (id: string, output?: unknown, extra: object = {}) => ({ type: `xstate.done.actor.${id}`, ...(output === undefined ? {} : { output }), ...extra });
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
export const SERVER_DOWN = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
export const OFFLINE = new NetworkError({ detail: 'offline' });
export const NOT_FOUND = new ServerError({ rt: 'not_found', rtMsg: msg.notFound });

export const queryKey = (q: ListQuery) => JSON.stringify(callFilters(q));
/** The load a state waits for: its query and the offset asked. */
const loadAt = (s: any) => `${queryKey(s.context.query)}@${s.matches({ active: { rows: 'loadingMore' } }) ? s.context.rows.length : 0}`;

export function listModel(data: CustomerData, user: 'branch01' | 'planner01', savedLists: readonly SavedList[]) {
  const rowsOf = (q: ListQuery): CustomerRow[] =>
    data.listOf(user, callFilters(q)).map((c) => ({ ...data.rowOf(c), encCustNm: '', encCustTel: '' }) as CustomerRow);
  /** Every page of a query up to `pages`, each answer tagged with the load it answers. */
  const pagesOf = (q: ListQuery, pages: number) => {
    const all = rowsOf(q);
    return Array.from({ length: Math.min(pages, Math.max(1, Math.ceil(all.length / 10))) }, (_, i) =>
      done('loadCustomers', { items: all.slice(i * 10, i * 10 + 10), total: all.length }, { at: `${queryKey(q)}@${i * 10}` }),
    );
  };
  const base = initialQuery();
  const first = rowsOf(base);
  const withAddress = first.find((r) => r.kwsad1 !== '')!;
  const saved = savedLists.find((l) => l.userid === user)!;
  const epChoices: EpChoice[] = data.staff
    .filter((u) => data.below(user).includes(u.userid))
    .map((u) => ({ userid: u.userid, username: u.name, orgnzPstn: u.orgnzPstn }))
    .sort((a, b) => a.username.localeCompare(b.username) || a.userid.localeCompare(b.userid));
  const member = 'planner01';
  const loadFailures = [fail('loadCustomers', SERVER_DOWN), fail('loadCustomers', OFFLINE)];
  const input: CustomerListInput = { position: user === 'branch01' ? 'COG01' : 'COG03', searchTxt: '' };

  const rows: AnyEventObject[] = [
    ...pagesOf(base, 2),
    ...pagesOf({ ...base, searchTxt: FEW }, 1),
    ...pagesOf({ ...base, searchTxt: NONE }, 1),
    ...pagesOf({ ...base, listTyp: 'S' }, 3),
    ...loadFailures,
    { type: 'user.search', text: FEW },
    { type: 'user.search', text: NONE },
    { type: 'user.search', text: '' },
    { type: 'user.changeTab', listTyp: 'S' },
    { type: 'user.changeTab', listTyp: 'F' },
    { type: 'user.loadMore' },
    { type: 'user.retry' },
    { type: 'user.toggleSelect', kwkkey: first[0]!.kwkkey },
    { type: 'user.toggleSelectAll' },
  ];
  const sheets: AnyEventObject[] = [
    ...pagesOf(base, 1),
    ...pagesOf(openSavedListQuery(base, saved), 1),
    ...loadFailures.slice(0, 1),
    { type: 'user.toggleSelect', kwkkey: first[0]!.kwkkey },
    { type: 'user.toggleBookmark', kwkkey: first[0]!.kwkkey },
    done('saveBookmark'),
    fail('saveBookmark', NOT_FOUND),
    { type: 'user.showAddress', kwkkey: withAddress.kwkkey },
    { type: 'user.openMenu' },
    { type: 'user.closeSheet' },
    { type: 'user.openSms', scrollY: 0 },
    { type: 'user.openSaveList' },
    { type: 'user.openSavedLists' },
    { type: 'user.openPdf' },
    done('openPdf'),
    fail('openPdf', SERVER_DOWN),
    done('saveList'),
    done('savedLists', saved),
    { type: 'user.closeSavedList' },
    { type: 'user.dismissMessage' },
  ];
  const pages: AnyEventObject[] = [
    ...pagesOf(base, 1),
    ...pagesOf({ ...base, detail: PROSPECTS }, 1),
    { type: 'user.toggleSelect', kwkkey: first[0]!.kwkkey },
    { type: 'user.openMenu' },
    { type: 'user.openSms', scrollY: 240 },
    { type: 'user.openDetailSearch', scrollY: 240 },
    { type: 'user.openCustomer', kwkkey: first[0]!.kwkkey, scrollY: 240 },
    ...(['list', 'detailSearch', 'productSearch', 'sms', null] as const).map((page) => ({ type: 'route.changed', page, listTyp: 'F' })),
    // The detail of the first customer (its URL, for the driver; the machine reads only the page).
    { type: 'route.changed', page: 'detail', listTyp: 'F', href: customerHref({ userId: first[0]!.userid, kwkkey: first[0]!.kwkkey, custDiv: first[0]!.custDiv }) },
    done('detailSearch', PROSPECTS),
    done('smsComposer', null),
    done('smsComposer', { sentCnt: 1, skippedCnt: 0 }),
    { type: 'user.dismissMessage' },
  ];
  const choices: AnyEventObject[] = [
    ...pagesOf(base, 1),
    ...pagesOf({ ...base, searchUserid: member }, 1),
    ...pagesOf({ ...base, sortType: 'C' }, 1),
    ...loadFailures.slice(0, 1),
    done('loadEpChoices', epChoices),
    fail('loadEpChoices', SERVER_DOWN),
    { type: 'user.retryEp' },
    { type: 'user.chooseEp', userid: member },
    { type: 'user.chooseEp', userid: '' },
    { type: 'user.sort', sortType: 'C' },
    { type: 'user.sort', sortType: 'K' },
  ];

  /**
   * A load answers only for the query and offset its state asked; the list goes no further than its second
   * page of everything (the by-contract list runs to its end); once a page was asked for, nothing but the
   * URL may come before it shows (the app shows it by itself).
   */
  const allow = (s: any, e: AnyEventObject) => {
    if (e.type === 'xstate.done.actor.loadCustomers') return e.at === loadAt(s);
    if (e.type === 'user.loadMore' && s.context.query.listTyp === 'F' && s.context.rows.length >= 20) return false;
    if (s.matches({ active: { page: 'openingDetailSearch' } })) return e.type === 'route.changed' && e.page === 'detailSearch';
    if (s.matches({ active: { page: 'openingSms' } })) return e.type === 'route.changed' && e.page === 'sms';
    if (s.matches({ active: { page: 'openingCustomer' } })) return e.type === 'route.changed' && e.page === 'detail';
    // What was sent is what the server counts: one customer selected, one sent.
    if (e.type === 'xstate.done.actor.smsComposer' && e.output) return s.context.selected.length === e.output.sentCnt;
    return true;
  };
  const key = (c: any) => [queryKey(c.query), c.rows.length, c.selected.length, c.rowsError !== null, c.message !== null, c.rows[0]?.bookmarkYn ?? null];
  return { input, rows, sheets, pages, choices, allow, key, first, withAddress, saved, epChoices, member, rowsOf };
}

export type ListModel = ReturnType<typeof listModel>;

/** The paths of every focused model, through the path cache (what the first ones took, the next ones need not). */
export function listPaths(m: ListModel, name: string): ModelPath[] {
  const taken = new Set<string>();
  const gen = (part: string, events: AnyEventObject[]) =>
    cachedPaths(`customer-list-${name}-${part}`, customerListMachine, { events, input: m.input, contextKey: m.key, allow: m.allow, inert, taken }, generateCoveringPaths);
  const all = [...gen('rows', m.rows), ...gen('sheets', m.sheets), ...gen('pages', m.pages), ...gen('choices', m.choices)];
  return markEchoes(all);
}

/** A route.changed right after the list asked for a page is the URL's echo: the app shows that page by itself. */
function markEchoes(paths: ModelPath[]): ModelPath[] {
  return paths.map((p) => ({
    ...p,
    steps: p.steps.map((st, i) => {
      const page = (p.steps[i - 1]?.state.value as { active?: { page?: string } } | undefined)?.active?.page;
      return st.event.type === 'route.changed' && (page === 'openingDetailSearch' || page === 'openingSms' || page === 'openingCustomer') ? { ...st, event: { ...st.event, echo: true } } : st;
    }),
  }));
}
