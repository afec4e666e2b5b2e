// The organisation rules against oracles written here from spec 3 §2 and §4 (not from rules.ts): the
// spec's examples as tables, then fast-check properties over generated amounts, codes and dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITIONS, type Position } from '../shared/roles';
import {
  chawolOf,
  cutToPlainBytes,
  formatBirth,
  gadongOf,
  levelPercent,
  parseCodes,
  performanceLabel,
  plainByteLength,
  presetFilters,
  profileType,
  rankProgress,
  type ProgressReading,
  GADONG,
} from './rules';

const M = 1_000_000;

// ---- oracles (spec 3 §4, §2) ----

/** Next rank, level and need as spec 3 §4 states them; the open bands read Lv3 (the masters' "above zero"). */
function rankOracle(position: Position, cumulative: number, reading: ProgressReading) {
  const a = cumulative < 0 ? 0 : cumulative;
  if (position === 'COG01') return { nextRank: null, level: 5, need: 0, target: 0 };
  if (position === 'COGA2') return { nextRank: '지점장', level: a > 100 * M ? 5 : a > 0 ? 3 : 1, need: a >= 100 * M ? 0 : 100 * M - a, target: 100 * M };
  if (position === 'COG02') return { nextRank: '지점장', level: a > 50 * M ? 5 : a < 1 ? 1 : 3, need: a > 50 * M ? 0 : 50 * M - a, target: 50 * M };
  const level = a >= 50 * M ? 5 : a > 25 * M ? (reading === 'detail' ? 4 : 3) : a > 0 ? 2 : 1;
  return { nextRank: '마스터', level, need: a >= 50 * M ? 0 : 50 * M - a, target: 50 * M };
}

const gadongOracle = (amount: number) => (amount > 3 * M ? '실활동' : amount > 0 ? '가동' : '미가동');

function birthOracle(v: string): string {
  const digits = [...v].every((c) => c >= '0' && c <= '9');
  if (!digits) return '';
  if (v.length === 8) return `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`;
  if (v.length === 6) return `${Number(v.slice(0, 2)) < 50 ? '20' : '19'}${v.slice(0, 2)}.${v.slice(2, 4)}.${v.slice(4)}`;
  return '';
}

/** 차월 by counting calendar months one at a time from the base month (month 1) up to the asked month. */
function chawolOracle(base: Date, y: number, m: number): number {
  let n = 1;
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), 1));
  while (d.getUTCFullYear() < y || (d.getUTCFullYear() === y && d.getUTCMonth() + 1 < m)) {
    d.setUTCMonth(d.getUTCMonth() + 1);
    n++;
  }
  return n;
}

const profileOracle = (akdst: string) => ([...akdst].every((c) => c === '0') ? '신규' : '복직');

const iso = (d: Date) => d.toISOString().slice(0, 10);
const yyyymm = (y: number, m: number) => `${y}${String(m).padStart(2, '0')}`;
const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });

describe('rank progress (spec 3 §4)', () => {
  it.each([
    ['COGA2', 0, 'detail', 1, 100 * M],
    ['COGA2', 1, 'detail', 3, 100 * M - 1],
    ['COGA2', 100 * M, 'own', 3, 0],
    ['COGA2', 100 * M + 1, 'own', 5, 0],
    ['COG02', 0, 'own', 1, 50 * M],
    ['COG02', 50 * M, 'own', 3, 0],
    ['COG02', 50 * M + 1, 'own', 5, 0],
    ['COG03', 0, 'detail', 1, 50 * M],
    ['COG04', 1, 'detail', 2, 50 * M - 1],
    ['COG05', 25 * M, 'detail', 2, 25 * M],
    ['COG05', 25 * M + 1, 'detail', 4, 25 * M - 1],
    ['COG05', 25 * M + 1, 'own', 3, 25 * M - 1],
    ['COG06', 50 * M, 'own', 5, 0],
    ['COG03', 80 * M, 'detail', 5, 0],
    ['COG01', 10 * M, 'detail', 5, 0],
  ] as const)('%s at %i (%s): Lv%i, %i to go', (position, amount, reading, level, need) => {
    expect(rankProgress(position, amount, reading)).toMatchObject({ level, need });
  });

  it('property: equals the spec oracle for every position, amount and reading', () => {
    const amount = fc.oneof(fc.integer({ min: -5 * M, max: 200 * M }), fc.constantFrom(0, 1, 25 * M, 25 * M + 1, 50 * M, 50 * M + 1, 100 * M, 100 * M + 1));
    fc.assert(
      fc.property(fc.constantFrom(...POSITIONS), amount, fc.constantFrom<ProgressReading>('detail', 'own'), (p, a, r) => {
        expect(rankProgress(p, a, r)).toEqual(rankOracle(p, a, r));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the level never falls as sales grow; the readings differ only in the 25M-50M band', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POSITIONS), fc.integer({ min: 0, max: 150 * M }), fc.integer({ min: 0, max: 60 * M }), (p, a, more) => {
        for (const r of ['detail', 'own'] as const) expect(rankProgress(p, a + more, r).level).toBeGreaterThanOrEqual(rankProgress(p, a, r).level);
        const [d, o] = [rankProgress(p, a, 'detail'), rankProgress(p, a, 'own')];
        expect(d.need).toBe(o.need);
        if (d.level !== o.level) expect([a > 25 * M && a < 50 * M, d.level, o.level]).toEqual([true, 4, 3]);
        expect(levelPercent(d.level)).toBe(d.level * 20);
      }),
    );
  });
});

describe('performance label (spec 3 §4)', () => {
  it.each([
    [-1, '미가동'],
    [0, '미가동'],
    [1, '가동'],
    [3 * M, '가동'],
    [3 * M + 1, '실활동'],
  ])('%i won → %s', (amount, label) => expect(performanceLabel(amount)).toBe(label));

  it('property: equals the oracle, and its code is that label’s code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -M, max: 20 * M }), fc.constantFrom(0, 3 * M, 3 * M + 1)), (a) => {
        expect(performanceLabel(a)).toBe(gadongOracle(a));
        expect(GADONG.find((g) => g.code === gadongOf(a))!.label).toBe(gadongOracle(a));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('birth date (spec 3 §2)', () => {
  it.each([
    ['19850314', '1985.03.14'],
    ['850314', '1985.03.14'],
    ['491231', '2049.12.31'],
    ['500101', '1950.01.01'],
    ['000229', '2000.02.29'],
    ['8503', ''],
    ['85-03-14', ''],
    ['', ''],
  ])('%s → %s', (v, text) => expect(formatBirth(v)).toBe(text));

  it('property: 6 or 8 digits as the oracle reads them, anything else empty', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 10 });
    fc.assert(
      fc.property(fc.oneof(digits, fc.string({ maxLength: 10 })), (v) => {
        expect(formatBirth(v)).toBe(birthOracle(v));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('차월 (spec 3 §2 member profile)', () => {
  it.each([
    ['2026-03-01', '202603', 1],
    ['2026-03-31', '202603', 1],
    ['2026-02-28', '202603', 2],
    ['20251215', '202603', 4],
    ['2025-03-12', '202603', 13],
    ['2026-05-01', '202603', 1],
  ])('base %s, month %s → %i', (base, month, n) => expect(chawolOf(base, month)).toBe(n));

  it('property: equals counting months one by one, in both base-date forms', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 200 }), (base, ahead) => {
        const at = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + ahead, 1));
        const month = yyyymm(at.getUTCFullYear(), at.getUTCMonth() + 1);
        const want = chawolOracle(base, at.getUTCFullYear(), at.getUTCMonth() + 1);
        expect(chawolOf(iso(base), month)).toBe(want);
        expect(chawolOf(iso(base).replace(/-/g, ''), month)).toBe(want);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a month before the base date still reads month 1', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (base, back) => {
        const at = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() - back, 1));
        expect(chawolOf(iso(base), yyyymm(at.getUTCFullYear(), at.getUTCMonth() + 1))).toBe(1);
      }),
    );
  });
});

describe('profile type (spec 3 §2: 신규 when the start type is all zeros, else 복직)', () => {
  it.each([
    ['00000000', '신규'],
    ['', '신규'],
    ['20260301', '복직'],
    ['00000001', '복직'],
  ])('%s → %s', (v, t) => expect(profileType(v)).toBe(t));

  it('property: equals the oracle over zero runs and dates', () => {
    const start = fc.oneof(fc.string({ unit: fc.constant('0'), maxLength: 10 }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }));
    fc.assert(
      fc.property(start, (v) => {
        expect(profileType(v)).toBe(profileOracle(v));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('list filters and the memo byte rule', () => {
  it('keeps the known codes of a comma list, in the options’ order', () => {
    expect(parseCodes(' COG04,BOGUS,COGA2 ,,COG04', [{ code: 'COGA2' }, { code: 'COG03' }, { code: 'COG04' }])).toEqual(['COGA2', 'COG04']);
    expect(parseCodes(undefined, GADONG)).toEqual([]);
  });

  it('maps the dashboard card’s options to the list’s filters and sort', () => {
    expect(presetFilters('meetY')).toMatchObject({ meetYn: true, ordrType: 'perform' });
    expect(presetFilters('recruit')).toMatchObject({ chawol: ['1'], ordrType: 'akdcde' });
    expect([presetFilters('sil').gadong, presetFilters('sil1').gadong, presetFilters('sil2').gadong]).toEqual([['2'], ['1'], ['0']]);
    expect(presetFilters('nonsense')).toEqual(presetFilters(undefined));
  });

  it('property: characters above code 127 count 2; the cut is the longest prefix within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('a', ' ', '\n', '가', 'é', '😀'), fc.string({ minLength: 1, maxLength: 1 })), maxLength: 80 }), fc.integer({ min: 0, max: 120 }), (text, max) => {
        const chars = [...text];
        expect(plainByteLength(text)).toBe(chars.reduce((n, c) => n + (c.codePointAt(0)! > 127 ? 2 : 1), 0));
        const cut = cutToPlainBytes(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(plainByteLength(cut)).toBeLessThanOrEqual(max);
        if (cut.length < text.length) expect(plainByteLength(cut + [...text.slice(cut.length)][0]!)).toBeGreaterThan(max);
      }),
    );
  });
});
