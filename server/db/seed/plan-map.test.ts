// The seeded plan-map catalogue: about 60 products over every product category with unique numbers and a
// sort per category, every division, the 10% box only on C products, own discounts, book-care, 12/24/36
// months, https info links or none, two withdrawn; three promotions (running, ended, to come) around the
// seed day with image pages in order (files of the app); the discount sheet; the saved my plans and customer plans (on
// sale, each product once, a customer plan's breakdown the cart rule's); the same day gives the same rows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { payment } from '../../../src/domain/cart/rules';
import { buildStaff, hasCustomers } from './org';
import { buildCustomers } from './customers';
import { PRODUCTS } from './korean';
import { buildCustomerPlans, buildMyPlans, buildPlanDiscounts, buildPlanProducts, buildPromotions } from './plan-map';

const TODAY = '2026-03-12';
const NOW = new Date('2026-03-12T10:00:00+09:00');

describe('buildPlanProducts', () => {
  const rows = buildPlanProducts();

  it('spreads about 60 products over every category, numbered uniquely and sorted 1.. within each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(65);
    expect(new Set(rows.map((r) => r.salecdSqno)).size).toBe(rows.length);
    for (const cat of PRODUCTS) {
      const sorts = rows.filter((r) => r.catCd === cat.catCd).map((r) => r.sort);
      expect(sorts.length, cat.catCd).toBeGreaterThan(5);
      expect(sorts).toEqual(sorts.map((_, i) => i + 1));
    }
    expect(rows.every((r) => PRODUCTS.some((c) => c.catCd === r.catCd))).toBe(true);
  });

  it('has every division, the 10% box (rate 10) only on some C products, own discounts, book-care and 12/24/36 months', () => {
    expect(new Set(rows.map((r) => r.prdtDiv))).toEqual(new Set(['A', 'B', 'C']));
    const boxed = rows.filter((r) => r.prmtAplyYn === 'Y');
    expect(boxed.length).toBeGreaterThan(3);
    expect(boxed.every((r) => r.prdtDiv === 'C' && r.dcRt === 10)).toBe(true);
    expect(rows.filter((r) => r.prmtAplyYn !== 'Y').every((r) => r.dcRt === 0)).toBe(true);
    expect(rows.some((r) => r.prdtDiv === 'C' && r.prmtAplyYn === 'N')).toBe(true);
    const discounted = rows.filter((r) => (r.dcAmt ?? 0) > 0);
    expect(discounted.length).toBeGreaterThan(3);
    expect(discounted.every((r) => r.dcAmt! < r.prdtAmt && r.dcAmt! % 1000 === 0)).toBe(true);
    expect(rows.filter((r) => r.bcnmYn === 'Y').length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.concMon))).toEqual(new Set([12, 24, 36]));
    expect(rows.every((r) => r.prdtAmt >= 30_000 && r.prdtAmt <= 900_000)).toBe(true);
  });

  it('links to https pages on an example domain, or to none; withdraws exactly two', () => {
    const links = rows.map((r) => r.prdtInfoLink ?? '');
    expect(links.every((l) => l === '' || new URL(l).protocol === 'https:')).toBe(true);
    expect(links.filter((l) => l !== '').every((l) => new URL(l).hostname.endsWith('example.com'))).toBe(true);
    expect(links.filter((l) => l === '').length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.saleYn === 'N').map((r) => r.prdtnm)).toEqual(['생활습관 동화 전집', '방학 특강 프리패스']);
  });

  it('builds the same rows every time', () => {
    expect(buildPlanProducts()).toEqual(rows);
  });
});

describe('buildPromotions', () => {
  const promos = buildPromotions(TODAY);
  const at = (t: Date) => promos.filter((p) => p.startAt <= t && t < p.endAt).map((p) => p.sqno);

  it('runs one promotion on the seed day, has one ended and one to come', () => {
    expect(at(NOW)).toEqual([1]);
    expect(promos.filter((p) => p.endAt <= NOW).map((p) => p.sqno)).toEqual([2]);
    expect(promos.filter((p) => p.startAt > NOW).map((p) => p.sqno)).toEqual([3]);
    expect(promos.every((p) => p.startAt < p.endAt && p.titl.length > 0)).toBe(true);
  });

  it('gives each two or three image pages in order, files the app itself serves (public/promotions)', () => {
    expect(promos.find((p) => p.sqno === 1)!.files!.length).toBe(3);
    for (const p of promos) {
      const files = p.files!;
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.length).toBeLessThanOrEqual(3);
      expect(files.map((f) => f.dtptSqno)).toEqual(files.map((_, i) => i + 1));
      for (const f of files) {
        expect(f.cdnUrl).toBe(`/promotions/${p.sqno}/page-${f.dtptSqno}.svg`);
        expect(existsSync(join('public', f.cdnUrl))).toBe(true);
      }
    }
  });

  it('moves with the seed day, the same day giving the same rows', () => {
    expect(buildPromotions(TODAY)).toEqual(promos);
    const later = buildPromotions('2026-04-01');
    expect(later.map((p) => p.startAt.getTime() - promos.find((q) => q.sqno === p.sqno)!.startAt.getTime())).toEqual([20, 20, 20].map((d) => d * 86_400_000));
    expect(later.filter((p) => p.startAt <= new Date('2026-04-01T09:00:00+09:00') && new Date('2026-04-01T09:00:00+09:00') < p.endAt).map((p) => p.sqno)).toEqual([1]);
  });
});

describe('buildPlanDiscounts', () => {
  const rows = buildPlanDiscounts();

  it('offers membership (M) and free-pass (F) discounts, some needing more months, one no longer offered', () => {
    expect(new Set(rows.map((r) => r.dcSqno)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.dcDiv))).toEqual(new Set(['M', 'F']));
    expect(rows.every((r) => r.dcAmt > 0 && r.titl.length > 0)).toBe(true);
    expect(rows.some((r) => (r.minMon ?? 12) > 12)).toBe(true);
    expect(rows.filter((r) => r.useYn === 'N')).toHaveLength(1);
    expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('saved plans', () => {
  const products = buildPlanProducts();
  const onSale = new Set(products.filter((p) => p.saleYn === 'Y').map((p) => p.salecdSqno));
  const staff = buildStaff(TODAY);
  const owners = staff.map((s, ownerIndex) => ({ staff: s, ownerIndex })).filter(({ staff: s }) => hasCustomers(s.orgnzPstn));

  it('gives planner01 two plans of 3-5 products and planner04 two, only for users in the seed', () => {
    const all = buildMyPlans(TODAY, new Set(['planner01', 'planner04', 'planner02']));
    const of = (u: string) => all.plans.filter((p) => p.userid === u);
    expect([of('planner01').length, of('planner04').length, of('planner02').length]).toEqual([2, 2, 0]);
    for (const p of all.plans) {
      const rows = all.products.filter((x) => x.epmMySqno === p.epmMySqno);
      expect(rows.length, p.planNm).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i + 1));
      expect(new Set(rows.map((r) => r.salecdSqno)).size).toBe(rows.length);
      expect(rows.every((r) => onSale.has(r.salecdSqno))).toBe(true);
      // The 10% box is only ticked where a product has one.
      expect(rows.filter((r) => r.dcYn === 'Y').every((r) => products.find((x) => x.salecdSqno === r.salecdSqno)!.prmtAplyYn === 'Y')).toBe(true);
      expect([...p.planNm].length).toBeLessThanOrEqual(10);
      expect(p.createdAt!.getTime()).toBeLessThan(NOW.getTime());
    }
    // Somewhere the chosen order is not the numbers' order.
    expect(all.plans.some((p) => {
      const ids = all.products.filter((x) => x.epmMySqno === p.epmMySqno).map((x) => x.salecdSqno);
      return ids.join() !== [...ids].sort((a, b) => a - b).join();
    })).toBe(true);
    expect(buildMyPlans(TODAY, new Set(['planner01'])).plans.map((p) => p.userid)).toEqual(['planner01', 'planner01']);
  });

  for (const size of ['small', 'full'] as const)
    it(`saves two customer plans of planner01 (${size} seed): one for a child, one for a customer without children`, () => {
      const cust = buildCustomers(TODAY, owners, size);
      const built = buildCustomerPlans(TODAY, { customers: cust.customers, children: cust.children, products, discounts: buildPlanDiscounts(), dcRt: 10 });
      expect(built.plans).toHaveLength(2);
      const [withChild, without] = built.plans;
      const customerOf = (k: string) => cust.customers.find((c) => c.kwkkey === k)!;
      const kidsOf = (k: string) => cust.children.filter((c) => c.kwkkey === k);
      expect([customerOf(withChild!.kwkkey).ownerUserid, customerOf(without!.kwkkey).ownerUserid]).toEqual(['planner01', 'planner01']);
      expect(kidsOf(withChild!.kwkkey).map((k) => k.chlnKwkey)).toContain(withChild!.chlnKwkey);
      expect([kidsOf(without!.kwkkey).length, without!.chlnKwkey]).toEqual([0, '']);
      // The customers the seed comment names for the e2e authors.
      expect([withChild!.kwkkey, withChild!.chlnKwkey, without!.kwkkey]).toEqual(['K01100001', 'C011000011', 'K01100005']);
      for (const plan of built.plans) {
        const lines = built.products.filter((p) => p.planId === plan.id);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.every((l) => onSale.has(l.salecdSqno) && l.kwkkey === plan.kwkkey && l.chlnKwkey === plan.chlnKwkey)).toBe(true);
        // The breakdown is the cart rule's for the stored lines and choices, worked out here from the rows.
        const coupons = buildPlanDiscounts().filter((d) => (plan.dcSqnoList as number[]).includes(d.dcSqno)).map((d) => ({ ...d, minMon: d.minMon ?? 12 }));
        const want = payment({
          lines: lines.map((l) => {
            const p = products.find((x) => x.salecdSqno === l.salecdSqno)!;
            return { ...p, dcAmt: p.dcAmt ?? 0, prmtAplyYn: p.prmtAplyYn ?? 'N', prchCnt: l.prchCnt, dcYn: l.dcYn ?? 'N' };
          }),
          dcRt: 10,
          coupons,
          prepaid: plan.prpmAmt,
          mileage: plan.mlgAmt,
          months: plan.mntsCnt,
        });
        expect(want.ok).toBe(true);
        expect(plan.breakdown).toEqual(want.steps);
        expect(plan.monthAmt).toBe(want.ok ? want.monthly : -1);
        expect(plan.monthAmt).toBeGreaterThan(0);
        expect(plan.savedAt.getTime()).toBeLessThan(NOW.getTime());
      }
      // A coupon and the 10% box are in play somewhere, so the breakdown shows them.
      expect(built.plans.some((p) => p.breakdown.some((s) => s.kind === 'coupon'))).toBe(true);
      expect(built.plans.some((p) => p.breakdown.some((s) => s.kind === 'productDiscount'))).toBe(true);
      expect(buildCustomerPlans(TODAY, { customers: cust.customers, children: cust.children, products, discounts: buildPlanDiscounts(), dcRt: 10 })).toEqual(built);
    });
});
