// The customer list machine alone, with actors that answer when told: the pages it asks for, selection
// and select-all, the optimistic bookmark and its revert, the sheets' selection rules, the sub-pages as
// children that outlive nothing but the list, and the end when another screen shows.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CustomerRow, EpChoice } from '../../src/domain/customers/contract';
import { EMPTY_DETAIL } from '../../src/domain/customers/filters';
import { ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import type { Position } from '../../src/domain/shared/roles';
import { customerListMachine } from './customer-list.machine';
import * as sel from './customer-list.selectors';
import type { LoadCustomersInput, RowsPage } from './customer-list.setup';

const row = (n: number, patch: Partial<CustomerRow> = {}): CustomerRow => ({
  kwkkey: `K${String(n).padStart(8, '0')}`, custDiv: '1', custDivDetail: 'SCD01', custDivDetailNm: '계약', custNm: `고객${n}`, userid: 'planner01',
  kwsad1: n % 2 ? '서울 강남구 테헤란로 1' : '', kwctlNo: '010-1234-5678', encCustNm: `N${n}`, encCustTel: `T${n}`, bookmarkYn: 'N',
  delivdtYn: 'N', concexpydyYn: 'N', jindandtYn: 'N', children: [], ...patch,
});
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(position: Position = 'COG03', searchTxt = '') {
  const asked: LoadCustomersInput[] = [];
  const pages: { resolve: (p: RowsPage) => void; reject: (e: unknown) => void }[] = [];
  const bookmarks: { input: unknown; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const navigations: string[] = [];
  const machine = customerListMachine.provide({
    actors: {
      loadCustomers: fromPromise<RowsPage, LoadCustomersInput>(({ input }) => {
        asked.push(input);
        return new Promise((resolve, reject) => pages.push({ resolve, reject }));
      }),
      loadEpChoices: fromPromise<readonly EpChoice[]>(async () => [{ userid: 'planner01', username: '김민수', orgnzPstn: 'COG03' }]),
      saveBookmark: fromPromise<void, any>(({ input }) => new Promise((resolve, reject) => bookmarks.push({ input, resolve: () => resolve(), reject }))),
      openPdf: fromPromise(async () => {}),
    } as never,
    actions: {
      openPage: (_: unknown, p: { to: string }) => void navigations.push(`push ${p.to}`),
      returnTo: (_: unknown, p: { to: string }) => void navigations.push(`replace ${p.to}`),
    } as never,
  });
  const actor = createActor(machine, { input: { position, searchTxt } }).start();
  const answer = async (items: CustomerRow[], total: number) => {
    pages.shift()!.resolve({ items, total });
    await flush();
  };
  return { actor, asked, answer, pages, bookmarks, navigations, snap: () => actor.getSnapshot() };
}

describe('customer list machine', () => {
  it('runs the handed-over search, pages by 10 and ends on the total', async () => {
    const { actor, asked, answer, snap } = start('COG03', '  김민준  ');
    expect(asked[0]).toEqual({ filters: { listTyp: 'F', sortType: 'K', searchTxt: '김민준' }, offset: 0, size: 10 });
    await answer(rows(1, 10), 15);
    expect(sel.selectCanLoadMore(snap())).toBe(true);
    actor.send({ type: 'user.loadMore' });
    actor.send({ type: 'user.loadMore' });
    await answer(rows(11, 5), 15);
    expect(asked.map((a) => a.offset)).toEqual([0, 10]);
    expect(sel.selectRows(snap())).toHaveLength(15);
    expect(snap().matches({ active: { rows: 'end' } })).toBe(true);
  });

  it('selects rows, all loaded rows, and clears the selection on a new query', async () => {
    const { actor, answer, snap } = start();
    await answer(rows(1, 3), 3);
    actor.send({ type: 'user.toggleSelect', kwkkey: row(2).kwkkey });
    actor.send({ type: 'user.toggleSelect', kwkkey: 'K-not-loaded' });
    expect(sel.selectSelected(snap())).toEqual([row(2).kwkkey]);
    actor.send({ type: 'user.toggleSelectAll' });
    expect(sel.selectAllSelected(snap())).toBe(true);
    actor.send({ type: 'user.toggleSelectAll' });
    expect(sel.selectSelected(snap())).toEqual([]);
    actor.send({ type: 'user.toggleSelectAll' });
    actor.send({ type: 'user.sort', sortType: 'C' });
    expect([sel.selectSelected(snap()), sel.selectRows(snap())]).toEqual([[], []]);
  });

  it('turns a bookmark at once and puts it back with the server’s message when saving fails', async () => {
    const { actor, answer, bookmarks, snap } = start();
    await answer(rows(1, 2), 2);
    actor.send({ type: 'user.toggleBookmark', kwkkey: row(1).kwkkey });
    expect(sel.selectRows(snap())[0]!.bookmarkYn).toBe('Y');
    expect(bookmarks[0]!.input).toEqual({ kwkkey: row(1).kwkkey, custDiv: '1', bookmarkYn: 'Y' });
    actor.send({ type: 'user.toggleBookmark', kwkkey: row(2).kwkkey });
    expect(bookmarks).toHaveLength(1);
    bookmarks[0]!.reject(new ServerError({ rt: 'not_found', rtMsg: '고객 정보를 찾을 수 없습니다.' }));
    await flush();
    expect([sel.selectRows(snap())[0]!.bookmarkYn, sel.selectMessage(snap())]).toEqual(['N', '고객 정보를 찾을 수 없습니다.']);
    actor.send({ type: 'user.dismissMessage' });
    expect(sel.selectMessage(snap())).toBeNull();
  });

  it('save list and SMS need a selection; the address opens only for a row that has one', async () => {
    const { actor, answer, navigations, snap } = start();
    await answer(rows(1, 2), 2);
    actor.send({ type: 'user.openMenu' });
    actor.send({ type: 'user.openSaveList' });
    expect([sel.selectMessage(snap()), sel.selectSaveList(snap())]).toEqual([msg.saveListNeedsSelection, undefined]);
    actor.send({ type: 'user.openMenu' });
    actor.send({ type: 'user.openSms', scrollY: 300 });
    expect([sel.selectMessage(snap()), navigations]).toEqual([msg.smsNeedsSelection, []]);
    actor.send({ type: 'user.showAddress', kwkkey: row(2).kwkkey });
    expect(sel.selectAddress(snap())).toBeNull();
    actor.send({ type: 'user.showAddress', kwkkey: row(1).kwkkey });
    expect(sel.selectAddress(snap())).toEqual({ custNm: '고객1', kwsad1: '서울 강남구 테헤란로 1' });
    actor.send({ type: 'user.closeSheet' });
    actor.send({ type: 'user.toggleSelect', kwkkey: row(1).kwkkey });
    actor.send({ type: 'user.openMenu' });
    actor.send({ type: 'user.openSaveList' });
    expect(sel.selectSaveList(snap())?.getSnapshot().context.keys).toEqual([row(1).kwkkey]);
  });

  it('keeps the list while the detail search is up, and applies its filters on search', async () => {
    const { actor, asked, answer, navigations, snap } = start();
    await answer(rows(1, 10), 30);
    actor.send({ type: 'user.toggleSelect', kwkkey: row(3).kwkkey });
    actor.send({ type: 'user.openDetailSearch', scrollY: 480 });
    expect(navigations).toEqual(['push /myCstmr/myCstmrList/detailSerach']);
    actor.send({ type: 'route.changed', page: 'detailSearch', listTyp: 'F' });
    const detail = sel.selectDetailSearch(snap())!;
    detail.send({ type: 'user.setCustType', custDiv: '2' });
    // Back without searching: the list is as it was, scroll place included.
    actor.send({ type: 'route.changed', page: 'list', listTyp: 'F' });
    expect([sel.selectDetailSearch(snap()), sel.selectRows(snap()).length, sel.selectSelected(snap()), sel.selectScrollY(snap())]).toEqual([undefined, 10, [row(3).kwkkey], 480]);
    expect(asked).toHaveLength(1);
    actor.send({ type: 'route.changed', page: 'detailSearch', listTyp: 'F' });
    sel.selectDetailSearch(snap())!.send({ type: 'user.setCustType', custDiv: '2' });
    sel.selectDetailSearch(snap())!.send({ type: 'user.search' });
    expect(sel.selectQuery(snap()).detail).toEqual({ ...EMPTY_DETAIL, custDiv: '2' });
    expect(asked[1]).toEqual({ filters: { listTyp: 'F', sortType: 'K', custDiv: '2' }, offset: 0, size: 10 });
    expect([sel.selectSelected(snap()), sel.selectScrollY(snap()), navigations.at(-1)]).toEqual([[], 0, 'replace /myCstmr/myCstmrList']);
  });

  it('sends the selected customers to the SMS page and clears the selection once sent', async () => {
    const { actor, answer, snap } = start();
    await answer(rows(1, 3), 3);
    actor.send({ type: 'user.toggleSelect', kwkkey: row(3).kwkkey });
    actor.send({ type: 'user.toggleSelect', kwkkey: row(1).kwkkey });
    actor.send({ type: 'route.changed', page: 'sms', listTyp: 'F' });
    const sms = sel.selectSmsComposer(snap())!;
    expect(sms.getSnapshot().context.recipients).toEqual([{ encCustNm: 'N3', encCustTel: 'T3' }, { encCustNm: 'N1', encCustTel: 'T1' }]);
    sms.send({ type: 'user.cancel' });
    await flush();
    expect([sel.selectPage(snap()), sel.selectSelected(snap()).length]).toEqual(['list', 2]);
  });

  it('a branch head gets the EP choices; the list ends when another screen shows', async () => {
    const { actor, asked, answer, snap } = start('COG01');
    await answer(rows(1, 2), 2);
    expect(sel.selectEp(snap())?.choices).toHaveLength(1);
    actor.send({ type: 'user.chooseEp', userid: 'stranger' });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'user.chooseEp', userid: 'planner01' });
    expect(asked[1]!.filters).toMatchObject({ searchUserid: 'planner01' });
    actor.send({ type: 'route.changed', page: null, listTyp: 'F' });
    expect(snap().status).toBe('done');
  });
});
