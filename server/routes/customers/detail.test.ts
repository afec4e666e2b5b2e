// @vitest-environment node
// The customer detail (myCstmr/getMyCstmr) and the recruiting-interest toggle (saveMyCustRecruit,
// deleteCustRecruit), per position: a planner on their own customer (every section, checked against the
// seeded rows) and on another's, the branch head over a member's customer with and without searchUserid,
// a head of another branch refused; unknown keys and wrong types refused alike; onlyChild; bad input; and
// the personal-data read rows the detail, the memo calls and the list write (keys and field names only).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersMessages } from '../../../src/domain/customers/messages';
import { msg } from '../../../src/domain/messages';
import { CONTRACT_STATE_NAMES, SCHEDULE_KIND_NAMES } from '../../../src/domain/shared/codes';
import { GRADE_NAMES, type Position } from '../../../src/domain/shared/roles';
import { children, contracts, customers, deliveries, personalDataReads, productCategories, schedules, users } from '../../db/schema';
import { kstDate } from '../../lib/time';
import { TEST_DATABASES } from '../../test-support/databases';
import { addOtherBranch } from '../../test-support/other-branch';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';

type Customer = typeof customers.$inferSelect;
type Fields = Record<string, string>;

const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.forbidden };
const ORG_REFUSED = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const bad = (field: string) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });
const EMPTY_SECTIONS = {
  contractInfoList: [],
  custMileageInfo: { mileage: 0 },
  custCreditInfo: { flpyblnc: 0, ovrdamt: 0, cwiamt: 0 },
  orgCustOrderInfoList: [],
  custRlsInfo: [],
  myScheduleList: [],
};

/** Whole years from yyyymmdd to the KST day yyyy-mm-dd, written out here rather than taken from the server. */
const yearsOld = (birth: string, today: string) => {
  const [by, bmd] = [Number(birth.slice(0, 4)), birth.slice(4)];
  const [ty, tmd] = [Number(today.slice(0, 4)), today.slice(5, 7) + today.slice(8, 10)];
  return ty - by - (tmd < bmd ? 1 : 0);
};

describe.each(TEST_DATABASES)('customer detail on $name', (database) => {
  let h: Harness;
  /** planner01's contract customer with the most children, contracts and deliveries (and two schedules added below). */
  let mine: Customer;
  /** planner01's first prospect (SCD02). */
  let prospect: Customer;
  /** planner02's first customer. */
  let theirs: Customer;
  /** A customer of another branch (inserted below). */
  let foreign: Customer;

  beforeAll(async () => {
    h = await createHarness(database);
    const [best] = await h.db.execute(sql`
      select c.kwkkey from customers c
      where c.owner_userid = 'planner01' and c.cust_div_detail = 'SCD01'
      order by (select count(*) from children k where k.kwkkey = c.kwkkey) > 0 desc,
        (select count(*) from contracts k where k.kwkkey = c.kwkkey) desc,
        (select count(*) from deliveries d where d.kwkkey = c.kwkkey) desc, c.kwkkey
      limit 1`).then((r) => (r as unknown as { rows: { kwkkey: string }[] }).rows);
    const byKey = async (kwkkey: string) => (await h.db.select().from(customers).where(eq(customers.kwkkey, kwkkey)))[0]!;
    mine = await byKey(best!.kwkkey);
    prospect = (
      await h.db
        .select()
        .from(customers)
        .where(and(eq(customers.ownerUserid, 'planner01'), eq(customers.custDivDetail, 'SCD02')))
        .orderBy(asc(customers.kwkkey))
        .limit(1)
    )[0]!;
    theirs = (await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner02')).orderBy(asc(customers.kwkkey)).limit(1))[0]!;
    // Schedules with this customer: one kept, one deleted, and one of the prospect.
    const base = { userid: 'planner01', scdlDivCd: 'SSD01', custDivCd: 'SCD01', custNm: mine.name, allYn: 'N' as const, sttHr: '14:00', endHr: '15:00' };
    await h.db.insert(schedules).values([
      { ...base, kwkey: mine.kwkkey, sttDt: '2026-03-20', endDt: '2026-03-20', addr: '서울 강남구 테헤란로 1', addrNm: '고객 자택' },
      { ...base, kwkey: mine.kwkkey, sttDt: '2026-03-21', endDt: '2026-03-21', dltnYn: 'Y' },
      { ...base, kwkey: mine.kwkkey, scdlDivCd: 'SSD05', sttDt: '2026-02-02', endDt: '2026-02-02', allYn: 'Y', sttHr: '', endHr: '' },
      { ...base, kwkey: prospect.kwkkey, custDivCd: 'SCD02', sttDt: '2026-03-13', endDt: '2026-03-13' },
    ]);
    // Another branch: its head and one planner with one customer, outside branch01's organisation.
    foreign = await addOtherBranch(h, theirs);
  });
  afterAll(() => h.close());

  const call = async (userid: string, path: string, fields: Fields = {}) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });
  const key = (c: Customer) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv });
  const detail = (userid: string, c: Customer, extra: Fields = {}) => call(userid, 'getMyCstmr', { ...key(c), ...extra });
  const readsOf = async (userid: string) =>
    h.db.select().from(personalDataReads).where(eq(personalDataReads.userid, userid)).orderBy(desc(personalDataReads.id));

  /** The customer block as the seeded rows say it should be (tokens checked apart). */
  async function expectedCustomer(c: Customer) {
    const [owner] = await h.db.select().from(users).where(eq(users.userid, c.ownerUserid));
    const phone = `${c.tel1}${c.tel2}${c.tel3}`;
    return {
      kwkkey: c.kwkkey,
      custDiv: c.custDiv,
      custDivDetail: c.custDivDetail,
      custDivDetailNm: customersMessages.custTypeNames[c.custDivDetail as 'SCD01'],
      custNm: c.name,
      tel1: c.tel1,
      tel2: c.tel2,
      tel3: c.tel3,
      kwctlNo: phone.length === 11 ? `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` : `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      kwgend: c.gender ?? '',
      kwbrdt: c.birth ?? '',
      kwszip: c.zip ?? '',
      kwsad1: c.addr1 ?? '',
      kwsad2: c.addr2 ?? '',
      bookmarkYn: c.bookmarkYn,
      rcrtYn: c.rcrtYn,
      custSyncYn: c.syncYn,
      infoagre: c.infoagre,
      mrknagre: c.mrknagre,
      custwstp: c.custwstp,
      encCustNm: expect.any(String),
      encCustTel: expect.any(String),
      owner: { userid: owner!.userid, username: owner!.name, orgnzPstn: owner!.orgnzPstn, orgnzPstnNm: GRADE_NAMES[owner!.orgnzPstn as Position] },
    };
  }

  async function expectedChildren(c: Customer) {
    const today = kstDate(TEST_NOW);
    const rows = await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey)).orderBy(asc(children.seq));
    return rows.map((k) => ({
      sqno: k.seq,
      chlnKwkey: k.chlnKwkey,
      chlnNm: k.name,
      kwgend: k.gender,
      chlnBrdt: k.birth ?? '',
      age: k.birth ? yearsOld(k.birth, today) : null,
    }));
  }

  /** The customer's schedules that are not deleted, newest first. */
  async function expectedSchedules(c: Customer) {
    const rows = (await h.db.select().from(schedules).where(and(eq(schedules.kwkey, c.kwkkey), eq(schedules.dltnYn, 'N')))).sort(
      (x, y) => y.sttDt.localeCompare(x.sttDt) || y.sttHr.localeCompare(x.sttHr) || y.sqno - x.sqno,
    );
    return rows.map((s) => ({
      sqno: s.sqno,
      sttDt: s.sttDt,
      sttHr: s.sttHr,
      scdlDivCd: s.scdlDivCd,
      scdlDivNm: SCHEDULE_KIND_NAMES[s.scdlDivCd],
      addr: s.addr ?? '',
      addrNm: s.addrNm ?? '',
    }));
  }

  describe('getMyCstmr', () => {
    it('answers a planner’s own contract customer with every section, from the stored rows', async () => {
      const a = await detail('planner01', mine);
      expect(a.status).toBe(200);
      expect(a.body.rt).toBe('success');
      const d = a.body.data;
      expect(d.myCstmr).toEqual(await expectedCustomer(mine));
      // The tokens are the list's: only this server reads them, back to this customer's name and phone.
      expect(h.svc.recipients.open('name', d.myCstmr.encCustNm)).toEqual({ kwkkey: mine.kwkkey, value: mine.name });
      expect(h.svc.recipients.open('tel', d.myCstmr.encCustTel)).toEqual({ kwkkey: mine.kwkkey, value: `${mine.tel1}${mine.tel2}${mine.tel3}` });
      expect(d.myCstmr.encCustNm).not.toContain(mine.name);

      const kids = await expectedChildren(mine);
      expect(kids.length).toBeGreaterThan(0);
      expect(d.children).toEqual(kids);

      const stored = (await h.db.select().from(contracts).where(eq(contracts.kwkkey, mine.kwkkey))).sort(
        (x, y) => y.concdt.localeCompare(x.concdt) || y.id - x.id,
      );
      expect(stored.length).toBeGreaterThan(1);
      expect(d.contractInfoList).toEqual(
        stored.map((k) => ({
          custYr: k.custYr,
          custSqno: k.custSqno,
          custSeq: k.custSeq,
          concdt: k.concdt,
          kyAmt: k.kyAmt,
          cashTypNm: k.cashTypNm,
          kyMont: k.kyMont,
          kyCwmamt: k.kyCwmamt,
        })),
      );
      // Orders: one per contract, grouped by category (in the categories' order), newest first within one.
      const cats = await h.db.select().from(productCategories);
      const sortOf = (cat: string) => cats.find((x) => x.catCd === cat)?.sort ?? 99;
      const orders = [...stored].sort((x, y) => sortOf(x.catCd) - sortOf(y.catCd));
      expect(d.orgCustOrderInfoList).toEqual(
        orders.map((k) => ({
          catCd: k.catCd,
          catCdNm: cats.find((x) => x.catCd === k.catCd)!.cdNm,
          prdtnm: k.prdtnm,
          kyAmt: k.kyAmt,
          concdt: k.concdt,
          concstat: k.concstat,
          concstatNm: CONTRACT_STATE_NAMES[k.concstat],
        })),
      );
      for (const o of d.orgCustOrderInfoList) expect(['N', 'C', 'E']).toContain(o.concstat);

      const sent = (await h.db.select().from(deliveries).where(eq(deliveries.kwkkey, mine.kwkkey))).sort(
        (x, y) => y.rlsdt.localeCompare(x.rlsdt) || y.id - x.id,
      );
      expect(sent.length).toBeGreaterThan(0);
      expect(d.custRlsInfo).toEqual(
        sent.map((x) => ({
          prdtnm: x.prdtnm,
          custYr: x.custYr,
          custSqno: x.custSqno,
          cwwad1: x.cwwad1,
          cwwad2: x.cwwad2,
          concDiv: x.concDiv,
          cwtgubNm: x.cwtgubNm,
          rlsdt: x.rlsdt,
          rlsdtNm: x.rlsdtNm,
        })),
      );
      expect(d.custMileageInfo).toEqual({ mileage: mine.mileage });
      expect(d.custCreditInfo).toEqual({ flpyblnc: mine.flpyblnc, ovrdamt: mine.ovrdamt, cwiamt: mine.cwiamt });

      const planned = await expectedSchedules(mine);
      expect(planned.length).toBeGreaterThanOrEqual(2);
      expect(d.myScheduleList).toEqual(planned);
      expect(d.myScheduleList.some((s: any) => s.sttDt === '2026-03-21')).toBe(false);
      expect(d.myScheduleList[0]).toMatchObject({ sttDt: '2026-03-20', sttHr: '14:00', scdlDivNm: '상담', addr: '서울 강남구 테헤란로 1', addrNm: '고객 자택' });
    });

    it('seeds mileage for contract customers and answers the seed’s contract states by code', async () => {
      const withMileage = await h.db.execute(sql`select count(*)::int as n from customers where cust_div_detail = 'SCD01' and mileage > 0`);
      expect((withMileage as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
      const others = await h.db.execute(sql`select count(*)::int as n from customers where cust_div_detail <> 'SCD01' and mileage <> 0`);
      expect((others as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      const states = await h.db.execute(sql`select distinct concstat from contracts order by concstat`);
      const codes = (states as unknown as { rows: { concstat: string }[] }).rows.map((r) => r.concstat);
      expect(codes).toEqual(expect.arrayContaining(['E', 'N']));
      for (const code of codes) expect(Object.keys(CONTRACT_STATE_NAMES)).toContain(code);
    });

    it('answers a prospect with empty contract, order and delivery lists, and its schedules', async () => {
      const d = (await detail('planner01', prospect)).body.data;
      expect(d.myCstmr).toEqual(await expectedCustomer(prospect));
      expect(d.children).toEqual(await expectedChildren(prospect));
      expect([d.contractInfoList, d.orgCustOrderInfoList, d.custRlsInfo]).toEqual([[], [], []]);
      expect(d.myScheduleList).toEqual(await expectedSchedules(prospect));
      expect(d.myScheduleList).toContainEqual(expect.objectContaining({ sttDt: '2026-03-13', scdlDivCd: 'SSD01', addr: '', addrNm: '' }));
    });

    it('answers only the customer and its children with onlyChild Y', async () => {
      const a = await detail('planner01', mine, { onlyChild: 'Y' });
      expect(a.body.data).toEqual({ myCstmr: await expectedCustomer(mine), children: await expectedChildren(mine), childrenVersion: mine.childrenVersion, ...EMPTY_SECTIONS });
      // N is the full answer.
      expect((await detail('planner01', mine, { onlyChild: 'N' })).body.data.contractInfoList.length).toBeGreaterThan(0);
    });

    it('lets the branch head read a member’s customer, with and without searchUserid, and says whose it is', async () => {
      const want = await expectedCustomer(mine);
      expect(want.owner).toMatchObject({ userid: 'planner01', orgnzPstn: 'COG03', orgnzPstnNm: GRADE_NAMES.COG03 });
      for (const extra of [{ searchUserid: 'planner01' }, {}, { searchUserid: '' }] as Fields[]) {
        const a = await detail('branch01', mine, extra);
        expect(a.body.rt).toBe('success');
        expect(a.body.data.myCstmr).toEqual(want);
        expect(a.body.data.contractInfoList.length).toBeGreaterThan(0);
      }
      // Naming a member who does not own the customer.
      expect((await detail('branch01', mine, { searchUserid: 'planner02' })).body).toEqual(FORBIDDEN);
    });

    it('refuses another’s customer to a planner and to the leaders below the branch head, and another branch', async () => {
      for (const userid of ['planner02', 'planner03', 'partner01', 'master01', 'district01']) {
        const a = await detail(userid, mine);
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
        const named = await detail(userid, mine, { searchUserid: 'planner01' });
        expect([userid, named.status, named.body]).toEqual([userid, 403, ORG_REFUSED]);
      }
      expect((await detail('planner01', theirs)).body).toEqual(FORBIDDEN);
      expect((await detail('branch09', mine)).body).toEqual(FORBIDDEN);
      expect((await detail('branch09', mine, { searchUserid: 'planner01' })).body).toEqual(ORG_REFUSED);
      expect((await detail('branch01', foreign)).body).toEqual(FORBIDDEN);
      expect((await detail('branch01', foreign, { searchUserid: 'planner91' })).body).toEqual(ORG_REFUSED);
      expect((await detail('branch09', foreign)).body.data.myCstmr.owner).toMatchObject({ userid: 'planner91', orgnzPstnNm: GRADE_NAMES.COG03 });
      // An unknown key or the wrong custDiv answers like another's customer.
      expect((await call('planner01', 'getMyCstmr', { kwkkey: 'K99999999', custDiv: '1' })).body).toEqual(FORBIDDEN);
      expect((await call('planner01', 'getMyCstmr', { kwkkey: mine.kwkkey, custDiv: '2' })).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'getMyCstmr', { kwkkey: prospect.kwkkey, custDiv: '1' })).body).toEqual(FORBIDDEN);
    });

    it('refuses bad input naming the field, and a call without a session', async () => {
      const base = key(mine);
      for (const [fields, field] of [
        [{ ...base, kwkkey: '' }, 'kwkkey'],
        [{ ...base, kwkkey: 'K'.repeat(21) }, 'kwkkey'],
        [{ ...base, custDiv: '3' }, 'custDiv'],
        [{ kwkkey: mine.kwkkey }, 'custDiv'],
        [{ custDiv: '1' }, 'kwkkey'],
        [{ ...base, onlyChild: 'X' }, 'onlyChild'],
        [{ ...base, searchUserid: 'u'.repeat(21) }, 'searchUserid'],
      ] as const) {
        const a = await call('planner01', 'getMyCstmr', fields);
        expect([field, a.status, a.body]).toEqual([field, 400, bad(field)]);
      }
      const anonymous = await h.call('myCstmr/getMyCstmr', base);
      expect([anonymous.status, anonymous.body.rt]).toEqual([401, 'unauthorized']);
    });
  });

  describe('saveMyCustRecruit / deleteCustRecruit', () => {
    const flag = async (c: Customer) => (await h.db.select({ v: customers.rcrtYn, at: customers.updatedAt }).from(customers).where(eq(customers.kwkkey, c.kwkkey)))[0]!;

    it('lets the branch head mark a customer of the organisation Y and N, the same again answering alike', async () => {
      const before = await flag(mine);
      for (const [path, value] of [
        ['saveMyCustRecruit', 'Y'],
        ['saveMyCustRecruit', 'Y'],
        ['deleteCustRecruit', 'N'],
        ['deleteCustRecruit', 'N'],
        ['saveMyCustRecruit', 'Y'],
      ] as const) {
        expect((await call('branch01', path, key(mine))).body).toEqual({ rt: 'success', data: {} });
        expect((await flag(mine)).v).toBe(value);
        expect((await detail('branch01', mine)).body.data.myCstmr.rcrtYn).toBe(value);
      }
      // Not a change of the customer: the list's "recent change" order stays.
      expect((await flag(mine)).at).toEqual(before.at);
      await call('branch01', 'deleteCustRecruit', key(mine));
    });

    it('refuses every other position (the contract’s roles), another branch, unknown keys and wrong types', async () => {
      for (const userid of ['planner01', 'planner02', 'planner03', 'partner01', 'master01', 'district01']) {
        for (const path of ['saveMyCustRecruit', 'deleteCustRecruit']) {
          const a = await call(userid, path, key(mine));
          expect([userid, path, a.status, a.body]).toEqual([userid, path, 403, FORBIDDEN]);
        }
      }
      const before = (await flag(foreign)).v;
      expect((await call('branch01', 'saveMyCustRecruit', key(foreign))).body).toEqual(FORBIDDEN);
      expect((await call('branch09', 'saveMyCustRecruit', key(mine))).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'saveMyCustRecruit', { kwkkey: 'K99999999', custDiv: '1' })).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'saveMyCustRecruit', { kwkkey: mine.kwkkey, custDiv: '2' })).body).toEqual(FORBIDDEN);
      expect((await flag(foreign)).v).toBe(before);
      expect((await flag(mine)).v).toBe('N');
      for (const [fields, field] of [
        [{ kwkkey: '', custDiv: '1' }, 'kwkkey'],
        [{ kwkkey: mine.kwkkey, custDiv: '0' }, 'custDiv'],
      ] as const)
        expect((await call('branch01', 'deleteCustRecruit', fields)).body).toEqual(bad(field));
    });
  });

  describe('personal-data read log', () => {
    it('writes one row per detail: reader, owner, key and the field names answered, never the values', async () => {
      await detail('planner01', mine);
      const [row] = await readsOf('planner01');
      expect(row).toMatchObject({
        userid: 'planner01',
        ownerUserid: 'planner01',
        kwkkeys: [mine.kwkkey],
        call: 'myCstmr/getMyCstmr',
        fields: ['custNm', 'tel', 'gender', 'birth', 'addr', 'childNames', 'childBirths', 'deliveryAddr'],
      });
      expect(row!.ts).toEqual(TEST_NOW);
      await detail('branch01', mine, { searchUserid: 'planner01', onlyChild: 'Y' });
      expect((await readsOf('branch01'))[0]).toMatchObject({ ownerUserid: 'planner01', kwkkeys: [mine.kwkkey], fields: expect.not.arrayContaining(['deliveryAddr']) });
      // A refused read writes nothing.
      const count = (await readsOf('planner02')).length;
      await detail('planner02', mine);
      expect((await readsOf('planner02')).length).toBe(count);
      // Nothing personal in the log.
      const all = JSON.stringify(await h.db.select().from(personalDataReads));
      for (const value of [mine.name, mine.tel2 + mine.tel3, mine.addr1 ?? '(none)', mine.birth ?? '(none)']) expect(all).not.toContain(value);
    });

    it('writes one row per memo list page and per memo read, with the memo field', async () => {
      const list = await call('branch01', 'getCustMemoList', { ...key(mine), offset: '0', size: '5', searchUserid: 'planner01' });
      expect(list.body.data.memoList.length).toBe(5);
      expect((await readsOf('branch01'))[0]).toMatchObject({ ownerUserid: 'planner01', kwkkeys: [mine.kwkkey], call: 'myCstmr/getCustMemoList', fields: ['memo'] });
      const sqno = list.body.data.memoList[0].sqno as number;
      await call('planner01', 'getCustMemo', { sqno: String(sqno) });
      expect((await readsOf('planner01'))[0]).toMatchObject({ ownerUserid: 'planner01', kwkkeys: [mine.kwkkey], call: 'myCstmr/getCustMemo', fields: ['memo'] });
      // An empty page reads nothing.
      const before = (await readsOf('planner01')).length;
      await call('planner01', 'getCustMemoList', { ...key(mine), offset: '500', size: '5' });
      expect((await readsOf('planner01')).length).toBe(before);
    });

    it('writes one row per customer list page with the page’s keys; several owners leave the owner empty', async () => {
      const page = await call('planner01', 'getMyCstmrList', { offset: '0', size: '7' });
      const keys = page.body.data.list.map((r: any) => r.kwkkey);
      expect(keys.length).toBe(7);
      expect((await readsOf('planner01'))[0]).toMatchObject({
        ownerUserid: 'planner01',
        kwkkeys: keys,
        call: 'myCstmr/getMyCstmrList',
        fields: ['custNm', 'tel', 'addr', 'children'],
      });
      const all = await call('branch01', 'getMyCstmrList', { offset: '0', size: '50' });
      const owners = new Set(all.body.data.list.map((r: any) => r.userid));
      expect(owners.size).toBeGreaterThan(1);
      expect((await readsOf('branch01'))[0]).toMatchObject({ ownerUserid: null, kwkkeys: all.body.data.list.map((r: any) => r.kwkkey) });
    });
  });
});
