// Which rows of a long list to draw: those within a band around the viewport, with the space of the rows
// above and below kept as padding so the page scrolls as if every row were there (use-windowed-rows.ts).

export interface WindowRange {
  /** First drawn row and one past the last. */
  readonly start: number;
  readonly end: number;
  /** Height of the rows above `start` and below `end`, in px. */
  readonly before: number;
  readonly after: number;
}

/**
 * The rows overlapping [top, bottom) (px from the list's top edge; the band already includes any overscan)
 * given each row's height. Always at least one row of a non-empty list, so a list scrolled past shows its last
 * row and one far below its first row still draws its first.
 */
export function windowRange(heights: readonly number[], top: number, bottom: number): WindowRange {
  const n = heights.length;
  if (n === 0) return { start: 0, end: 0, before: 0, after: 0 };
  let y = 0;
  let start = 0;
  while (start < n - 1 && y + heights[start]! <= top) y += heights[start++]!;
  const before = y;
  let end = start;
  while (end < n && y < bottom) y += heights[end++]!;
  if (end === start) y += heights[end++]!;
  let after = 0;
  for (let i = end; i < n; i++) after += heights[i]!;
  return { start, end, before, after };
}

/** The range of rows start..end with its padding for these heights (a drawn band kept while the page moves within it). */
export function spanOf(heights: readonly number[], start: number, end: number): WindowRange {
  let before = 0;
  let after = 0;
  for (let i = 0; i < start; i++) before += heights[i]!;
  for (let i = end; i < heights.length; i++) after += heights[i]!;
  return { start, end, before, after };
}

/**
 * The band to draw for a viewport [top, bottom) (px from the list's top): the current one while the viewport
 * stays `marginPx` inside what it draws, else a new one reaching `overscanPx` beyond the viewport. Holding the
 * band means the list is redrawn once every few hundred px scrolled, not at every row.
 */
export function nextRange(heights: readonly number[], current: WindowRange, top: number, bottom: number, overscanPx: number, marginPx: number): WindowRange {
  const n = heights.length;
  if (current.end <= n && current.end > current.start) {
    const held = spanOf(heights, current.start, current.end);
    const total = heights.reduce((a, b) => a + b, 0);
    const coversTop = current.start === 0 || top - marginPx >= held.before;
    const coversBottom = current.end === n || bottom + marginPx <= total - held.after;
    if (coversTop && coversBottom) return held;
  }
  return windowRange(heights, top - overscanPx, bottom + overscanPx);
}

export const sameRange = (a: WindowRange, b: WindowRange) => a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;
