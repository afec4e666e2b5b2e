// Draws only the rows of a long, window-scrolled list that are near the viewport (window-range.ts): with
// 2,000 customers loaded, drawing every row made each scroll step and each appended page re-lay-out and
// repaint them all (long tasks of hundreds of ms on a slow phone; docs/performance.md). Rows are measured as
// they are drawn and remembered by key; rows not yet drawn count as `estimatePx`. The drawn band is held
// while the screen stays inside it by a margin. Where the browser lays nothing out (a hidden list, or a DOM
// without layout) every row is drawn. Find-in-page sees only drawn rows: the list has its own search.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { nextRange, sameRange, windowRange, type WindowRange } from './window-range';

export interface WindowedRows<T> {
  readonly listRef: RefObject<HTMLUListElement | null>;
  readonly range: WindowRange;
  readonly visible: readonly T[];
}

/**
 * `overscanPx`: how far beyond the screen a newly placed band reaches; it is placed again once the screen is
 * within `marginPx` of its edge. The gap between the two is what scrolls between redraws: a row or two, as
 * each new row costs its layout (a few ms on a fast phone, 10-20 ms on a slow one), so a redraw stays short.
 */
export function useWindowedRows<T>(items: readonly T[], keyOf: (item: T) => string, estimatePx: number, overscanPx = 600, marginPx = 450): WindowedRows<T> {
  const listRef = useRef<HTMLUListElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const laidOut = useRef(true);
  const all = useMemo<WindowRange>(() => ({ start: 0, end: items.length, before: 0, after: 0 }), [items.length]);
  const [range, setRange] = useState<WindowRange>(() => windowRange(items.map(() => estimatePx), 0, overscanPx * 2));

  const latest = useRef({ items, keyOf, estimatePx, overscanPx, marginPx });
  latest.current = { items, keyOf, estimatePx, overscanPx, marginPx };

  const update = useCallback(() => {
    const ul = listRef.current;
    if (!ul) return;
    const { items: xs, keyOf: key, estimatePx: est, overscanPx: over, marginPx: margin } = latest.current;
    const top = -ul.getBoundingClientRect().top;
    const hs = xs.map((x) => heights.current.get(key(x)) ?? est);
    setRange((r) => {
      const next = laidOut.current ? nextRange(hs, r, top, top + window.innerHeight, over, margin) : { start: 0, end: xs.length, before: 0, after: 0 };
      return sameRange(r, next) ? r : next;
    });
  }, []);

  // After every draw: measure the drawn rows, then place the band where the page now is.
  useLayoutEffect(() => {
    const ul = listRef.current;
    if (!ul) return;
    const drawn = Array.from(ul.children) as HTMLElement[];
    const sized = drawn.filter((li) => li.offsetHeight > 0);
    laidOut.current = drawn.length === 0 || sized.length > 0;
    for (const li of sized) {
      const k = li.dataset.key;
      if (k !== undefined) heights.current.set(k, li.offsetHeight);
    }
    update();
  });

  useLayoutEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), update()));
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [update]);

  const r = laidOut.current ? clamp(range, items.length) : all;
  return { listRef, range: r, visible: items.slice(r.start, r.end) };
}

/** A range computed for an earlier, longer list (a new search) never points past the rows there are: until the band is placed again, the rows from the top. */
function clamp(r: WindowRange, n: number): WindowRange {
  return r.end <= n ? r : { start: 0, end: n, before: 0, after: 0 };
}
