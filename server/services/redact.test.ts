// @vitest-environment node
// redact(): secret keys never survive at any depth; phone-like numbers keep only their last 4 digits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhones, redact } from './redact';

const SECRET_KEYS = ['password', 'Password', 'newPwd', 'authToken', 'pushToken', 'clientSecret', 'Authorization', 'passwd'];

/** Text around a phone number without digits, so every digit in the output comes from the number. */
const noDigits = fc.string({ unit: fc.constantFrom(...'abc 가나다-.:,/()[]{}\n'.split('')), maxLength: 20 });
const phone = fc.tuple(
  fc.constantFrom('010', '011', '016', '02', '031', '+82 10', '+8210'),
  fc.stringMatching(/^\d{3,4}$/),
  fc.stringMatching(/^\d{4}$/),
  fc.constantFrom('', '-', '.', ' '),
);

describe('redact', () => {
  it('masks the spec examples', () => {
    expect(maskPhones('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhones('01012345678')).toBe('*******5678');
    expect(maskPhones('tel 02 123 4567.')).toBe('tel 02 *** 4567.');
    expect(maskPhones('2026-11-22T10:30:00+09:00')).toBe('2026-11-22T10:30:00+09:00');
    expect(maskPhones('20261122')).toBe('20261122');
  });

  it('masks secrets written into free text', () => {
    expect(redact('login failed: password=demo1234 for x')).toBe('login failed: password=*** for x');
    expect(redact('{"authToken": "abc.def"}')).toBe('{"authToken": "***"}');
    expect(redact('Authorization: Bearer abc123')).toBe('Authorization: Bearer ***');
    expect(redact('pwd:hunter2, next')).toBe('pwd:***, next');
  });

  it('drops secret keys at any depth', () => {
    const nested = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...SECRET_KEYS)), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(nested, (v) => {
        const keys: string[] = [];
        const collect = (x: unknown) => {
          if (Array.isArray(x)) x.forEach(collect);
          else if (x && typeof x === 'object')
            for (const [k, y] of Object.entries(x)) {
              keys.push(k);
              collect(y);
            }
        };
        collect(redact(v));
        return keys.every((k) => !/pass|pwd|token|secret|authorization/i.test(k));
      }),
    );
  });

  it('never lets a whole phone number through, and keeps its last 4 digits', () => {
    fc.assert(
      fc.property(noDigits, phone, noDigits, (before, [prefix, mid, last, sep], after) => {
        const number = `${prefix}${sep}${mid}${sep}${last}`;
        const out = redact({ detail: { note: `${before}${number}${after}` } }).detail.note;
        const digits = out.replace(/\D/g, '');
        expect(digits.endsWith(last)).toBe(true);
        // At most the carrier/area prefix and the last 4 digits remain: never the subscriber number.
        expect(out).not.toContain(mid + sep + last);
        expect(digits.length).toBeLessThanOrEqual(prefix.replace(/\D/g, '').length + 4);
      }),
    );
  });

  it('masks full-width digits and dashes like plain ones', () => {
    expect(maskPhones('0１0-9876-5432')).toBe('010-****-5432');
    expect(maskPhones('０１０－９８７６－５４３２')).toBe('010-****-5432');
    expect(redact({ telNo: '０１０９８７６５４３２' }).telNo).toBe('*******5432');
    const wide = (t: string) => t.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    fc.assert(
      fc.property(phone, ([prefix, mid, last, sep]) => {
        const out = maskPhones(wide(`${prefix}${sep}${mid}${sep}${last}`));
        expect(out).not.toContain(mid + sep + last);
        expect(out.endsWith(last)).toBe(true);
      }),
    );
  });

  it('is idempotent and leaves digit-free text alone', () => {
    fc.assert(fc.property(fc.string(), (s) => maskPhones(maskPhones(s)) === maskPhones(s)));
    fc.assert(fc.property(noDigits, (s) => maskPhones(s) === s));
  });
});
