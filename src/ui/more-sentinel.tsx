// The end of an infinite list: asks for more when it scrolls into view; the button works without an
// IntersectionObserver (and for keyboard users).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusBefore } from './focus-return';

export function MoreSentinel({ onVisible, label, className }: { readonly onVisible: () => void; readonly label: string; readonly className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Gone while its button holds focus (the next page loads: Tab brought it into view): focus stays at the
  // list's end, on the control before it, so the next Tab goes on into the rows that come. A layout cleanup
  // runs while the button is still in the page.
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const el = button.current;
    return () => {
      if (el && el === document.activeElement) focusBefore(el);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      <button ref={button} type="button" className="btn btn-secondary" onClick={onVisible}>
        {label}
      </button>
    </div>
  );
}
