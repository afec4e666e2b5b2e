// The customer list's pure rules: tables for the cases the specs name, and fast-check properties
// against independent formulations (the JavaScript calendar, Intl's Asia/Seoul clock).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_PREFIX, ageOn, formatPhone, hasMarketingConsent, isAdQuietHour, overdueFilter, phoneOfParts, smsSubject, withAdPrefix } from './rules';

/** yyyy-mm-dd of a UTC date. */
const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map(iso);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

describe('overdueFilter (spec 1 §5)', () => {
  it.each([
    [false, false, null],
    [true, true, null],
    [true, false, 'Y'],
    [false, true, 'N'],
  ] as const)('Y %s, N %s → %s', (y, n, want) => expect(overdueFilter(y, n)).toBe(want));

  it('property: filters only when exactly one box is ticked, and then by that box', () =>
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (y, n) => {
      const f = overdueFilter(y, n);
      expect(f === null).toBe(y === n);
      if (f !== null) expect(f).toBe(y ? 'Y' : 'N');
    })));
});

describe('smsSubject (spec 2 §5)', () => {
  it.each([
    ['방문 안내', '아무 내용', '방문 안내'],
    [null, '안녕하세요 에듀플래너 입니다', '안녕하세요에듀플'],
    ['', ' 짧 은 ', '짧은'],
    [null, 'a\tb\nc d e f g h i', 'abcdefgh'],
  ])('template %j, text %j → %j', (t, text, want) => expect(smsSubject(t, text)).toBe(want));

  it('property: a template names the subject; otherwise the first 8 characters of the text without spaces', () =>
    fc.assert(fc.property(fc.option(fc.string({ maxLength: 20 })), fc.string({ maxLength: 45, unit: 'grapheme' }), (t, text) => {
      const s = smsSubject(t, text);
      const chars = [...text].filter((c) => !/\s/.test(c));
      expect(s).toEqual(t ? t : chars.slice(0, 8).join(''));
    })));
});

describe('the advertising rule (Network Act art. 50)', () => {
  it.each([
    [0, true], [7, true], [8, false], [12, false], [20, false], [21, true], [23, true],
  ])('hour %d quiet: %s', (h, q) => expect(isAdQuietHour(h)).toBe(q));

  it('property: quiet exactly when the Korean wall clock reads 21:00 to 07:59', () => {
    const kstHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hourCycle: 'h23' });
    fc.assert(fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (at) => {
      const h = Number(kstHour.format(at));
      const utcPlus9 = (at.getUTCHours() + 9) % 24;
      expect(h).toBe(utcPlus9);
      expect(isAdQuietHour(h)).toBe(!(h >= 8 && h < 21));
    }));
  });

  it('adds the (광고) prefix exactly once', () => {
    expect(withAdPrefix('신상품 안내')).toBe('(광고)신상품 안내');
    expect(withAdPrefix('(광고)신상품 안내')).toBe('(광고)신상품 안내');
    fc.assert(fc.property(fc.string(), (t) => {
      const once = withAdPrefix(t);
      expect(once.startsWith(AD_PREFIX)).toBe(true);
      expect(withAdPrefix(once)).toBe(once);
      expect(once.endsWith(t) || t.startsWith(AD_PREFIX)).toBe(true);
    }));
  });
});

describe('hasMarketingConsent (spec 2 §9: consent kept up to 12 months)', () => {
  it.each([
    ['Y', '2025-03-12', '2026-03-12', true],
    ['Y', '2025-03-11', '2026-03-12', false],
    ['Y', '2026-03-12', '2026-03-12', true],
    ['Y', '2026-03-13', '2026-03-12', false], // a day in the future is no consent yet
    ['N', '2026-03-01', '2026-03-12', false],
    ['Y', null, '2026-03-12', false],
    ['Y', '2024-02-29', '2025-02-28', true],
    ['Y', '2024-02-29', '2025-03-01', false],
  ] as const)('%s on %s, today %s → %s', (yn, at, today, want) => expect(hasMarketingConsent(yn, at, today)).toBe(want));

  it('property: holds from the consent day through the same day a year on (the month’s last day when it has none)', () =>
    fc.assert(fc.property(day, day, fc.constantFrom('Y' as const, 'N' as const), (consent, today, yn) => {
      const [y, m, d] = consent.split('-').map(Number) as [number, number, number];
      const until = iso(new Date(Date.UTC(y + 1, m - 1, Math.min(d, daysIn(y + 1, m)))));
      expect(hasMarketingConsent(yn, consent, today)).toBe(yn === 'Y' && consent <= today && today <= until);
    })));
});

describe('ageOn', () => {
  it.each([
    ['20200312', '2026-03-12', 6],
    ['20200313', '2026-03-12', 5],
    ['20260312', '2026-03-12', 0],
    ['20200229', '2025-02-28', 4],
    ['20200229', '2025-03-01', 5],
    ['20200229', '2024-02-29', 4],
  ])('born %s, on %s → %d', (birth, today, age) => expect(ageOn(birth, today)).toBe(age));

  it('property: the number of birthdays passed, a 29 February birthday counting from 1 March in other years', () =>
    fc.assert(fc.property(day, day, (b, t) => {
      fc.pre(b <= t);
      const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
      const anniversary = (n: number) => (bd > daysIn(by + n, bm) ? iso(new Date(Date.UTC(by + n, bm, 1))) : iso(new Date(Date.UTC(by + n, bm - 1, bd))));
      let n = 0;
      while (anniversary(n + 1) <= t) n++;
      expect(ageOn(b.replaceAll('-', ''), t)).toBe(n);
    })));
});

describe('formatPhone (spec 2 §5)', () => {
  it.each([
    ['0212345678', '021-234-5678'],
    ['01012345678', '010-1234-5678'],
    ['123', '123'],
    ['', ''],
  ])('%s → %s', (digits, shown) => expect(formatPhone(digits)).toBe(shown));

  it('property: the digits kept in order, hyphens only for 10 or 11 digits', () =>
    fc.assert(fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
      const shown = formatPhone(digits);
      expect(shown.replaceAll('-', '')).toBe(digits);
      expect(shown.includes('-')).toBe(digits.length === 10 || digits.length === 11);
    })));
});

describe('a phone in three parts, as shown', () => {
  it('joins the parts there are with hyphens', () => {
    expect(phoneOfParts({ tel1: '010', tel2: '1234', tel3: '5678' })).toBe('010-1234-5678');
    expect(phoneOfParts({ tel1: '02', tel2: '', tel3: '5678' })).toBe('02-5678');
  });
});
