import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDU_QR_MAX, eduQrCodeOf, isEduQrCode } from './edu-qr';

describe('education QR codes (spec 1 §7 eduqr/atnd)', () => {
  it.each([
    ['EDUQR-TODAY-AM', true],
    ['EDUQR-20260312-01', true],
    ['EDUQR-A', true],
    [' EDUQR-TODAY-AM\n', true],
    ['EDUQR', false],
    ['EDUQR-', false],
    ['EDUQR--A', false],
    ['EDUQR-A-', false],
    ['eduqr-today-am', false],
    ['EDUQR-TODAY AM', false],
    ['EDUQR-TODAY-AM; drop table x', false],
    ['https://example.com/EDUQR-A', false],
    ['EDUQR-오늘', false],
    ['EDUQR-A\u200b', false],
    ['', false],
    [`EDUQR-${'A'.repeat(EDU_QR_MAX - 6)}`, true],
    [`EDUQR-${'A'.repeat(EDU_QR_MAX - 5)}`, false],
  ])('%j → %s', (text, ok) => expect(isEduQrCode(text)).toBe(ok));

  it('property: a code is its trimmed text, of the form, never longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        if (!isEduQrCode(text)) return;
        const code = eduQrCodeOf(text);
        expect(code).toMatch(/^EDUQR(-[A-Z0-9]+)+$/);
        expect(code.length).toBeLessThanOrEqual(EDU_QR_MAX);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z0-9]{1,6}$/), { minLength: 1, maxLength: 5 }), (groups) => {
        expect(isEduQrCode(`EDUQR-${groups.join('-')}`)).toBe(true);
      }),
    );
  });
});
