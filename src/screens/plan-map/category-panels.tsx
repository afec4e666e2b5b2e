// The plan map's category panels side by side in a row that swipes with the finger (CSS scroll snap: the
// browser's own touch scrolling, no library; swiper cost the map's chunk 28 kB gzip). A swipe that comes to
// rest on a panel reports it; a category chosen elsewhere (a tab) moves the row there. The row takes the
// height of the panel shown, as swiper's autoHeight did.
import { Children, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

export function CategoryPanels({ index, onSettle, children }: { readonly index: number; readonly onSettle: (index: number) => void; readonly children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const count = Children.count(children);
  // Read by the scroll listener, which is attached once.
  const latest = useRef({ index, onSettle });
  latest.current = { index, onSettle };

  // Instant: a smooth scroll would pass other panels' resting points on its way.
  useLayoutEffect(() => {
    const el = track.current;
    if (el && Math.abs(el.scrollLeft - index * el.clientWidth) > 1) el.scrollTo({ left: index * el.clientWidth, behavior: 'instant' });
  }, [index, count]);

  useEffect(() => {
    const el = track.current;
    const panel = el?.children[index] as HTMLElement | undefined;
    if (!el || !panel) return;
    const fit = () => void (el.style.height = `${panel.offsetHeight}px`);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [index, count]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // At rest on a panel: snap points are whole widths. `scrollend` where the browser has it (Chromium's
    // WebView), else every scroll event that lands on one.
    const settled = () => {
      const width = el.clientWidth;
      if (width === 0) return;
      const nearest = Math.round(el.scrollLeft / width);
      if (Math.abs(el.scrollLeft - nearest * width) < 1 && nearest !== latest.current.index && nearest < el.children.length) latest.current.onSettle(nearest);
    };
    const type = 'onscrollend' in window ? 'scrollend' : 'scroll';
    el.addEventListener(type, settled, { passive: true });
    return () => el.removeEventListener(type, settled);
  }, []);

  return (
    <div ref={track} className="planmap-panels">
      {children}
    </div>
  );
}
