// @vitest-environment node
// eduplan/bascket against the seeded rows read here from the tables: prices from the catalogue in the order
// chosen (withdrawn products left out), categories in category order, the held counts from the customer's
// contracts in force and the planned counts from a plan saved for one child, the last saved plan's choices,
// the discounts still offered, the operator's rate; and who may ask for which customer.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../../db/seed';
import {
  children, contracts, customerPlanProducts, customerPlans, customers, planDiscounts, planProducts, productCategories,
} from '../../db/schema';
import { writeSetting } from '../../services/settings';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const NOT_FOUND = { rt: 'not_found', rtMsg: msg.notFound };
type Chosen = { salecdSqno: number; prchCnt: number; dcYn: 'Y' | 'N' };
type Customer = typeof customers.$inferSelect;

describe.each(TEST_DATABASES)('eduplan/bascket on $name', (database) => {
  let h: Harness;
  let catalogue: (typeof planProducts.$inferSelect)[];
  let cats: (typeof productCategories.$inferSelect)[];
  /** The categories with products on sale, in order. */
  let onSaleCats: (typeof productCategories.$inferSelect)[];
  /** A customer of planner01 with contracts in force and at least two children. */
  let holder: Customer;
  let kids: (typeof children.$inferSelect)[];

  const bascket = async (caller: string, chosen: readonly Chosen[], fields: Record<string, string> = {}) =>
    h.call('eduplan/bascket', { strSearchPrdt: JSON.stringify(chosen), ...fields }, { token: await h.as(caller) });
  const data = async (caller: string, chosen: readonly Chosen[], fields: Record<string, string> = {}) => {
    const a = await bascket(caller, chosen, fields);
    expect(a.body.rt, `${caller} ${JSON.stringify(a.body).slice(0, 300)}`).toBe('success');
    return a.body.data;
  };
  const keyOf = (c: Customer, chlnKwkey?: string) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, ...(chlnKwkey === undefined ? {} : { chlnKwkey }) });
  /** The catalogue's row as a cart line (the answer's fields, no sort or sale flag). */
  const lineOf = (c: Chosen) => {
    const { sort: _s, saleYn: _y, ...p } = catalogue.find((r) => r.salecdSqno === c.salecdSqno)!;
    return { ...p, prchCnt: c.prchCnt, dcYn: c.dcYn };
  };
  const zeros = () => onSaleCats.map((c) => ({ catCd: c.catCd, catNm: c.cdNm, concCnt: 0, planCnt: 0 }));
  const onSale = (catCd: string) => catalogue.filter((p) => p.catCd === catCd && p.saleYn === 'Y');

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).limit(1);
    await addOtherBranch(h, like!);
    catalogue = await h.db.select().from(planProducts);
    cats = await h.db.select().from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.catCd));
    onSaleCats = cats.filter((c) => catalogue.some((p) => p.catCd === c.catCd && p.saleYn === 'Y'));
    const mine = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(asc(customers.kwkkey));
    for (const c of mine) {
      const inForce = await h.db.select().from(contracts).where(and(eq(contracts.kwkkey, c.kwkkey), eq(contracts.concstat, 'N')));
      const ks = await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey)).orderBy(asc(children.seq));
      if (inForce.length > 0 && ks.length >= 2) {
        holder = c;
        kids = ks;
        break;
      }
    }
    expect(holder, 'a planner01 customer with contracts in force and two children').toBeDefined();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.set(TEST_NOW);
  });

  it('prices the chosen products from the catalogue in the order chosen, with their categories in category order', async () => {
    // One product of the last category first, then two of the first, one ticked for the 10% box.
    const last = onSale(onSaleCats.at(-1)!.catCd);
    const first = onSale(onSaleCats[0]!.catCd);
    const chosen: Chosen[] = [
      { salecdSqno: last[1]!.salecdSqno, prchCnt: 3, dcYn: 'N' },
      { salecdSqno: first[2]!.salecdSqno, prchCnt: 1, dcYn: 'Y' },
      { salecdSqno: first[0]!.salecdSqno, prchCnt: 10, dcYn: 'N' },
    ];
    for (const { userid } of DEMO_ACCOUNTS) {
      const d = await data(userid, chosen);
      expect(d.productList, userid).toEqual(chosen.map(lineOf));
      expect(d.cateList).toEqual([onSaleCats[0]!, onSaleCats.at(-1)!].map((c) => ({ cdNm: c.cdNm, cdVl1: c.catCd })));
      // No customer: a my plan to be, nothing held or planned.
      expect(d.cateCntList).toEqual(zeros());
      expect([d.monthAmt, d.custPlanInfo]).toEqual([0, null]);
    }
  });

  it('leaves out a withdrawn product and an unknown one, keeping the rest in order', async () => {
    const withdrawn = catalogue.filter((p) => p.saleYn === 'N');
    expect(withdrawn.length).toBeGreaterThan(0);
    const kept = catalogue.filter((p) => p.saleYn === 'Y').slice(0, 2);
    const chosen: Chosen[] = [
      { salecdSqno: withdrawn[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' },
      { salecdSqno: kept[1]!.salecdSqno, prchCnt: 2, dcYn: 'N' },
      { salecdSqno: 987_654, prchCnt: 1, dcYn: 'N' },
      { salecdSqno: kept[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' },
    ];
    const d = await data('planner01', chosen);
    expect(d.productList).toEqual([chosen[1]!, chosen[3]!].map(lineOf));
    // Only withdrawn ones: an empty cart with no categories.
    const none = await data('planner01', [{ salecdSqno: withdrawn[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' }]);
    expect([none.productList, none.cateList]).toEqual([[], []]);
    // A product withdrawn after it was chosen goes from the cart too.
    await h.db.update(planProducts).set({ saleYn: 'N' }).where(eq(planProducts.salecdSqno, kept[0]!.salecdSqno));
    try {
      expect((await data('planner01', chosen)).productList).toEqual([lineOf(chosen[1]!)]);
    } finally {
      await h.db.update(planProducts).set({ saleYn: 'Y' }).where(eq(planProducts.salecdSqno, kept[0]!.salecdSqno));
    }
  });

  /** What the tables hold for (customer, child): the products planned per category, and the latest saved plan as the cart answers it. */
  const savedOf = async (kwkkey: string, chlnKwkey: string) => {
    const plans = await h.db.select().from(customerPlans).where(and(eq(customerPlans.kwkkey, kwkkey), eq(customerPlans.chlnKwkey, chlnKwkey))).orderBy(desc(customerPlans.id));
    const products = await h.db.select().from(customerPlanProducts).where(and(eq(customerPlanProducts.kwkkey, kwkkey), eq(customerPlanProducts.chlnKwkey, chlnKwkey)));
    const latest = plans[0];
    return {
      planCnt: (catCd: string) => products.filter((p) => catalogue.find((c) => c.salecdSqno === p.salecdSqno)!.catCd === catCd).length,
      monthAmt: latest?.monthAmt ?? 0,
      custPlanInfo: latest ? { prpmAmt: latest.prpmAmt, mlgAmt: latest.mlgAmt, mntsCnt: latest.mntsCnt, dcSqnoList: latest.dcSqnoList } : null,
    };
  };

  it('counts the customer’s contracts in force per category, and the products of the plan saved for that child', async () => {
    const all = await h.db.select().from(contracts).where(eq(contracts.kwkkey, holder.kwkkey));
    const held = (catCd: string) => all.filter((k) => k.catCd === catCd && k.concstat === 'N').length;
    expect(onSaleCats.some((c) => held(c.catCd) > 0)).toBe(true);
    const chosen: Chosen[] = [{ salecdSqno: onSale(onSaleCats[0]!.catCd)[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' }];
    const wantFor = async (chlnKwkey: string) => {
      const saved = await savedOf(holder.kwkkey, chlnKwkey);
      return onSaleCats.map((c) => ({ catCd: c.catCd, catNm: c.cdNm, concCnt: held(c.catCd), planCnt: saved.planCnt(c.catCd) }));
    };
    // A contract names no child: the held counts are the same for the customer and each child.
    for (const [fields, chln] of [[keyOf(holder), ''], [keyOf(holder, ''), ''], ...kids.map((k) => [keyOf(holder, k.chlnKwkey), k.chlnKwkey] as const)] as const)
      expect((await data('planner01', chosen, fields)).cateCntList, JSON.stringify(fields)).toEqual(await wantFor(chln));
    // A contract that ends (E) or is cancelled (C) no longer counts.
    const counted = all.find((k) => k.concstat === 'N')!;
    await h.db.update(contracts).set({ concstat: 'C' }).where(eq(contracts.id, counted.id));
    try {
      const after = (await wantFor('')).map((w) => (w.catCd === counted.catCd ? { ...w, concCnt: w.concCnt - 1 } : w));
      expect((await data('planner01', chosen, keyOf(holder))).cateCntList).toEqual(after);
    } finally {
      await h.db.update(contracts).set({ concstat: 'N' }).where(eq(contracts.id, counted.id));
    }
  });

  it('answers the last saved plan of that child: its choices and monthly payment, its products in planCnt', async () => {
    // A child of the holder without a plan yet (the seed may have saved one for another).
    const free = [];
    for (const k of kids) if ((await savedOf(holder.kwkkey, k.chlnKwkey)).custPlanInfo === null) free.push(k);
    const child = free[0]!.chlnKwkey;
    const [a, b] = [onSale(onSaleCats[0]!.catCd), onSale(onSaleCats[1]!.catCd)];
    const save = async (monthAmt: number, mlgAmt: number, products: number[], dcSqnoList: number[]) => {
      const [row] = await h.db
        .insert(customerPlans)
        .values({
          kwkkey: holder.kwkkey, chlnKwkey: child, plannerUserid: 'planner01', savedBy: 'planner01', savedAt: TEST_NOW,
          prpmAmt: 50_000, mlgAmt, mntsCnt: 24, dcSqnoList, dcRt: 10, monthAmt, breakdown: [],
        })
        .returning();
      await h.db.insert(customerPlanProducts).values(products.map((salecdSqno) => ({ planId: row!.id, kwkkey: holder.kwkkey, chlnKwkey: child, salecdSqno, prchCnt: 1 })));
      return row!;
    };
    const older = await save(41_230, 3_000, [a[0]!.salecdSqno], [1]);
    const newer = await save(52_340, 7_000, [a[1]!.salecdSqno, b[0]!.salecdSqno], [1, 3]);
    try {
      const chosen: Chosen[] = [{ salecdSqno: a[2]!.salecdSqno, prchCnt: 1, dcYn: 'N' }];
      const d = await data('planner01', chosen, keyOf(holder, child));
      expect(d.monthAmt).toBe(52_340);
      expect(d.custPlanInfo).toEqual({ prpmAmt: 50_000, mlgAmt: 7_000, mntsCnt: 24, dcSqnoList: [1, 3] });
      const planned = (catCd: string) => [a[0]!, a[1]!, b[0]!].filter((p) => p.catCd === catCd).length;
      expect(d.cateCntList.map((c: { catCd: string; planCnt: number }) => [c.catCd, c.planCnt])).toEqual(onSaleCats.map((c) => [c.catCd, planned(c.catCd)]));
      // The customer themself and the other children keep their own (the seed's, or none).
      for (const chln of ['', ...kids.map((k) => k.chlnKwkey).filter((k) => k !== child)]) {
        const other = await data('planner01', chosen, keyOf(holder, chln));
        const saved = await savedOf(holder.kwkkey, chln);
        expect([other.monthAmt, other.custPlanInfo], chln).toEqual([saved.monthAmt, saved.custPlanInfo]);
        expect(other.cateCntList.map((c: { planCnt: number }) => c.planCnt)).toEqual(onSaleCats.map((c) => saved.planCnt(c.catCd)));
      }
      // A branch head sees the same for a customer of their organisation.
      expect(await data('branch01', chosen, keyOf(holder, child))).toEqual(d);
    } finally {
      await h.db.delete(customerPlans).where(inArray(customerPlans.id, [older.id, newer.id]));
    }
  });

  it('offers the discounts still in use, in their order', async () => {
    const rows = await h.db.select().from(planDiscounts).orderBy(asc(planDiscounts.sort), asc(planDiscounts.dcSqno));
    const offered = (rs: typeof rows) => rs.filter((r) => r.useYn === 'Y').map(({ dcSqno, titl, dcAmt, dcDiv, minMon }) => ({ dcSqno, titl, dcAmt, dcDiv, minMon }));
    expect(rows.some((r) => r.useYn === 'N')).toBe(true);
    const chosen: Chosen[] = [{ salecdSqno: catalogue.find((p) => p.saleYn === 'Y')!.salecdSqno, prchCnt: 1, dcYn: 'N' }];
    expect((await data('planner02', chosen)).discountList).toEqual(offered(rows));
    const first = rows.find((r) => r.useYn === 'Y')!;
    await h.db.update(planDiscounts).set({ useYn: 'N' }).where(eq(planDiscounts.dcSqno, first.dcSqno));
    try {
      const d = await data('planner02', chosen);
      expect(d.discountList).toEqual(offered(rows.filter((r) => r.dcSqno !== first.dcSqno)));
    } finally {
      await h.db.update(planDiscounts).set({ useYn: 'Y' }).where(eq(planDiscounts.dcSqno, first.dcSqno));
    }
  });

  it('answers the operator’s rate: 10 by default, the setting once changed', async () => {
    const chosen: Chosen[] = [{ salecdSqno: catalogue.find((p) => p.saleYn === 'Y')!.salecdSqno, prchCnt: 1, dcYn: 'N' }];
    expect((await data('planner01', chosen)).dcRt).toBe(10);
    await writeSetting(h.db, 'planDiscount', { dcRt: 15 }, TEST_NOW);
    try {
      expect((await data('planner01', chosen, keyOf(holder))).dcRt).toBe(15);
    } finally {
      await writeSetting(h.db, 'planDiscount', { dcRt: 10 }, TEST_NOW);
    }
    expect((await data('planner01', chosen)).dcRt).toBe(10);
  });

  describe('who may ask for which customer', () => {
    const chosen: Chosen[] = [{ salecdSqno: 1001, prchCnt: 1, dcYn: 'N' }];
    const firstOf = async (owner: string) => (await h.db.select().from(customers).where(eq(customers.ownerUserid, owner)).orderBy(asc(customers.kwkkey)).limit(1))[0]!;

    it('lets a branch head plan for a customer of their organisation, with or without naming the planner', async () => {
      for (const owner of ['planner01', 'planner07', 'partner01']) {
        const c = await firstOf(owner);
        expect((await data('branch01', chosen, keyOf(c))).productList, owner).toHaveLength(1);
        expect((await data('branch01', chosen, { ...keyOf(c), targetId: owner })).productList, owner).toHaveLength(1);
        expect((await data(owner, chosen, { ...keyOf(c), targetId: owner })).productList, owner).toHaveLength(1);
      }
    });

    it('answers another planner’s, another branch’s, an unknown customer, the wrong division or a stranger child with one not-found', async () => {
      const theirs = await firstOf('planner02');
      const other = (await h.db.select().from(customers).where(eq(customers.kwkkey, OTHER_BRANCH.customer)))[0]!;
      // A child of another customer.
      const [strangerKid] = await h.db.select().from(children).where(ne(children.kwkkey, holder.kwkkey)).limit(1);
      for (const [caller, fields] of [
        ['planner01', keyOf(theirs)],
        ['master01', keyOf(holder)],
        ['district01', keyOf(holder)],
        ['branch01', keyOf(other)],
        [OTHER_BRANCH.head, keyOf(holder)],
        ['planner01', { kwkkey: 'K00000000', custDiv: '1' }],
        ['planner01', { kwkkey: holder.kwkkey, custDiv: holder.custDiv === '1' ? '2' : '1' }],
        ['planner01', keyOf(holder, strangerKid!.chlnKwkey)],
        ['planner01', keyOf(holder, 'C-NOBODY')],
        // The planner a branch head names narrows the customers: planner02's customer is not planner01's.
        ['branch01', { ...keyOf(theirs), targetId: 'planner01' }],
      ] as const) {
        const a = await bascket(caller, chosen, fields);
        expect([a.status, a.body], `${caller} ${JSON.stringify(fields)}`).toEqual([404, NOT_FOUND]);
      }
    });

    it('refuses a planner someone may not plan for, with or without a customer', async () => {
      for (const [caller, fields] of [
        ['branch01', { targetId: OTHER_BRANCH.planner }],
        ['branch01', { ...keyOf(holder), targetId: OTHER_BRANCH.planner }],
        ['planner01', { targetId: 'planner02' }],
        ['district01', { ...keyOf(holder), targetId: 'planner01' }],
        ['branch01', { targetId: 'nobody99' }],
      ] as const) {
        const a = await bascket(caller, chosen, fields);
        expect([a.status, a.body], `${caller} ${JSON.stringify(fields)}`).toEqual([403, FORBIDDEN]);
      }
      expect((await data('branch01', chosen, { targetId: 'planner01' })).productList).toHaveLength(1);
    });

    it('answers bad input with 400 and no session with 401', async () => {
      const bad = async (fields: Record<string, string>) => (await h.call('eduplan/bascket', fields, { token: await h.as('planner01') })).body;
      for (const s of ['', 'x', '[]', '{}', JSON.stringify([{ salecdSqno: 1001, prchCnt: 11, dcYn: 'N' }]), JSON.stringify([{ salecdSqno: 1001, prchCnt: 0, dcYn: 'N' }]),
        JSON.stringify([{ salecdSqno: 1001, prchCnt: 1, dcYn: 'X' }]), JSON.stringify(Array.from({ length: 91 }, (_, i) => ({ salecdSqno: 1001 + i, prchCnt: 1, dcYn: 'N' })))])
        expect((await bad({ strSearchPrdt: s })).rt, s.slice(0, 60)).toBe('bad_request');
      // A bad customer field is a bad request, never a cart without a customer.
      expect(await bad({ strSearchPrdt: JSON.stringify(chosen), kwkkey: holder.kwkkey, custDiv: '9' })).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (custDiv, kwkkey)` });
      expect(await bad({ strSearchPrdt: JSON.stringify(chosen), custDiv: '1' })).toMatchObject({ rt: 'bad_request' });
      expect((await bad({ strSearchPrdt: JSON.stringify(chosen), kwkkey: 'K'.repeat(21), custDiv: '1' })).rt).toBe('bad_request');
      expect((await h.call('eduplan/bascket', { strSearchPrdt: JSON.stringify(chosen) })).status).toBe(401);
    });
  });
});
