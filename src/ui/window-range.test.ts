import { describe, expect, it } from 'vitest';
import { nextRange, windowRange } from './window-range';

const rows = (n: number, h = 100) => Array.from({ length: n }, () => h);

describe('windowRange', () => {
  it('draws nothing of an empty list', () => {
    expect(windowRange([], 0, 800)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('draws the rows overlapping the band and pads the rest', () => {
    // Rows of 100 px: the band 250-650 overlaps rows 2 (200-300) to 6 (600-700).
    expect(windowRange(rows(20), 250, 650)).toEqual({ start: 2, end: 7, before: 200, after: 1300 });
  });

  it('keeps the total height whatever is drawn', () => {
    const heights = [120, 80, 100, 150, 60, 90, 110];
    const total = heights.reduce((a, b) => a + b, 0);
    for (const top of [-500, 0, 130, 333, 500, 700, 2000]) {
      const r = windowRange(heights, top, top + 200);
      const drawn = heights.slice(r.start, r.end).reduce((a, b) => a + b, 0);
      expect(r.before + drawn + r.after).toBe(total);
    }
  });

  it('follows rows of different heights', () => {
    // 0-50, 50-250, 250-260, 260-460: the band 240-255 touches rows 1 and 2.
    expect(windowRange([50, 200, 10, 200], 240, 255)).toEqual({ start: 1, end: 3, before: 50, after: 200 });
  });

  it('draws from the first row when the band starts above the list', () => {
    expect(windowRange(rows(50), -900, 150)).toEqual({ start: 0, end: 2, before: 0, after: 4800 });
  });

  it('draws the last row when the band is below the list', () => {
    expect(windowRange(rows(10), 5000, 6000)).toEqual({ start: 9, end: 10, before: 900, after: 0 });
  });

  it('draws one row when the band is empty', () => {
    expect(windowRange(rows(10), 2000, 2000)).toEqual({ start: 9, end: 10, before: 900, after: 0 });
    expect(windowRange(rows(10), -100, -100)).toEqual({ start: 0, end: 1, before: 0, after: 900 });
  });
});

describe('nextRange', () => {
  const heights = Array.from({ length: 100 }, () => 100);

  it('holds the drawn band while the viewport stays inside it', () => {
    const current = windowRange(heights, 1000 - 800, 1800 + 800); // rows 2-25
    expect(nextRange(heights, current, 1300, 2100, 800, 200)).toEqual(current);
  });

  it('moves the band once the viewport nears its edge', () => {
    const current = windowRange(heights, 200, 2600); // rows 2-25, drawn 200-2600
    expect(nextRange(heights, current, 1700, 2500, 800, 200)).toEqual(windowRange(heights, 900, 3300));
  });

  it('recomputes the padding of a held band when rows were added', () => {
    const current = windowRange(heights, 200, 2600);
    const more = [...heights, ...heights];
    expect(nextRange(more, current, 1000, 1800, 800, 200)).toEqual({ ...current, after: current.after + 10_000 });
  });

  it('places a new band when the rows it held are gone', () => {
    const current = windowRange(heights, 5000, 7000);
    expect(nextRange(heights.slice(0, 10), current, 0, 800, 800, 200)).toEqual(windowRange(heights.slice(0, 10), -800, 1600));
  });
});
