import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMove, entriesOf, moveItem, normaliseOrder, orderIssue, sameOrder, toggleShown, type OrderItem } from './setting-order';

const e = (code: string, expoSqnc: number) => ({ code, expoSqnc });
const KNOWN = ['A', 'B', 'C'];

describe('checking a saved order (set/save… strictness)', () => {
  it.each([
    ['exact, any order', [e('B', 1), e('C', 2), e('A', 3)], KNOWN, null],
    ['positions given out of order', [e('A', 3), e('B', 1), e('C', 2)], KNOWN, null],
    ['a code twice', [e('A', 1), e('A', 2), e('C', 3)], KNOWN, 'duplicate'],
    ['an unknown code', [e('A', 1), e('B', 2), e('X', 3)], KNOWN, 'unknown'],
    ['a code left out', [e('A', 1), e('B', 2)], KNOWN, 'missing'],
    ['a code too many', [e('A', 1), e('B', 2), e('C', 3), e('A', 4)], KNOWN, 'duplicate'],
    ['positions from 0', [e('A', 0), e('B', 1), e('C', 2)], KNOWN, 'sequence'],
    ['a gap', [e('A', 1), e('B', 2), e('C', 4)], KNOWN, 'sequence'],
    ['a position twice', [e('A', 1), e('B', 1), e('C', 2)], KNOWN, 'sequence'],
    ['without known codes: only duplicates and positions', [e('Q', 1), e('Z', 2)], undefined, null],
    ['without known codes, a gap', [e('Q', 2)], undefined, 'sequence'],
    ['empty, nothing known', [], undefined, null],
  ])('%s', (_name, entries, known, issue) => expect(orderIssue(entries, known)).toBe(issue));
});

describe("the editor's list from stored rows", () => {
  const row = (code: string, expoSqnc: number, shown = true) => ({ code, expoSqnc, shown });
  it.each([
    ['no rows: defaults, all shown', [], true, 'A1 B2 C3'],
    ['stored order kept', [row('C', 1), row('A', 2), row('B', 3, false)], false, 'C1 A2 B3-'],
    ['gaps closed, ties by code', [row('B', 5), row('A', 5), row('C', 9)], false, 'A1 B2 C3'],
    ['codes not allowed dropped', [row('X', 1), row('B', 2), row('A', 3), row('C', 4)], false, 'B1 A2 C3'],
    ['missing codes last, hidden for cards', [row('C', 1)], false, 'C1 A2- B3-'],
    ['missing codes last, shown for sections', [row('C', 1)], true, 'C1 A2 B3'],
    ['a code twice: its first place wins', [row('B', 1), row('A', 2), row('B', 3, false)], false, 'B1 A2 C3-'],
  ])('%s', (_name, rows, missingShown, expected) => {
    const out = normaliseOrder(rows, ['A', 'B', 'C'], missingShown as boolean);
    expect(out.map((x) => `${x.code}${x.expoSqnc}${x.shown ? '' : '-'}`).join(' ')).toBe(expected);
  });

  it('property: always exactly the allowed codes, numbered 1..n', () => {
    const rowArb = fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D', 'X'), expoSqnc: fc.integer({ min: -3, max: 9 }), shown: fc.boolean() });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), fc.boolean(), (rows, missingShown) => {
        const out = normaliseOrder(rows, ['A', 'B', 'C', 'D'], missingShown);
        expect(orderIssue(out, ['A', 'B', 'C', 'D'])).toBeNull();
      }),
    );
  });
});

describe('editor moves', () => {
  const items: OrderItem[] = ['A', 'B', 'C'].map((code) => ({ code, name: code, shown: true }));
  const codes = (list: readonly OrderItem[]) => list.map((i) => i.code).join('');
  it.each([
    ['A', -1, false, 'ABC'],
    ['A', 1, true, 'BAC'],
    ['B', -1, true, 'BAC'],
    ['C', 1, false, 'ABC'],
    ['Z', 1, false, 'ABC'],
  ] as const)('%s by %d: movable %s → %s', (code, by, movable, after) => {
    expect(canMove(items, code, by)).toBe(movable);
    expect(codes(moveItem(items, code, by))).toBe(after);
  });

  it('show/hide flips one item; sameOrder sees order and visibility; positions follow the list', () => {
    const hidden = toggleShown(items, 'B');
    expect(hidden.map((i) => i.shown)).toEqual([true, false, true]);
    expect(sameOrder(items, hidden)).toBe(false);
    expect(sameOrder(items, toggleShown(hidden, 'B'))).toBe(true);
    expect(sameOrder(items, moveItem(items, 'B', -1))).toBe(false);
    expect(entriesOf(moveItem(hidden, 'C', -1))).toEqual([
      { code: 'A', expoSqnc: 1, shown: true },
      { code: 'C', expoSqnc: 2, shown: true },
      { code: 'B', expoSqnc: 3, shown: false },
    ]);
  });

  it('property: moves keep the same items, and a move there and back is no change', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'C'), fc.constantFrom(-1 as const, 1 as const), (code, by) => {
        const moved = moveItem(items, code, by);
        expect(codes(moved).split('').sort().join('')).toBe('ABC');
        if (canMove(items, code, by)) expect(sameOrder(moveItem(moved, code, by === 1 ? -1 : 1), items)).toBe(true);
      }),
    );
  });
});
