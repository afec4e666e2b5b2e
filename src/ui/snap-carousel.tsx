// A row of cards that swipes with the finger (CSS scroll snap: the browser's own touch scrolling, no
// library), a dot per position that follows the scroll and moves there on a tap, and the arrow keys.
// How many cards show at once is the stylesheet's (--per-view); the dots count the positions the row
// can actually stop at, so when every card fits there are none. The scroll position is the view's own.
import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export function SnapCarousel({ label, children, className }: { readonly label: string; readonly children: ReactNode; readonly className?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const slides = Children.toArray(children);
  const [positions, setPositions] = useState(slides.length);
  const [active, setActive] = useState(0);

  /** The slides' left edges the row can scroll to (the last ones may share the end position). */
  const stops = useCallback((): number[] => {
    const el = track.current;
    if (!el) return [];
    // Sub-pixel column widths can leave a pixel or two of overflow: that is no second position.
    const end = Math.max(0, el.scrollWidth - el.clientWidth);
    const lefts = [...el.children].map((c) => (c as HTMLElement).offsetLeft - el.offsetLeft);
    const reachable = lefts.filter((l) => l <= end + 2);
    return reachable.length < lefts.length && end - (reachable.at(-1) ?? 0) > 2 ? [...reachable, end] : reachable;
  }, []);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const at = stops();
    setPositions(at.length);
    const nearest = at.reduce((best, l, i) => (Math.abs(l - el.scrollLeft) < Math.abs((at[best] ?? 0) - el.scrollLeft) ? i : best), 0);
    setActive(nearest);
  }, [stops]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  const go = (index: number) => {
    const at = stops();
    const left = at[Math.max(0, Math.min(index, at.length - 1))];
    if (left !== undefined) track.current?.scrollTo({ left, behavior: 'smooth' });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    go(active + (e.key === 'ArrowRight' ? 1 : -1));
  };

  return (
    <div className={`snap-carousel ${className ?? ''}`} role="group" aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className="snap-track" tabIndex={0} onScroll={measure} onKeyDown={onKey}>
        {slides.map((slide, i) => (
          <li key={i} className="snap-slide" aria-label={`${i + 1} / ${slides.length}`}>
            {slide}
          </li>
        ))}
      </ul>
      {positions > 1 && (
        <div className="snap-dots">
          {Array.from({ length: positions }, (_, i) => (
            <button key={i} type="button" className="snap-dot" aria-label={`${i + 1}번째 카드로 이동`} aria-current={i === active} onClick={() => go(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
