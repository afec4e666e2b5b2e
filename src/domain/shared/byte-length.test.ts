import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteLength, charWeight, checkByteLimit, cutToBytes } from './byte-length';

describe('byte-length counting (spec 1 §5)', () => {
  it.each([
    ['abc', 3],
    ['가', 2],
    ['가나다라', 8],
    ['<', 4],
    ['>', 4],
    ['&', 5],
    ['(', 5],
    ['"', 5],
    ["'", 5],
    ['/', 5],
    ['\\', 6],
    ['`', 6],
    ['a<b>', 10],
    ['목록 1', 6],
  ])('%j counts %i', (text, n) => {
    expect(byteLength(text)).toBe(n);
  });

  it('gives the spec message with field, limit and current length', () => {
    expect(checkByteLimit('타이틀', '가'.repeat(17), 32)).toBe('타이틀의 최대 입력 길이는 32입니다. 현재(34)');
    expect(checkByteLimit('타이틀', '가'.repeat(16), 32)).toBeNull();
  });

  it('property: length is additive over concatenation', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      expect(byteLength(a + b)).toBe(byteLength(a) + byteLength(b));
    }));
  });

  it('property: every character weighs between 1 and 6', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        for (const ch of s) {
          expect(charWeight(ch)).toBeGreaterThanOrEqual(1);
          expect(charWeight(ch)).toBeLessThanOrEqual(6);
        }
      }),
    );
  });

  it('property: cutting keeps the longest prefix within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 0, max: 64 }), (s, max) => {
        const cut = cutToBytes(s, max);
        expect(byteLength(cut)).toBeLessThanOrEqual(max);
        expect(s.startsWith(cut)).toBe(true);
        const next = Array.from(s)[Array.from(cut).length];
        if (next !== undefined) expect(byteLength(cut + next)).toBeGreaterThan(max);
      }),
    );
  });
});
