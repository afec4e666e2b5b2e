// The dial rule: a table of accepted and refused numbers, and properties: whatever passes is 9-11 ASCII
// digits equal to the input without its hyphens, and hyphens alone never change the verdict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAL_MAX_DIGITS, DIAL_MIN_DIGITS, dialablePhone } from './phone-dial';

describe('dialablePhone', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['01012345678', '01012345678'],
    ['011-123-4567', '0111234567'],
    ['02-123-4567', '021234567'],
    ['02-1234-5678', '0212345678'],
    ['031-123-4567', '0311234567'],
    ['-010--1234-5678-', '01012345678'],
  ])('%s → %s', (raw, expected) => {
    expect(dialablePhone(raw)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['hyphens only', '---'],
    ['8 digits (1588-1234)', '1588-1234'],
    ['12 digits', '010-1234-56789'],
    ['spaces', '010 1234 5678'],
    ['leading space', ' 01012345678'],
    ['international prefix', '+821012345678'],
    ['pause and extension codes', '0212345678,123'],
    ['a second number', '01012345678;01098765432'],
    ['a tel: link', 'tel:01012345678'],
    ['letters', '010-CALL-5678'],
    ['dots', '010.1234.5678'],
    ['full-width digits', '０１０１２３４５６７８'],
    ['Arabic-Indic digits', '٠١٠١٢٣٤٥٦٧٨'],
    ['a newline', '01012345678\n'],
    ['star and hash', '*23#0101234'],
  ])('refuses %s', (_label, raw) => {
    expect(dialablePhone(raw)).toBeNull();
  });

  it('property: a result is 9-11 ASCII digits, the input without its hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = dialablePhone(raw);
        if (out === null) return;
        expect(out).toMatch(/^[0-9]+$/);
        expect(out.length).toBeGreaterThanOrEqual(DIAL_MIN_DIGITS);
        expect(out.length).toBeLessThanOrEqual(DIAL_MAX_DIGITS);
        expect(out).toBe(raw.replaceAll('-', ''));
      }),
    );
  });

  it('property: digit strings pass exactly when 9-11 long, wherever hyphens are put', () => {
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(fc.array(fc.tuple(digit, fc.boolean()), { maxLength: 14 }), (parts) => {
        const digits = parts.map(([d]) => d).join('');
        const hyphenated = parts.map(([d, hyphen]) => (hyphen ? `${d}-` : d)).join('');
        const ok = digits.length >= DIAL_MIN_DIGITS && digits.length <= DIAL_MAX_DIGITS;
        expect(dialablePhone(hyphenated)).toBe(ok ? digits : null);
      }),
    );
  });
});
