// The plan rules against oracles written here from spec 3 §4, §5 and §9 (not from rules.ts): the window as
// half-open intervals of whole minutes counted from the epoch, walked minute by minute across the noon
// cut-off and month and year ends; the goals, amounts, memo and years as the spec states them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITIONS } from '../shared/roles';
import {
  afterRequest, amountInput, amountValue, countInput, countsDisabled, editRefusal, firstMissingGoal, kstMinute, mayEditPlan,
  mayWritePlanFor, planAction, planMemoInput, planWriteWindow, requestButton, writeRefusal, yearOptions, PLAN_GOALS, type PeriodInfo,
} from './rules';
import { kstMinuteMs, nextWindowChange, periodShare, planAmountTotal } from './rules';

// ---- oracle: minutes since the epoch ----

const DAY = 1440;
const dayNo = (y: number, mo: number, d: number) => Date.UTC(y, mo - 1, d) / 86_400_000;
const dayNoOf = (s: string) => { const v = s.replace(/-/g, ''); return dayNo(+v.slice(0, 4), +v.slice(4, 6), +v.slice(6, 8)); };
const dayStr = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const minuteStr = (i: number) => new Date(i * 60_000).toISOString().slice(0, 16).replace('T', ' ');
/** yyyymm of minute `i`, `plus` months on, counted as months since year 0. */
function ymOf(i: number, plus: number): string {
  const d = new Date(i * 60_000);
  const t = d.getUTCFullYear() * 12 + d.getUTCMonth() + plus;
  return `${Math.floor(t / 12)}${String((t % 12) + 1).padStart(2, '0')}`;
}

/** Spec 3 §4 as minute intervals: [fourth end 00:00, next start 12:00) → next month; [.., this start 12:00) → this; [first end 00:00, first end 2 + 1 day) → this. */
function windowOracle(i: number, p: PeriodInfo): string | null {
  if (i >= dayNoOf(p.fourthEndDt) * DAY && i < dayNoOf(p.firstSttDt) * DAY + 720) return ymOf(i, 1);
  if (i < dayNoOf(p.thisFirstSttDt) * DAY + 720) return ymOf(i, 0);
  if (i >= dayNoOf(p.firstEndDt) * DAY && i < (dayNoOf(p.firstEndDt2) + 1) * DAY) return ymOf(i, 0);
  return null;
}
const windowOf = (now: string, p: PeriodInfo) => { const w = planWriteWindow(now, p); return w.open ? w.planYrmn : null; };

// ---- a business calendar: a month's first start from 3 days before the 1st to the 4th (day 1 + start), its first end
// on the 6th-12th and 0-5 days more, its fourth end 1-9 days before the next month's first start ----

const calendar = fc.record({ start: fc.integer({ min: -3, max: 3 }), fe: fc.integer({ min: 6, max: 12 }), late: fc.integer({ min: 0, max: 5 }), back: fc.integer({ min: 0, max: 8 }) });
type Cal = { start: number; fe: number; late: number; back: number };
function infoFor(y: number, mo: number, c: Cal, next: Cal, compact = false): PeriodInfo {
  const f = (n: number) => (compact ? dayStr(n).replace(/-/g, '') : dayStr(n));
  return {
    thisFirstSttDt: f(dayNo(y, mo, 1 + c.start)), firstSttDt: f(dayNo(y, mo + 1, 1 + next.start)), firstEndDt: f(dayNo(y, mo, c.fe)),
    firstEndDt2: f(dayNo(y, mo, c.fe + c.late)), fourthEndDt: f(dayNo(y, mo + 1, next.start) - c.back),
  };
}
const month = fc.record({ y: fc.integer({ min: 2021, max: 2040 }), mo: fc.integer({ min: 1, max: 12 }) });

describe('plan write window (spec 3 §4, §9)', () => {
  const info: PeriodInfo = { thisFirstSttDt: '2026-03-02', firstSttDt: '2026-04-01', firstEndDt: '2026-03-09', firstEndDt2: '2026-03-11', fourthEndDt: '2026-03-28' };
  it.each([
    ['2026-03-01 09:00', '202603'], ['2026-03-02 11:59', '202603'], ['2026-03-02 12:00', null], ['2026-03-08 23:59', null],
    ['2026-03-09 00:00', '202603'], ['2026-03-11 23:59', '202603'], ['2026-03-12 00:00', null], ['2026-03-27 23:59', null],
    ['2026-03-28 00:00', '202604'], ['2026-03-31 23:59', '202604'],
  ])('at %s: %s', (now, yrmn) => {
    expect(windowOf(now, info)).toBe(yrmn);
    if (yrmn) expect(mayWritePlanFor(now, info, yrmn)).toBe(true);
  });
  it('next month across a year end, closing at noon of its first start', () => {
    const dec: PeriodInfo = { thisFirstSttDt: '2026-12-01', firstSttDt: '2027-01-04', firstEndDt: '2026-12-08', firstEndDt2: '2026-12-08', fourthEndDt: '2026-12-31' };
    const jan: PeriodInfo = { thisFirstSttDt: '2027-01-04', firstSttDt: '2027-02-01', firstEndDt: '2027-01-11', firstEndDt2: '2027-01-12', fourthEndDt: '2027-01-29' };
    expect(windowOf('2026-12-30 23:59', dec)).toBeNull();
    expect(windowOf('2026-12-31 00:00', dec)).toBe('202701');
    expect(windowOf('2027-01-04 11:59', jan)).toBe('202701');
    expect(windowOf('2027-01-04 12:00', jan)).toBeNull();
    expect(mayWritePlanFor('2027-01-04 11:59', jan, '202702')).toBe(false);
  });
  it('next month whose first start falls in this calendar month: open to 11:59 that day, closed from 12:00', () => {
    const may: PeriodInfo = { thisFirstSttDt: '2026-05-01', firstSttDt: '2026-05-30', firstEndDt: '2026-05-08', firstEndDt2: '2026-05-09', fourthEndDt: '2026-05-29' };
    expect(windowOf('2026-05-28 23:59', may)).toBeNull();
    expect(windowOf('2026-05-29 00:00', may)).toBe('202606');
    expect(windowOf('2026-05-30 11:59', may)).toBe('202606');
    expect(windowOf('2026-05-30 12:00', may)).toBeNull();
    expect(windowOf('2026-05-31 23:59', may)).toBeNull();
  });

  it('property: any minute and any period dates (orderly or not, either date form) agree with the oracle', () => {
    const case_ = month.chain(({ y, mo }) => {
      const b = dayNo(y, mo, 1);
      const near = fc.integer({ min: b - 40, max: b + 40 });
      return fc.tuple(near, near, near, near, fc.nat(5), fc.integer({ min: (b - 3) * DAY, max: (b + 34) * DAY }), fc.boolean());
    });
    fc.assert(
      fc.property(case_, ([a, s, fe, fo, late, i, compact]) => {
        const f = (n: number) => (compact ? dayStr(n).replace(/-/g, '') : dayStr(n));
        const p = { thisFirstSttDt: f(a), firstSttDt: f(s), firstEndDt: f(fe), firstEndDt2: f(fe + late), fourthEndDt: f(fo) };
        expect(windowOf(minuteStr(i), p)).toBe(windowOracle(i, p));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: walking every minute over a month end (with each month’s own period info), next month opens at its fourth end (or its 1st) and closes at noon of its first start', () => {
    fc.assert(
      fc.property(month, calendar, calendar, calendar, fc.boolean(), ({ y, mo }, c0, c1, c2, compact) => {
        const infoM = infoFor(y, mo, c0, c1, compact);
        const infoNext = infoFor(y, mo + 1, c1, c2, compact);
        // from the fourth end, or from the calendar month's 1st when that comes first (its first start is not past then)
        const opens = Math.min(dayNo(y, mo + 1, c1.start) - c0.back, dayNo(y, mo + 1, 1)) * DAY;
        const closes = dayNo(y, mo + 1, 1 + c1.start) * DAY + 720;
        const nextYm = ymOf(dayNo(y, mo + 1, 1) * DAY, 0);
        const wrong: string[] = [];
        for (let i = opens - 2 * DAY; i < closes + DAY / 2; i++) {
          const p = i < dayNo(y, mo + 1, 1) * DAY ? infoM : infoNext;
          const got = windowOf(minuteStr(i), p);
          if (got !== windowOracle(i, p) || (got === nextYm) !== (i >= opens && i < closes)) wrong.push(`${minuteStr(i)}: ${got}`);
        }
        expect(wrong.slice(0, 3)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('property: kstMinute is the Asia/Seoul wall clock', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
      const p = Object.fromEntries(seoul.formatToParts(d).map((x) => [x.type, x.value]));
      expect(kstMinute(d)).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    }));
  });
});

describe('editing a saved plan (spec 3 §4, §5)', () => {
  it.each([['2026-03-09', true], ['2026-03-11', true], ['2026-03-08', false], ['2026-03-12', false]] as const)('on %s: %s', (today, ok) => {
    expect(mayEditPlan(today, '2026-03-09', '20260311')).toBe(ok);
    expect(editRefusal(today, '2026-03-09', '2026-03-11')).toBe(ok ? null : '수정 가능 기간이 아닙니다.');
  });
  it('property: allowed exactly on the days from endDt to endDt2', () => {
    fc.assert(fc.property(fc.integer({ min: 18_000, max: 26_000 }), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -5, max: 30 }), (from, off, len) => {
      const today = from + off;
      expect(mayEditPlan(dayStr(today), dayStr(from), dayStr(from + len))).toBe(today - from >= 0 && from + len - today >= 0);
    }));
  });
  it('refuses an unreadable window', () => expect(mayEditPlan('2026-03-10', '', '2026-03-11')).toBe(false));
});

describe('roles and status (spec 3 §4, §5)', () => {
  it('COG06 may not write; every other position may', () => {
    for (const p of POSITIONS) expect(writeRefusal(p)).toBe(p === 'COG06' ? '에듀플래너 이상만 영업활동계획을 작성할 수 있습니다.' : null);
  });
  it.each([
    ['S', { label: '요청', disabled: false }, 'S', '등록'], ['R', { label: '요청중', disabled: true }, 'R', '등록'], ['C', null, 'C', '수정'],
  ] as const)('%s: request button, after a request, action', (stat, button, after, action) => {
    expect(requestButton(stat)).toEqual(button);
    expect(afterRequest(stat)).toBe(stat === 'S' ? 'R' : after);
    expect(planAction(stat)).toBe(action);
  });
  it('register before any plan; counts locked when a plan exists and is not R', () => {
    expect(planAction(null)).toBe('등록');
    expect([countsDisabled(false, null), countsDisabled(true, 'S'), countsDisabled(true, 'R'), countsDisabled(true, 'C')]).toEqual([false, true, false, true]);
  });
});

describe('goals, amounts and memo (spec 3 §5)', () => {
  const ALERTS = ['전집', '멤버쉽', '프리패스', '기타', '소스', '진단서비스', '기존상담', '신규상담'].map((g) => `${g} 실적을 입력해주세요.`);
  it('alerts the first empty goal in the spec order', () => {
    const all = Object.fromEntries(PLAN_GOALS.map((g) => [g.key, '1']));
    expect(firstMissingGoal(all)).toBeNull();
    PLAN_GOALS.forEach((g, i) => expect(firstMissingGoal({ ...all, [g.key]: ' ' })?.message).toBe(ALERTS[i]));
    expect(firstMissingGoal({})?.message).toBe(ALERTS[0]);
  });
  it('property: the first blank in the spec order', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('', ' ', '0', '12'), { minLength: 8, maxLength: 8 }), (vals) => {
      const at = vals.findIndex((v) => v.trim().length === 0);
      const got = firstMissingGoal(Object.fromEntries(PLAN_GOALS.map((g, i) => [g.key, vals[i]])));
      expect(got?.message ?? null).toBe(at < 0 ? null : ALERTS[at]);
    }));
  });
  it.each([['1234567', '1,234,567'], ['12a,3', '123'], ['000', '0'], ['0012000', '12,000'], ['', ''], ['1234567890', '123,456,789']])('amount %s shows %s', (raw, shown) => {
    expect(amountInput(raw)).toBe(shown);
  });
  it('property: shown with en-US grouping of its digits, sent without commas', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', 'a', '-', ' ', '٣') }), (raw) => {
      const digits = [...raw].filter((c) => c >= '0' && c <= '9').join('');
      const kept = digits === '' ? '' : String(BigInt(digits)).slice(0, 9);
      expect(amountValue(amountInput(raw))).toBe(kept);
      expect(countInput(raw)).toBe(kept);
      expect(amountInput(raw)).toBe(kept === '' ? '' : Number(kept).toLocaleString('en-US'));
    }));
  });
  it('property: the memo keeps the longest prefix within 1000 bytes (over code 127 counts 2)', () => {
    const bytes = (s: string) => Array.from(s).reduce((n, c) => n + (c.codePointAt(0)! < 128 ? 1 : 2), 0);
    fc.assert(fc.property(fc.array(fc.constantFrom('a', '가', ' ', '😀', '\n'), { minLength: 500, maxLength: 1100, size: 'max' }).map((cs) => cs.join('')), (s) => {
      const kept = planMemoInput(s);
      expect(s.startsWith(kept)).toBe(true);
      expect(bytes(kept)).toBeLessThanOrEqual(1000);
      if (kept !== s) expect(bytes(kept + Array.from(s.slice(kept.length))[0])).toBeGreaterThan(1000);
    }));
  });
});

describe('year select (spec 3 §2, §9)', () => {
  it('from the current year down to 2021', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(yearOptions(2021)).toEqual([2021]);
  });
  it('property: every year from 2021 to now, newest first', () => {
    fc.assert(fc.property(fc.integer({ min: 2021, max: 2200 }), (y) => {
      const got = yearOptions(y);
      expect(got.length).toBe(y - 2020);
      got.forEach((v, i) => expect(v).toBe(y - i));
    }));
  });
});

describe('when the write window next changes (spec 3 §4, §9)', () => {
  const march: PeriodInfo = { thisFirstSttDt: '2026-03-02', firstSttDt: '2026-04-01', firstEndDt: '2026-03-11', firstEndDt2: '2026-03-13', fourthEndDt: '2026-03-25' };
  const dec: PeriodInfo = { thisFirstSttDt: '2026-12-01', firstSttDt: '2027-01-04', firstEndDt: '2026-12-10', firstEndDt2: '2026-12-14', fourthEndDt: '2026-12-24' };
  it.each([
    ['2026-03-01 08:00', march, '2026-03-02 12:00'], ['2026-03-02 11:59', march, '2026-03-02 12:00'], ['2026-03-02 12:00', march, '2026-03-11 00:00'],
    ['2026-03-12 08:30', march, '2026-03-14 00:00'], ['2026-03-13 23:59', march, '2026-03-14 00:00'], ['2026-03-20 10:00', march, '2026-03-25 00:00'],
    ['2026-03-25 00:00', march, '2026-04-01 00:00'], ['2026-12-31 23:59', dec, '2027-01-01 00:00'],
  ] as const)('at %s: %s', (now, info, next) => expect(nextWindowChange(now, info)).toBe(next));

  it('property: the first later minute at which a minute-by-minute walk of the oracle sees another answer, or the next month’s 1st', () => {
    const case_ = month.chain(({ y, mo }) => {
      const b = dayNo(y, mo, 1);
      const near = fc.integer({ min: b - 40, max: b + 40 });
      const end = dayNo(y, mo + 1, 1) * DAY;
      return fc.tuple(near, near, near, near, fc.nat(5), fc.integer({ min: b * DAY, max: end - 1 }), fc.constant(end));
    });
    fc.assert(
      fc.property(case_, ([a, s, fe, fo, late, i, end]) => {
        const p = { thisFirstSttDt: dayStr(a), firstSttDt: dayStr(s), firstEndDt: dayStr(fe), firstEndDt2: dayStr(fe + late), fourthEndDt: dayStr(fo) };
        const now = windowOracle(i, p);
        let j = i + 1;
        while (j < end && windowOracle(j, p) === now) j++;
        expect(nextWindowChange(minuteStr(i), p)).toBe(minuteStr(j));
      }),
      { numRuns: 150 },
    );
  });

  it('property: kstMinuteMs is the instant whose Korean minute it is, at its first second', () => {
    fc.assert(fc.property(fc.integer({ min: 15_000_000, max: 40_000_000 }), (i) => {
      const ms = kstMinuteMs(minuteStr(i));
      expect(kstMinute(new Date(ms))).toBe(minuteStr(i));
      expect(ms % 60_000).toBe(0);
      expect(kstMinute(new Date(ms - 1))).not.toBe(minuteStr(i));
    }));
  });
});

describe('period shares (spec 3 §2 plan form, §3)', () => {
  it('sums the four amounts as typed and takes each ratio of it, to one decimal of 만원', () => {
    expect(planAmountTotal({ cmclGoalAmt: '1,200', mmbsGoalAmt: '300', frpsGoalAmt: '', etcGoalAmt: '5', srcGoalCscnt: '99' })).toBe(1505);
    expect([10, 25, 25, 25, 15].map((r) => periodShare(1505, String(r)))).toEqual([150.5, 376.3, 376.3, 376.3, 225.8]);
    expect(periodShare(0, '25')).toBe(0);
    expect(periodShare(100, 'x')).toBe(0);
  });
});
