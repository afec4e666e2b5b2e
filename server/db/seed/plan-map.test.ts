// The seeded plan-map catalogue: about 60 products over every product category with unique numbers and a
// sort per category, every division, the 10% box only on C products, own discounts, book-care, 12/24/36
// months, https info links or none, two withdrawn; three promotions (running, ended, to come) around the
// seed day with https image pages in order; the same day gives the same rows.
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './korean';
import { buildPlanProducts, buildPromotions } from './plan-map';

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

  it('gives each two or three image pages in order, on an https CDN of an example domain', () => {
    expect(promos.find((p) => p.sqno === 1)!.files!.length).toBe(3);
    for (const p of promos) {
      const files = p.files!;
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.length).toBeLessThanOrEqual(3);
      expect(files.map((f) => f.dtptSqno)).toEqual(files.map((_, i) => i + 1));
      for (const f of files) expect([new URL(f.cdnUrl).protocol, new URL(f.cdnUrl).hostname]).toEqual(['https:', 'cdn.example.com']);
    }
  });

  it('moves with the seed day, the same day giving the same rows', () => {
    expect(buildPromotions(TODAY)).toEqual(promos);
    const later = buildPromotions('2026-04-01');
    expect(later.map((p) => p.startAt.getTime() - promos.find((q) => q.sqno === p.sqno)!.startAt.getTime())).toEqual([20, 20, 20].map((d) => d * 86_400_000));
    expect(later.filter((p) => p.startAt <= new Date('2026-04-01T09:00:00+09:00') && new Date('2026-04-01T09:00:00+09:00') < p.endAt).map((p) => p.sqno)).toEqual([1]);
  });
});
