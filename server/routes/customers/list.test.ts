// @vitest-environment node
// myCstmr/getMyCstmrList: who sees whose customers (each position; a branch head's organisation and one
// member of it), every filter and sort against expectations computed from the seeded rows, paging, the
// rows' flags, children and sealed tokens, and bad input. getEpList and getProdMstList.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFilters } from '../../../src/domain/customers/contract';
import { msg } from '../../../src/domain/messages';
import { productCategories, products, users } from '../../db/schema';
import { type CustomerData, customerData } from '../../test-support/customer-data';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';

type Fields = Record<string, string>;

/** One case per filter (and a few together), as form fields. */
const FILTERS: Record<string, Fields> = {
  none: {},
  byContract: { listTyp: 'S' },
  contract: { custDiv: '1' },
  prospect: { custDiv: '2' },
  childAge3to7: { fromAge: '3', toAge: '7' },
  childAge0to4: { fromAge: '0', toAge: '4' },
  childFrom10: { fromAge: '10' },
  diagnosed: { dgnsStat1: 'Y' },
  undiagnosed: { dgnsStat2: 'Y' },
  inProgress: { dgnsStat3: 'Y' },
  diagnosedOrInProgress: { dgnsStat1: 'Y', dgnsStat3: 'Y' },
  keds: { KEDS: 'Y' },
  kediOrElt: { KEDI: 'Y', ELT: 'Y' },
  overdue: { ovrdY: 'Y' },
  notOverdue: { ovrdN: 'Y' },
  overdueBoth: { ovrdY: 'Y', ovrdN: 'Y' },
  expiringSoon: { concexpydyYn: 'A' },
  expired: { concexpydyYn: 'B' },
  holdsProducts: { prodIncludeYn: 'Y', selectedProdList: 'P101,P201,P401' },
  holdsNone: { prodIncludeYn: 'N', selectedProdList: 'P101,P201,P401' },
  contractOverdueBooks: { custDiv: '1', ovrdN: 'Y', selectedProdList: 'P101,P102,P103,P104,P105' },
};

const decoded = (f: Fields): CustomerFilters => {
  const out: Record<string, unknown> = { ...f };
  for (const k of ['fromAge', 'toAge', 'custListSqno']) if (k in f) out[k] = Number(f[k]);
  return out as CustomerFilters;
};

describe.each(TEST_DATABASES)('myCstmr/getMyCstmrList on $name', (database) => {
  let h: Harness;
  let d: CustomerData;
  beforeAll(async () => {
    h = await createHarness(database);
    d = await customerData(h.db, TEST_NOW);
  });
  afterAll(() => h.close());

  const list = async (userid: string, fields: Fields = {}, offset = 0, size = 10) =>
    h.call('myCstmr/getMyCstmrList', { offset: String(offset), size: String(size), ...fields }, { token: await h.as(userid) });

  /** Every page of the list, 50 at a time. */
  async function whole(userid: string, fields: Fields = {}) {
    const rows: any[] = [];
    for (let offset = 0; ; offset += 50) {
      const a = await list(userid, fields, offset, 50);
      expect(a.body.rt, JSON.stringify(a.body)).toBe('success');
      rows.push(...a.body.data.list);
      if (a.body.data.list.length < 50) return { rows, totCnt: a.body.data.totCnt as number };
    }
  }
  const strip = ({ encCustNm: _n, encCustTel: _t, ...rest }: any) => rest;

  it('the seed has a hit for every filter case for planner01 and branch01, and a miss for most', () => {
    for (const userid of ['planner01', 'branch01'])
      for (const [name, f] of Object.entries(FILTERS)) {
        const n = d.listOf(userid, decoded(f)).length;
        expect(n, `${userid} ${name}`).toBeGreaterThan(0);
        if (name !== 'none' && name !== 'overdueBoth') expect(n, `${userid} ${name}`).toBeLessThan(d.visibleTo(userid).length);
      }
  });

  it.each(['planner01', 'planner02', 'planner03', 'master01', 'partner01', 'district01'])(
    '%s sees exactly their own customers, newest change first, every row as the data says',
    async (userid) => {
      const { rows, totCnt } = await whole(userid);
      const want = d.listOf(userid);
      expect(totCnt).toBe(want.length);
      expect(rows.map(strip)).toEqual(want.map(d.rowOf));
      expect(rows.every((r) => r.userid === userid)).toBe(true);
    },
  );

  it('a branch head sees the whole organisation below them, and one member with searchUserid', async () => {
    const all = await whole('branch01');
    const want = d.listOf('branch01');
    expect(new Set(want.map((c) => c.ownerUserid)).size).toBeGreaterThan(3);
    expect(all.totCnt).toBe(d.all.length);
    expect(all.rows.map(strip)).toEqual(want.map(d.rowOf));
    for (const member of ['planner01', 'planner07', 'branch01']) {
      const one = await whole('branch01', { searchUserid: member });
      expect(one.rows.map(strip)).toEqual(d.listOf('branch01', { searchUserid: member }).map(d.rowOf));
      expect(one.rows.every((r) => r.userid === member)).toBe(true);
    }
    expect((await whole('branch01', { searchUserid: '' })).totCnt).toBe(all.totCnt);
  });

  it('refuses a searchUserid outside the caller’s view exactly like an unknown one', async () => {
    // Someone outside branch01's organisation (no manager: another branch's head would be the same).
    await h.db.insert(users).values({
      ...(await h.db.select().from(users).limit(1))[0]!,
      userid: 'outsider01',
      akdcde: '99990001',
      managerUserid: null,
      orgnzPstn: 'COG03',
    });
    const refused = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
    for (const [caller, named] of [
      ['branch01', 'outsider01'],
      ['branch01', 'nobody'],
      ['planner01', 'planner02'],
      ['planner01', 'branch01'],
      ['district01', 'planner01'],
      ['master01', 'planner01'],
      ['partner01', 'nobody'],
    ] as const) {
      const a = await list(caller, { searchUserid: named });
      expect([caller, named, a.status, a.body]).toEqual([caller, named, 403, refused]);
    }
    // Naming oneself is allowed to everyone.
    expect((await list('planner01', { searchUserid: 'planner01' })).body.data.totCnt).toBe(d.listOf('planner01').length);
  });

  describe.each(['K', 'C', 'J'] as const)('sorted %s', (sortType) => {
    it.each(Object.keys(FILTERS))('filter %s: first page and total for planner01 and branch01', async (name) => {
      for (const userid of ['planner01', 'branch01']) {
        const f = { ...FILTERS[name]!, sortType };
        const want = d.listOf(userid, decoded(f));
        const a = await list(userid, f);
        expect(a.body.data.totCnt, `${userid} ${name}`).toBe(want.length);
        expect(a.body.data.list.map(strip), `${userid} ${name}`).toEqual(want.slice(0, 10).map(d.rowOf));
      }
    });
  });

  it('pages with a stable order: the pages of each sort put together are the whole list, each customer once', async () => {
    for (const sortType of ['K', 'C', 'J'] as const) {
      const pages: string[] = [];
      for (let offset = 0; offset < d.visibleTo('branch01').length; offset += 7)
        pages.push(...(await list('branch01', { sortType }, offset, 7)).body.data.list.map((r: any) => r.kwkkey));
      expect(pages).toEqual(d.listOf('branch01', { sortType }).map((c) => c.kwkkey));
      expect(new Set(pages).size).toBe(pages.length);
    }
    expect((await list('planner01', {}, 1_000_000, 10)).body.data).toEqual({ list: [], totCnt: d.listOf('planner01').length });
  });

  it('searches a part of the name, or phone digits with or without hyphens', async () => {
    const mine = d.visibleTo('branch01');
    const c = mine[3]!;
    const cases = [c.name.slice(0, 1), c.name.slice(1), c.name, c.tel3, `${c.tel2}-${c.tel3}`, c.tel2.slice(1) + c.tel3.slice(0, 2), '없는이름', '00000000'];
    for (const searchTxt of cases) {
      const want = d.listOf('branch01', { searchTxt });
      const a = await whole('branch01', { searchTxt });
      expect(a.rows.map((r) => r.kwkkey), searchTxt).toEqual(want.map((x) => x.kwkkey));
    }
    expect((await list('branch01', { searchTxt: c.name })).body.data.list.map((r: any) => r.kwkkey)).toContain(c.kwkkey);
    // LIKE wildcards are text, not patterns.
    expect((await list('branch01', { searchTxt: '%' })).body.data.totCnt).toBe(0);
    expect((await list('branch01', { searchTxt: '_' })).body.data.totCnt).toBe(0);
  });

  it('filters by one of the caller’s saved lists; another user’s list answers not_found', async () => {
    const own = d.members.filter((m) => m.custListSqno === 1).map((m) => m.kwkkey);
    const a = await whole('planner01', { custListSqno: '1' });
    expect(new Set(a.rows.map((r) => r.kwkkey))).toEqual(new Set(own));
    const other = await list('planner02', { custListSqno: '1' });
    expect([other.status, other.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
    expect((await list('planner01', { custListSqno: '99999' })).body.rt).toBe('not_found');
  });

  it('seals encCustNm and encCustTel: only the server reads them, bound to the customer', async () => {
    const [row] = (await list('planner01')).body.data.list;
    expect(row.encCustNm).not.toContain(row.custNm);
    expect(row.encCustTel).not.toContain(row.kwctlNo.slice(-4));
    expect(h.svc.recipients.open('name', row.encCustNm)).toEqual({ kwkkey: row.kwkkey, value: row.custNm });
    expect(h.svc.recipients.open('tel', row.encCustTel)).toEqual({ kwkkey: row.kwkkey, value: row.kwctlNo.replaceAll('-', '') });
    expect(h.svc.recipients.open('tel', row.encCustNm)).toBeNull();
    expect((await list('planner01')).body.data.list[0].encCustTel).not.toBe(row.encCustTel);
  });

  it('refuses bad input with bad_request naming the fields, never a 500', async () => {
    const bad: [Fields, string][] = [
      [{ fromAge: '9', toAge: '3' }, 'fromAge, toAge'],
      [{ fromAge: '17' }, 'fromAge'],
      [{ toAge: '-1' }, 'toAge'],
      [{ sortType: 'X' }, 'sortType'],
      [{ listTyp: 'Q' }, 'listTyp'],
      [{ custDiv: '3' }, 'custDiv'],
      [{ dgnsStat1: 'y' }, 'dgnsStat1'],
      [{ concexpydyYn: 'C' }, 'concexpydyYn'],
      [{ selectedProdList: 'p101' }, 'selectedProdList'],
      [{ selectedProdList: 'P101,P102,P103,P104,P105,P201' }, 'selectedProdList'],
      [{ selectedProdList: "P101' or 1=1--" }, 'selectedProdList'],
      [{ custListSqno: '0' }, 'custListSqno'],
      [{ searchTxt: '가나다라마바사아자차카' }, 'searchTxt'],
      [{ searchUserid: 'x'.repeat(21) }, 'searchUserid'],
    ];
    for (const [fields, named] of bad) {
      const a = await list('planner01', fields);
      expect([JSON.stringify(fields), a.status, a.body]).toEqual([JSON.stringify(fields), 400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
    for (const [offset, size] of [['-1', '10'], ['0', '0'], ['0', '51'], ['x', '10']]) {
      const a = await h.call('myCstmr/getMyCstmrList', { offset: offset!, size: size! }, { token: await h.as('planner01') });
      expect(a.body.rt).toBe('bad_request');
    }
  });

  it('getEpList: a branch head gets everyone below them by name; other positions are forbidden', async () => {
    const a = await h.call('myCstmr/getEpList', {}, { token: await h.as('branch01') });
    const want = d.below('branch01').map((u) => d.staff.find((s) => s.userid === u)!);
    want.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.userid < y.userid ? -1 : 1));
    expect(a.body).toEqual({ rt: 'success', data: { list: want.map((u) => ({ userid: u.userid, username: u.name, orgnzPstn: u.orgnzPstn })) } });
    for (const userid of ['district01', 'master01', 'planner01', 'partner01']) {
      const r = await h.call('myCstmr/getEpList', {}, { token: await h.as(userid) });
      expect([r.status, r.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.forbidden }]);
    }
  });

  it('getProdMstList: the categories and products of the master, in their order', async () => {
    const cats = await h.db.select().from(productCategories).orderBy(asc(productCategories.sort));
    const prods = await h.db.select().from(products);
    const a = await h.call('myCstmr/getProdMstList', {}, { token: await h.as('partner01') });
    expect(a.body.data.cateList).toEqual(cats.map((c) => ({ cdNm: c.cdNm, cdVl1: c.catCd })));
    const rank = (p: (typeof prods)[number]) => cats.findIndex((c) => c.catCd === p.catCd) * 100 + p.sort;
    expect(a.body.data.prodMstList).toEqual(
      [...prods].sort((x, y) => rank(x) - rank(y)).map((p) => ({ prdtCd: p.prdtCd, prdtnm: p.prdtnm, salegropCd: p.salegropCd, catCd: p.catCd })),
    );
    expect(a.body.data.prodMstList.length).toBeGreaterThan(10);
  });
});
