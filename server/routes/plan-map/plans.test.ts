// @vitest-environment node
// eduplan/customerPlan, myPlan, myPlanReNm, myPlanDel and myPlanSave against the seeded rows read here:
// a customer's (child's) held and planned counts and saved products per role and scope, one of the caller's
// own plans in the order chosen, renaming and deleting only one's own, saving a my plan, and saving a
// customer plan priced by the cart rule (payment() on the catalogue rows read from the database): the
// stored breakdown, months clamped, coupons released, refusals (duplicate, also racing; price changed;
// below zero; not on sale), and the personal-data log.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../../../src/domain/cart/rules';
import { msg } from '../../../src/domain/messages';
import {
  children, contracts, customerPlanProducts, customerPlans, customers, myPlanProducts, myPlans, personalDataReads, planDiscounts, planProducts,
  productCategories,
} from '../../db/schema';
import { writeSetting } from '../../services/settings';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const NOT_FOUND = { rt: 'not_found', rtMsg: msg.notFound };
const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const DUPLICATE = { rt: 'cust_plan_duplicate', rtMsg: msg.custPlanDuplicate };

type Chosen = { salecdSqno: number; prchCnt: number; dcYn: 'Y' | 'N' };
type Info = { prpmAmt: number; mlgAmt: number; mntsCnt: number; dcSqnoList: number[]; monthAmt: number };
type Customer = { kwkkey: string; custDiv: string };

describe.each(TEST_DATABASES)('the plan map plans on $name', (database) => {
  let h: Harness;
  let catalogue: Map<number, typeof planProducts.$inferSelect>;
  let offered: (typeof planDiscounts.$inferSelect)[];
  /** The categories with products on sale, in order, as cateCntList names them. */
  let saleCats: { catCd: string; catNm: string }[];
  /** Products chosen by what they are: two in the 10% box, memberships, free passes, one with its own discount, one withdrawn. */
  let boxed: number[];
  let memberships: number[];
  let freePasses: number[];
  let ownDiscount: number;
  let withdrawn: number;

  const call = async (caller: string, path: string, fields: Record<string, string> = {}) => h.call(path, fields, { token: await h.as(caller) });
  const ok = async (caller: string, path: string, fields: Record<string, string> = {}) => {
    const a = await call(caller, path, fields);
    expect(a.body.rt, `${caller} ${path} ${JSON.stringify(a.body).slice(0, 300)}`).toBe('success');
    return a.body.data;
  };
  const customerPlan = (caller: string, c: Customer, extra: Record<string, string> = {}) => ok(caller, 'eduplan/customerPlan', { kwkkey: c.kwkkey, custDiv: c.custDiv, ...extra });
  const auditedNotFound = (path: string, userId: string, from: number) =>
    expect(h.audit.slice(from)).toContainEqual(expect.objectContaining({ event: 'call.refused', path, rt: 'not_found', userId }));

  /** The counts the map shows, worked out here from the contracts and the saved plan rows. */
  const countsOf = async (kwkkey: string, chlnKwkey: string) => {
    const held = await h.db.select().from(contracts).where(and(eq(contracts.kwkkey, kwkkey), eq(contracts.concstat, 'N')));
    const planned = await h.db.select().from(customerPlanProducts).where(and(eq(customerPlanProducts.kwkkey, kwkkey), eq(customerPlanProducts.chlnKwkey, chlnKwkey)));
    return saleCats.map((c) => ({
      ...c,
      concCnt: held.filter((k) => k.catCd === c.catCd).length,
      planCnt: planned.filter((p) => catalogue.get(p.salecdSqno)!.catCd === c.catCd).length,
    }));
  };
  const plannedOf = async (kwkkey: string, chlnKwkey: string) =>
    (
      await h.db
        .select()
        .from(customerPlanProducts)
        .where(and(eq(customerPlanProducts.kwkkey, kwkkey), eq(customerPlanProducts.chlnKwkey, chlnKwkey)))
        .orderBy(asc(customerPlanProducts.planId), asc(customerPlanProducts.salecdSqno))
    ).map((p) => ({ salecdSqno: p.salecdSqno, prchCnt: p.prchCnt, dcYn: p.dcYn, planType: '1' }));

  /** A customer of `owner`: with or without children, skipping those in `skip`. */
  const customerOf = async (owner: string, withChildren: boolean, skip: readonly string[] = []) => {
    const rows = await h.db.select().from(customers).where(eq(customers.ownerUserid, owner)).orderBy(asc(customers.kwkkey));
    for (const c of rows) {
      if (skip.includes(c.kwkkey)) continue;
      const kids = await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey)).orderBy(asc(children.seq));
      if (withChildren === kids.length > 0) return { kwkkey: c.kwkkey, custDiv: c.custDiv, kids: kids.map((k) => k.chlnKwkey) };
    }
    throw new Error(`no customer of ${owner}`);
  };

  /** The cart rule on the catalogue rows, with the coupons the test expects to apply. */
  const priceOf = (chosen: readonly Chosen[], i: { prpmAmt: number; mlgAmt: number; mntsCnt: number; coupons: number[] }, dcRt = 10) =>
    payment({
      lines: chosen.map((c) => ({ ...catalogue.get(c.salecdSqno)!, prchCnt: c.prchCnt, dcYn: c.dcYn })),
      dcRt,
      coupons: offered.filter((d) => i.coupons.includes(d.dcSqno)),
      prepaid: i.prpmAmt,
      mileage: i.mlgAmt,
      months: i.mntsCnt,
    });
  const monthlyOf = (p: ReturnType<typeof priceOf>) => {
    if (!p.ok) throw new Error('below zero');
    return p.monthly;
  };
  const saveFields = (c: Customer, chlnKwkey: string | null, chosen: readonly Chosen[], info: Info, extra: Record<string, string> = {}) => ({
    kwkkey: c.kwkkey,
    custDiv: c.custDiv,
    ...(chlnKwkey === null ? {} : { chlnKwkey }),
    userName: '김플래너',
    strSearchPrdt: JSON.stringify(chosen),
    strCustPlanInfo: JSON.stringify(info),
    ...extra,
  });
  const myPlanFields = (planNm: string, chosen: readonly Chosen[]) => ({ strSearchPrdt: JSON.stringify(chosen), strMyPlanInfo: JSON.stringify({ planNm }) });
  const pick = (salecdSqno: number, prchCnt = 1, dcYn: 'Y' | 'N' = 'N'): Chosen => ({ salecdSqno, prchCnt, dcYn });
  const planCount = async () => (await h.db.select().from(customerPlans)).length;

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).limit(1);
    await addOtherBranch(h, like!);
    const rows = await h.db.select().from(planProducts);
    catalogue = new Map(rows.map((r) => [r.salecdSqno, r]));
    offered = (await h.db.select().from(planDiscounts).orderBy(asc(planDiscounts.sort))).filter((d) => d.useYn === 'Y');
    const cats = await h.db.select().from(productCategories).orderBy(asc(productCategories.sort));
    const onSale = rows.filter((r) => r.saleYn === 'Y').sort((a, b) => a.salecdSqno - b.salecdSqno);
    saleCats = cats.filter((c) => onSale.some((p) => p.catCd === c.catCd)).map((c) => ({ catCd: c.catCd, catNm: c.cdNm }));
    boxed = onSale.filter((p) => p.prmtAplyYn === 'Y').map((p) => p.salecdSqno);
    memberships = onSale.filter((p) => p.catCd === 'CAT02').map((p) => p.salecdSqno);
    freePasses = onSale.filter((p) => p.catCd === 'CAT03').map((p) => p.salecdSqno);
    ownDiscount = onSale.find((p) => p.dcAmt > 0 && p.prmtAplyYn === 'N')!.salecdSqno;
    withdrawn = rows.find((r) => r.saleYn === 'N')!.salecdSqno;
  });
  afterAll(() => h.close());

  describe('the seed', () => {
    it('holds planner01’s two customer plans (a child’s, and a customer without children) and nobody else’s', async () => {
      const plans = await h.db.select().from(customerPlans).orderBy(asc(customerPlans.id));
      expect(plans.map((p) => [p.plannerUserid, p.savedBy])).toEqual([
        ['planner01', 'planner01'],
        ['planner01', 'planner01'],
      ]);
      const [forChild, forCustomer] = plans;
      expect((await h.db.select().from(children).where(eq(children.chlnKwkey, forChild!.chlnKwkey)))[0]!.kwkkey).toBe(forChild!.kwkkey);
      expect(forCustomer!.chlnKwkey).toBe('');
      expect(await h.db.select().from(children).where(eq(children.kwkkey, forCustomer!.kwkkey))).toEqual([]);
      // The stored breakdown is the cart rule's for the stored lines and choices.
      for (const p of plans) {
        const lines = await h.db.select().from(customerPlanProducts).where(eq(customerPlanProducts.planId, p.id));
        const want = priceOf(lines, { prpmAmt: p.prpmAmt, mlgAmt: p.mlgAmt, mntsCnt: p.mntsCnt, coupons: [...p.dcSqnoList] }, p.dcRt);
        expect(p.breakdown).toEqual(want.steps);
        expect(p.monthAmt).toBe(monthlyOf(want));
      }
    });
  });

  describe('eduplan/customerPlan', () => {
    it('answers a child’s held and planned counts per category and the saved products (planType 1); a sibling has none planned', async () => {
      const [seeded] = await h.db.select().from(customerPlans).where(sql`${customerPlans.chlnKwkey} <> ''`);
      const [cust] = await h.db.select().from(customers).where(eq(customers.kwkkey, seeded!.kwkkey));
      const c = { kwkkey: cust!.kwkkey, custDiv: cust!.custDiv };
      const planned = await plannedOf(c.kwkkey, seeded!.chlnKwkey);
      expect(planned.length).toBeGreaterThan(0);
      const want = { cateCntList: await countsOf(c.kwkkey, seeded!.chlnKwkey), productList: planned };
      expect(want.cateCntList.some((x) => x.concCnt > 0) && want.cateCntList.some((x) => x.planCnt > 0)).toBe(true);
      expect(await customerPlan('planner01', c, { chlnKwkey: seeded!.chlnKwkey })).toEqual(want);
      // A branch head sees the same, naming the planner or not.
      expect(await customerPlan('branch01', c, { chlnKwkey: seeded!.chlnKwkey })).toEqual(want);
      expect(await customerPlan('branch01', c, { chlnKwkey: seeded!.chlnKwkey, targetId: 'planner01' })).toEqual(want);
      const sibling = (await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey))).find((k) => k.chlnKwkey !== seeded!.chlnKwkey);
      if (sibling) expect(await customerPlan('planner01', c, { chlnKwkey: sibling.chlnKwkey })).toEqual({ cateCntList: await countsOf(c.kwkkey, sibling.chlnKwkey), productList: [] });
      // The customer themself: no chlnKwkey, or an empty one.
      for (const extra of [{}, { chlnKwkey: '' }] as Record<string, string>[]) expect(await customerPlan('planner01', c, extra)).toEqual({ cateCntList: await countsOf(c.kwkkey, ''), productList: await plannedOf(c.kwkkey, '') });
    });

    it('answers a customer without children their own saved plan', async () => {
      const [seeded] = await h.db.select().from(customerPlans).where(eq(customerPlans.chlnKwkey, ''));
      const [cust] = await h.db.select().from(customers).where(eq(customers.kwkkey, seeded!.kwkkey));
      const data = await customerPlan('planner01', { kwkkey: cust!.kwkkey, custDiv: cust!.custDiv });
      expect(data).toEqual({ cateCntList: await countsOf(cust!.kwkkey, ''), productList: await plannedOf(cust!.kwkkey, '') });
      expect(data.productList.length).toBeGreaterThan(0);
    });

    it('answers every position with customers its own, with zeros where nothing is held or planned', async () => {
      for (const owner of ['planner02', 'planner03', 'master01', 'partner01', 'planner07']) {
        const c = await customerOf(owner, true);
        expect(await customerPlan(owner, c, { chlnKwkey: c.kids[0]! }), owner).toEqual({ cateCntList: await countsOf(c.kwkkey, c.kids[0]!), productList: [] });
      }
      expect((await countsOf('none', '')).every((x) => x.concCnt === 0 && x.planCnt === 0)).toBe(true);
    });

    it('answers another planner’s, another branch’s, an unknown customer, the wrong division or a foreign child with one not-found', async () => {
      const mine = await customerOf('planner01', true);
      const theirs = await customerOf('planner02', true);
      const other = { kwkkey: OTHER_BRANCH.customer, custDiv: (await h.db.select().from(customers).where(eq(customers.kwkkey, OTHER_BRANCH.customer)))[0]!.custDiv };
      for (const [caller, c, extra] of [
        ['planner01', theirs, {}],
        ['planner02', mine, {}],
        ['master01', mine, {}],
        ['district01', mine, {}],
        ['partner01', mine, {}],
        ['branch01', other, {}],
        [OTHER_BRANCH.head, mine, {}],
        // A branch head naming a planner: only that planner's customers.
        ['branch01', mine, { targetId: 'planner02' }],
        ['planner01', { kwkkey: 'K00000000', custDiv: '1' }, {}],
        ['planner01', { kwkkey: mine.kwkkey, custDiv: mine.custDiv === '1' ? '2' : '1' }, {}],
        ['planner01', mine, { chlnKwkey: theirs.kids[0]! }],
        ['planner01', mine, { chlnKwkey: 'C000000000' }],
      ] as const) {
        const a = await call(caller, 'eduplan/customerPlan', { kwkkey: c.kwkkey, custDiv: c.custDiv, ...extra });
        expect([a.status, a.body], `${caller} ${c.kwkkey} ${JSON.stringify(extra)}`).toEqual([404, NOT_FOUND]);
      }
    });

    it('refuses a target planner outside a branch head’s organisation, or any target of a non-head, as forbidden', async () => {
      const mine = await customerOf('planner01', true);
      for (const [caller, targetId] of [
        ['branch01', OTHER_BRANCH.planner],
        ['branch01', 'nobody99'],
        ['planner01', 'planner02'],
        ['district01', 'planner01'],
      ] as const) {
        const before = h.audit.length;
        const a = await call(caller, 'eduplan/customerPlan', { kwkkey: mine.kwkkey, custDiv: mine.custDiv, targetId });
        expect([a.status, a.body], `${caller}→${targetId}`).toEqual([403, FORBIDDEN]);
        expect(h.audit.slice(before)).toContainEqual(expect.objectContaining({ path: 'eduplan/customerPlan', rt: 'forbidden', userId: caller }));
      }
    });

    it('writes the read to the personal-data log when something is held or planned (keys and field names only)', async () => {
      const logOf = (userid: string) =>
        h.db.select().from(personalDataReads).where(and(eq(personalDataReads.userid, userid), eq(personalDataReads.call, 'eduplan/customerPlan'))).orderBy(desc(personalDataReads.id));
      const [seeded] = await h.db.select().from(customerPlans).where(sql`${customerPlans.chlnKwkey} <> ''`);
      const [cust] = await h.db.select().from(customers).where(eq(customers.kwkkey, seeded!.kwkkey));
      const before = (await logOf('branch01')).length;
      await customerPlan('branch01', { kwkkey: cust!.kwkkey, custDiv: cust!.custDiv }, { chlnKwkey: seeded!.chlnKwkey });
      const rows = await logOf('branch01');
      expect(rows.length).toBe(before + 1);
      expect(rows[0]).toMatchObject({ ownerUserid: 'planner01', kwkkeys: [cust!.kwkkey], fields: ['purchases'] });
      // A prospect holds no contract and has no plan: nothing personal is answered, nothing is logged.
      const prospect = (await h.db.select().from(customers).where(and(eq(customers.ownerUserid, 'planner03'), eq(customers.custDiv, '2'))).orderBy(asc(customers.kwkkey)))[0]!;
      expect((await countsOf(prospect.kwkkey, '')).every((x) => x.concCnt === 0 && x.planCnt === 0)).toBe(true);
      const none = (await logOf('planner03')).length;
      await customerPlan('planner03', prospect);
      expect((await logOf('planner03')).length).toBe(none);
    });

    it('answers one of the caller’s own plans in the order chosen (planType 2) with zero counts; anyone else’s or an unknown one is an audited not-found', async () => {
      const own = await h.db.select().from(myPlans).where(eq(myPlans.userid, 'planner01')).orderBy(asc(myPlans.epmMySqno));
      expect(own.length).toBe(2);
      const zeros = saleCats.map((c) => ({ ...c, concCnt: 0, planCnt: 0 }));
      for (const plan of own) {
        const rows = await h.db.select().from(myPlanProducts).where(eq(myPlanProducts.epmMySqno, plan.epmMySqno)).orderBy(asc(myPlanProducts.sort));
        expect(await ok('planner01', 'eduplan/customerPlan', { epmMySqno: String(plan.epmMySqno) })).toEqual({
          cateCntList: zeros,
          productList: rows.map((r) => ({ salecdSqno: r.salecdSqno, prchCnt: r.prchCnt, dcYn: r.dcYn, planType: '2' })),
        });
      }
      // The seed stores a plan whose chosen order is not the numbers' order.
      const first = (await ok('planner01', 'eduplan/customerPlan', { epmMySqno: String(own[0]!.epmMySqno) })).productList.map((p: Chosen) => p.salecdSqno);
      expect(first).not.toEqual([...first].sort((a: number, b: number) => a - b));
      for (const [caller, sqno] of [
        ['planner02', own[0]!.epmMySqno],
        ['branch01', own[0]!.epmMySqno],
        ['planner01', 999_999],
      ] as const) {
        const before = h.audit.length;
        const a = await call(caller, 'eduplan/customerPlan', { epmMySqno: String(sqno) });
        expect([a.status, a.body], `${caller} ${sqno}`).toEqual([404, NOT_FOUND]);
        auditedNotFound('eduplan/customerPlan', caller, before);
      }
    });

    it('answers bad input with 400', async () => {
      for (const fields of [{}, { epmMySqno: '0' }, { epmMySqno: 'x' }, { kwkkey: 'K01100001' }, { kwkkey: '', custDiv: '1' }, { kwkkey: 'K01100001', custDiv: '9' }, { kwkkey: 'K'.repeat(21), custDiv: '1' }] as Record<string, string>[]) {
        const a = await call('planner01', 'eduplan/customerPlan', fields);
        expect([a.status, a.body.rt], JSON.stringify(fields)).toEqual([400, 'bad_request']);
      }
      expect((await h.call('eduplan/customerPlan', { epmMySqno: '1' })).status).toBe(401);
    });
  });

  describe('my plans: list, rename, delete, save', () => {
    const listOf = async (caller: string) => (await ok(caller, 'eduplan/myPlan')).myPlanList as { epmMySqno: number; planNm: string; prdtCnt: number; version: number }[];
    const save = async (caller: string, planNm: string, chosen: readonly Chosen[]) => (await ok(caller, 'eduplan/myPlanSave', myPlanFields(planNm, chosen))).epmMySqno as number;

    it('lists the caller’s plans newest first with their product counts; eduplan/base lists the same names', async () => {
      const own = await h.db.select().from(myPlans).where(eq(myPlans.userid, 'planner01'));
      const newestFirst = [...own].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const counts = await Promise.all(newestFirst.map(async (p) => (await h.db.select().from(myPlanProducts).where(eq(myPlanProducts.epmMySqno, p.epmMySqno))).length));
      expect(counts.every((n) => n >= 3 && n <= 5)).toBe(true);
      const want = newestFirst.map((p, i) => ({ epmMySqno: p.epmMySqno, planNm: p.planNm, prdtCnt: counts[i], version: p.version }));
      expect(await listOf('planner01')).toEqual(want);
      expect((await ok('planner01', 'eduplan/base')).myPlanList).toEqual(want.map(({ prdtCnt: _n, version: _v, ...p }) => p));
      // A branch head opening a planner's map chooses from their own plans.
      expect((await ok('branch01', 'eduplan/base', { targetId: 'planner01' })).myPlanList).toEqual([]);
      for (const u of ['planner02', 'branch01', 'partner01']) expect(await listOf(u), u).toEqual([]);
    });

    it('saves a my plan of products on sale in the order chosen, the name trimmed, created now; it lists first', async () => {
      h.clock.set(new Date(TEST_NOW.getTime() + 60_000));
      const chosen = [pick(memberships[1]!, 2), pick(boxed[0]!, 1, 'Y'), pick(ownDiscount, 3)];
      const sqno = await save('planner02', '  새 플랜 ', chosen);
      expect(sqno).toBeGreaterThan(0);
      const [row] = await h.db.select().from(myPlans).where(eq(myPlans.epmMySqno, sqno));
      expect([row!.userid, row!.planNm, row!.createdAt.getTime()]).toEqual(['planner02', '새 플랜', TEST_NOW.getTime() + 60_000]);
      expect((await ok('planner02', 'eduplan/customerPlan', { epmMySqno: String(sqno) })).productList).toEqual(chosen.map((c) => ({ ...c, planType: '2' })));
      const later = await save('planner02', '열글자 플랜 이름임', [pick(freePasses[0]!)]);
      expect(await listOf('planner02')).toEqual([
        { epmMySqno: later, planNm: '열글자 플랜 이름임', prdtCnt: 1, version: 1 },
        { epmMySqno: sqno, planNm: '새 플랜', prdtCnt: 3, version: 1 },
      ]);
      h.clock.set(TEST_NOW);
    });

    it('refuses a withdrawn or unknown product and a repeated one with a Korean message, storing nothing', async () => {
      const before = (await h.db.select().from(myPlans)).length;
      for (const [chosen, rtMsg] of [
        [[pick(boxed[0]!), pick(withdrawn)], msg.planProductUnavailable],
        [[pick(999_999)], msg.planProductUnavailable],
        [[pick(boxed[0]!), pick(memberships[0]!), pick(boxed[0]!, 2)], msg.planProductRepeated],
      ] as const) {
        const a = await call('planner03', 'eduplan/myPlanSave', myPlanFields('안 되는 플랜', chosen));
        expect([a.status, a.body], JSON.stringify(chosen)).toEqual([400, { rt: 'bad_request', rtMsg }]);
      }
      expect((await h.db.select().from(myPlans)).length).toBe(before);
    });

    it('refuses a blank or long name, an empty, malformed or too long product list with 400', async () => {
      const many = [...catalogue.values()].filter((p) => p.saleYn === 'Y').map((p) => pick(p.salecdSqno));
      for (const fields of [
        myPlanFields('   ', [pick(boxed[0]!)]),
        myPlanFields('열한글자 플랜 이름임', [pick(boxed[0]!)]),
        myPlanFields('플랜', []),
        myPlanFields('플랜', [{ salecdSqno: boxed[0]!, prchCnt: 11, dcYn: 'N' }]),
        myPlanFields('플랜', [{ salecdSqno: boxed[0]!, prchCnt: 0, dcYn: 'N' }]),
        myPlanFields('플랜', Array.from({ length: 91 }, (_, i) => many[i % many.length]!)),
        { strSearchPrdt: 'not json', strMyPlanInfo: JSON.stringify({ planNm: '플랜' }) },
        { strSearchPrdt: JSON.stringify([pick(boxed[0]!)]), strMyPlanInfo: '{"planNm":' },
      ]) {
        const a = await call('planner03', 'eduplan/myPlanSave', fields);
        expect([a.status, a.body.rt], JSON.stringify(fields).slice(0, 120)).toEqual([400, 'bad_request']);
      }
    });

    it('renames only the caller’s own plan (trimmed); anyone else’s or an unknown one is an audited not-found', async () => {
      const sqno = await save('planner03', '원래 이름', [pick(boxed[1]!)]);
      expect(await ok('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: ' 바뀐 이름  ' })).toEqual({});
      expect((await listOf('planner03')).find((p) => p.epmMySqno === sqno)!.planNm).toBe('바뀐 이름');
      for (const [caller, target] of [
        ['planner01', sqno],
        ['branch01', sqno],
        ['planner03', 999_999],
      ] as const) {
        const before = h.audit.length;
        const a = await call(caller, 'eduplan/myPlanReNm', { epmMySqno: String(target), planNm: '남의 플랜' });
        expect([a.status, a.body], caller).toEqual([404, NOT_FOUND]);
        auditedNotFound('eduplan/myPlanReNm', caller, before);
      }
      expect((await listOf('planner03')).find((p) => p.epmMySqno === sqno)!.planNm).toBe('바뀐 이름');
      for (const planNm of ['', '   ', '열한글자 플랜 이름임']) {
        const a = await call('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm });
        expect([a.status, a.body], JSON.stringify(planNm)).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (planNm)` }]);
      }
    });

    it('deletes only the caller’s own plan with its products; again, anyone else’s or an unknown one is an audited not-found', async () => {
      const sqno = await save('master01', '지울 플랜', [pick(boxed[0]!), pick(memberships[0]!)]);
      for (const [caller, target] of [
        ['planner01', sqno],
        ['branch01', sqno],
        ['master01', 999_999],
      ] as const) {
        const before = h.audit.length;
        const a = await call(caller, 'eduplan/myPlanDel', { epmMySqno: String(target) });
        expect([a.status, a.body], caller).toEqual([404, NOT_FOUND]);
        auditedNotFound('eduplan/myPlanDel', caller, before);
      }
      expect((await listOf('master01')).map((p) => p.epmMySqno)).toEqual([sqno]);
      expect(await ok('master01', 'eduplan/myPlanDel', { epmMySqno: String(sqno) })).toEqual({});
      expect(await listOf('master01')).toEqual([]);
      expect(await h.db.select().from(myPlanProducts).where(eq(myPlanProducts.epmMySqno, sqno))).toEqual([]);
      expect((await call('master01', 'eduplan/myPlanDel', { epmMySqno: String(sqno) })).body).toEqual(NOT_FOUND);
      expect((await call('master01', 'eduplan/customerPlan', { epmMySqno: String(sqno) })).body).toEqual(NOT_FOUND);
    });
  });

  describe('my plans: versions (issue 18)', () => {
    const save = async (caller: string, planNm: string) => (await ok(caller, 'eduplan/myPlanSave', myPlanFields(planNm, [pick(boxed[0]!)]))).epmMySqno as number;
    const rowOf = async (sqno: number) => (await h.db.select().from(myPlans).where(eq(myPlans.epmMySqno, sqno)))[0];
    const listed = async (caller: string, sqno: number) =>
      ((await ok(caller, 'eduplan/myPlan')).myPlanList as { epmMySqno: number; planNm: string; version: number }[]).find((p) => p.epmMySqno === sqno)!;

    it('renames at the version listed and bumps it; a stale version is a conflict with the server’s copy, the row unchanged; none is last write wins', async () => {
      const sqno = await save('planner03', '버전 플랜');
      expect((await listed('planner03', sqno)).version).toBe(1);
      expect(await ok('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '첫 이름', version: '1' })).toEqual({});
      expect(await listed('planner03', sqno)).toMatchObject({ planNm: '첫 이름', version: 2 });

      const stale = await call('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '늦은 이름', version: '1' });
      expect([stale.status, stale.body]).toEqual([409, { rt: 'conflict', rtMsg: msg.conflict, data: { current: { planNm: '첫 이름', version: '2' } } }]);
      expect(await rowOf(sqno)).toMatchObject({ planNm: '첫 이름', version: 2 });

      expect(await ok('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '옛 앱 이름' })).toEqual({});
      expect(await rowOf(sqno)).toMatchObject({ planNm: '옛 앱 이름', version: 3 });
      // Someone else's plan at any version stays a not-found: a conflict would tell it exists.
      expect((await call('planner01', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '남의 플랜', version: '3' })).body).toEqual(NOT_FOUND);
      expect((await call('planner01', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '남의 플랜', version: '1' })).body).toEqual(NOT_FOUND);
    });

    it('deletes at the version listed; a stale version is a conflict and keeps the plan; none deletes; a deleted plan is not found', async () => {
      const sqno = await save('planner03', '지울 플랜');
      await ok('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '바뀐 플랜' });
      const stale = await call('planner03', 'eduplan/myPlanDel', { epmMySqno: String(sqno), version: '1' });
      expect([stale.status, stale.body]).toEqual([409, { rt: 'conflict', rtMsg: msg.conflict, data: { current: { planNm: '바뀐 플랜', version: '2' } } }]);
      expect(await rowOf(sqno)).toMatchObject({ planNm: '바뀐 플랜', version: 2 });
      expect(await h.db.select().from(myPlanProducts).where(eq(myPlanProducts.epmMySqno, sqno))).toHaveLength(1);
      expect(await ok('planner03', 'eduplan/myPlanDel', { epmMySqno: String(sqno), version: '2' })).toEqual({});
      expect(await rowOf(sqno)).toBeUndefined();
      expect((await call('planner03', 'eduplan/myPlanDel', { epmMySqno: String(sqno), version: '2' })).body).toEqual(NOT_FOUND);

      const other = await save('planner03', '옛 앱 플랜');
      expect(await ok('planner03', 'eduplan/myPlanDel', { epmMySqno: String(other) })).toEqual({});
      expect(await rowOf(other)).toBeUndefined();
    });

    it('refuses a version that is not a positive whole number with 400', async () => {
      const sqno = await save('planner03', '형식 플랜');
      for (const version of ['0', '-1', 'x', '1.5']) {
        const a = await call('planner03', 'eduplan/myPlanReNm', { epmMySqno: String(sqno), planNm: '이름', version });
        expect([a.status, a.body.rt], version).toEqual([400, 'bad_request']);
      }
      expect(await rowOf(sqno)).toMatchObject({ planNm: '형식 플랜', version: 1 });
    });
  });

  describe('eduplan/myPlanSave for a customer', () => {
    /** Saves and expects success; answers the stored plan row and its product rows. */
    const saveFor = async (caller: string, c: Customer, chlnKwkey: string | null, chosen: readonly Chosen[], info: Info, extra: Record<string, string> = {}) => {
      expect(await ok(caller, 'eduplan/myPlanSave', saveFields(c, chlnKwkey, chosen, info, extra))).toEqual({ epmMySqno: 0 });
      const [plan] = await h.db.select().from(customerPlans).where(eq(customerPlans.kwkkey, c.kwkkey)).orderBy(desc(customerPlans.id)).limit(1);
      const lines = await h.db.select().from(customerPlanProducts).where(eq(customerPlanProducts.planId, plan!.id)).orderBy(asc(customerPlanProducts.salecdSqno));
      return { plan: plan!, lines };
    };
    const refusalOf = async (caller: string, fields: Record<string, string>) => {
      const before = await planCount();
      const a = await call(caller, 'eduplan/myPlanSave', fields);
      expect(await planCount()).toBe(before);
      return [a.status, a.body];
    };

    it('stores the plan priced by the cart rule: the breakdown, months, kept coupons, the rate, who saved it and when', async () => {
      const c = await customerOf('planner01', true);
      const child = c.kids.at(-1)!;
      const chosen = [pick(boxed[0]!, 2, 'Y'), pick(memberships[0]!), pick(freePasses[0]!), pick(ownDiscount, 1, 'Y')];
      const want = priceOf(chosen, { prpmAmt: 50_000, mlgAmt: 1_230, mntsCnt: 24, coupons: [offered[0]!.dcSqno, offered[1]!.dcSqno] });
      h.clock.set(new Date(TEST_NOW.getTime() + 5 * 60_000));
      const { plan, lines } = await saveFor('planner01', c, child, chosen, {
        prpmAmt: 50_000,
        mlgAmt: 1_230,
        mntsCnt: 24,
        dcSqnoList: [offered[1]!.dcSqno, offered[0]!.dcSqno],
        monthAmt: monthlyOf(want),
      });
      h.clock.set(TEST_NOW);
      expect(plan).toMatchObject({
        kwkkey: c.kwkkey,
        chlnKwkey: child,
        plannerUserid: 'planner01',
        savedBy: 'planner01',
        savedAt: new Date(TEST_NOW.getTime() + 5 * 60_000),
        prpmAmt: 50_000,
        mlgAmt: 1_230,
        mntsCnt: 24,
        dcSqnoList: [offered[0]!.dcSqno, offered[1]!.dcSqno],
        dcRt: 10,
        monthAmt: monthlyOf(want),
      });
      expect(plan.breakdown).toEqual(want.steps);
      // The box on a product without one is ignored by the rule, and stored as sent.
      expect(lines.map(({ salecdSqno, prchCnt, dcYn, kwkkey, chlnKwkey }) => ({ salecdSqno, prchCnt, dcYn, kwkkey, chlnKwkey }))).toEqual(
        [...chosen].sort((a, b) => a.salecdSqno - b.salecdSqno).map((x) => ({ ...x, kwkkey: c.kwkkey, chlnKwkey: child })),
      );
      // The map now shows them held in the plan.
      expect(await customerPlan('planner01', c, { chlnKwkey: child })).toEqual({ cateCntList: await countsOf(c.kwkkey, child), productList: await plannedOf(c.kwkkey, child) });
      expect((await countsOf(c.kwkkey, child)).reduce((n, x) => n + x.planCnt, 0)).toBeGreaterThanOrEqual(chosen.length);
    });

    it('clamps the months as the cart does and releases a coupon the cart cannot take (months short, category missing, not offered)', async () => {
      const c = await customerOf('planner02', true);
      const longOnly = offered.find((d) => d.minMon > 12 && d.dcDiv === 'M')!;
      const shortM = offered.find((d) => d.minMon === 12 && d.dcDiv === 'M')!;
      const freePassCoupon = offered.find((d) => d.dcDiv === 'F')!;
      const retired = (await h.db.select().from(planDiscounts)).find((d) => d.useYn === 'N')!;
      // 5 months counts as 12: the 24-month coupon goes; no free pass in the cart: the F coupon goes; the retired one is never offered.
      const chosen = [pick(memberships[2]!)];
      const want = priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [shortM.dcSqno] });
      const { plan } = await saveFor('planner02', c, c.kids[0]!, chosen, {
        prpmAmt: 0,
        mlgAmt: 0,
        mntsCnt: 5,
        dcSqnoList: [longOnly.dcSqno, shortM.dcSqno, freePassCoupon.dcSqno, retired.dcSqno],
        monthAmt: monthlyOf(want),
      });
      expect([plan.mntsCnt, plan.dcSqnoList, plan.breakdown]).toEqual([12, [shortM.dcSqno], want.steps]);
      // 30 months falls to 28.
      const other = await customerOf('planner02', false);
      const chosen2 = [pick(freePasses[1]!, 2)];
      const want2 = priceOf(chosen2, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 28, coupons: [] });
      const saved = await saveFor('planner02', other, null, chosen2, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 30, dcSqnoList: [], monthAmt: monthlyOf(want2) });
      expect([saved.plan.mntsCnt, saved.plan.chlnKwkey, saved.plan.breakdown]).toEqual([28, '', want2.steps]);
    });

    it('prices with the operator’s 10% rate of the moment', async () => {
      const c = await customerOf('planner03', true);
      const chosen = [pick(boxed[1]!, 1, 'Y')];
      await writeSetting(h.db, 'planDiscount', { dcRt: 20 }, TEST_NOW);
      try {
        const at10 = monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] }, 10));
        const at20 = priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] }, 20);
        expect(monthlyOf(at20)).not.toBe(at10);
        expect(await refusalOf('planner03', saveFields(c, c.kids[0]!, chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: at10 }))).toEqual([
          409,
          { rt: 'refused', rtMsg: msg.cartPriceChanged },
        ]);
        const { plan } = await saveFor('planner03', c, c.kids[0]!, chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(at20) });
        expect([plan.dcRt, plan.breakdown]).toEqual([20, at20.steps]);
      } finally {
        await writeSetting(h.db, 'planDiscount', { dcRt: 10 }, TEST_NOW);
      }
    });

    it('refuses a monthly figure that differs (the prices changed meanwhile), a payment below zero and a product not on sale, storing nothing', async () => {
      const c = await customerOf('planner01', true, [(await h.db.select().from(customerPlans))[0]!.kwkkey]);
      const child = c.kids[0]!;
      const chosen = [pick(memberships[3]!), pick(freePasses[2]!)];
      const info = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] })) };
      expect(await refusalOf('planner01', saveFields(c, child, chosen, { ...info, monthAmt: info.monthAmt + 10 }))).toEqual([409, { rt: 'refused', rtMsg: msg.cartPriceChanged }]);
      // A price raised after the cart was shown.
      const p = catalogue.get(memberships[3]!)!;
      await h.db.update(planProducts).set({ prdtAmt: p.prdtAmt + 12_000 }).where(eq(planProducts.salecdSqno, p.salecdSqno));
      try {
        expect(await refusalOf('planner01', saveFields(c, child, chosen, info))).toEqual([409, { rt: 'refused', rtMsg: msg.cartPriceChanged }]);
      } finally {
        await h.db.update(planProducts).set({ prdtAmt: p.prdtAmt }).where(eq(planProducts.salecdSqno, p.salecdSqno));
      }
      const below = priceOf(chosen, { prpmAmt: 900_000, mlgAmt: 0, mntsCnt: 12, coupons: [] });
      expect(below.ok).toBe(false);
      expect(await refusalOf('planner01', saveFields(c, child, chosen, { ...info, prpmAmt: 900_000, monthAmt: 0 }))).toEqual([409, { rt: 'refused', rtMsg: msg.cartBelowZero }]);
      for (const gone of [withdrawn, 999_999])
        expect(await refusalOf('planner01', saveFields(c, child, [...chosen, pick(gone)], info))).toEqual([409, { rt: 'refused', rtMsg: msg.planProductUnavailable }]);
      expect(await refusalOf('planner01', saveFields(c, child, [...chosen, chosen[0]!], info))).toEqual([400, { rt: 'bad_request', rtMsg: msg.planProductRepeated }]);
      expect(await plannedOf(c.kwkkey, child)).toEqual([]);
      // The same save with the right figure lands.
      expect((await saveFor('planner01', c, child, chosen, info)).lines.length).toBe(2);
    });

    it('refuses a product already in that plan with cust_plan_duplicate, storing nothing of that save', async () => {
      const [seeded] = await h.db.select().from(customerPlans).where(eq(customerPlans.chlnKwkey, ''));
      const [cust] = await h.db.select().from(customers).where(eq(customers.kwkkey, seeded!.kwkkey));
      const c = { kwkkey: cust!.kwkkey, custDiv: cust!.custDiv };
      const held = (await plannedOf(c.kwkkey, ''))[0]!;
      const fresh = memberships.find((m) => m !== held.salecdSqno)!;
      const chosen = [pick(fresh), pick(held.salecdSqno)];
      const info = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] })) };
      const planned = await plannedOf(c.kwkkey, '');
      expect(await refusalOf('planner01', saveFields(c, null, chosen, info))).toEqual([409, DUPLICATE]);
      expect(await plannedOf(c.kwkkey, '')).toEqual(planned);
      // The same product for another child of a customer is another plan.
      const withKids = await customerOf('planner01', true);
      const alone = [pick(held.salecdSqno)];
      const aloneInfo = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(priceOf(alone, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] })) };
      await saveFor('planner01', withKids, withKids.kids[0]!, alone, aloneInfo);
      expect(await refusalOf('planner01', saveFields(withKids, withKids.kids[0]!, alone, aloneInfo))).toEqual([409, DUPLICATE]);
    });

    it('lets exactly one of two concurrent saves of the same product land', async () => {
      const c = await customerOf('planner03', true, [(await customerOf('planner03', true)).kwkkey]);
      const chosen = [pick(boxed[2]!, 1, 'Y'), pick(freePasses[3]!)];
      const info = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 24, dcSqnoList: [], monthAmt: monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 24, coupons: [] })) };
      const before = await planCount();
      const token = await h.as('planner03');
      const answers = await Promise.all([0, 1].map(() => h.call('eduplan/myPlanSave', saveFields(c, c.kids[0]!, chosen, info), { token })));
      expect(answers.map((a) => a.body).sort((a, b) => a.rt.localeCompare(b.rt))).toEqual([DUPLICATE, { rt: 'success', data: { epmMySqno: 0 } }]);
      expect(await planCount()).toBe(before + 1);
      expect((await plannedOf(c.kwkkey, c.kids[0]!)).map((p) => p.salecdSqno).sort()).toEqual(chosen.map((x) => x.salecdSqno).sort());
    });

    it('lets a branch head save for a planner below them (the planner stays the owner); partners save for their own', async () => {
      const c = await customerOf('planner02', true, [(await customerOf('planner02', true)).kwkkey]);
      const chosen = [pick(memberships[4]!)];
      const info = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] })) };
      for (const extra of [{ targetId: 'planner02' }, {}] as Record<string, string>[]) {
        const { plan } = await saveFor('branch01', c, c.kids.at(-1)!, chosen, info, extra);
        expect([plan.plannerUserid, plan.savedBy]).toEqual(['planner02', 'branch01']);
        await h.db.delete(customerPlans).where(eq(customerPlans.id, plan.id));
      }
      const p = await customerOf('partner01', true);
      expect((await saveFor('partner01', p, p.kids[0]!, chosen, info)).plan).toMatchObject({ plannerUserid: 'partner01', savedBy: 'partner01' });
    });

    it('answers a customer or child outside the caller’s scope with one not-found, a foreign target with forbidden; nothing stored', async () => {
      const mine = await customerOf('planner01', true);
      const theirs = await customerOf('planner02', true);
      const chosen = [pick(memberships[5]!)];
      const info = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: monthlyOf(priceOf(chosen, { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, coupons: [] })) };
      for (const [caller, c, chln, extra] of [
        ['planner02', mine, mine.kids[0]!, {}],
        ['district01', mine, mine.kids[0]!, {}],
        ['master01', mine, mine.kids[0]!, {}],
        ['partner01', mine, mine.kids[0]!, {}],
        [OTHER_BRANCH.head, mine, mine.kids[0]!, {}],
        ['branch01', mine, mine.kids[0]!, { targetId: 'planner02' }],
        ['planner01', mine, theirs.kids[0]!, {}],
        ['planner01', { kwkkey: 'K00000000', custDiv: '1' }, null, {}],
      ] as const)
        expect(await refusalOf(caller, saveFields(c, chln, chosen, info, extra)), `${caller} ${c.kwkkey}`).toEqual([404, NOT_FOUND]);
      for (const [caller, targetId] of [
        ['planner01', 'planner02'],
        ['branch01', OTHER_BRANCH.planner],
      ] as const)
        expect(await refusalOf(caller, saveFields(mine, mine.kids[0]!, chosen, info, { targetId }))).toEqual([403, FORBIDDEN]);
    });

    it('answers malformed plan info with 400', async () => {
      const c = await customerOf('planner01', true);
      const good = { prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt: 0 };
      for (const info of ['{', JSON.stringify({ ...good, prpmAmt: -1 }), JSON.stringify({ ...good, mntsCnt: 121 }), JSON.stringify({ ...good, monthAmt: 1.5 }), JSON.stringify({ ...good, dcSqnoList: [0] })]) {
        const a = await call('planner01', 'eduplan/myPlanSave', { ...saveFields(c, c.kids[0]!, [pick(boxed[0]!)], good), strCustPlanInfo: info });
        expect([a.status, a.body.rt], info).toEqual([400, 'bad_request']);
      }
    });
  });
});
