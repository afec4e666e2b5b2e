// The end of an infinite list: asks for more when it scrolls into view; the button works without an
// IntersectionObserver (and for keyboard users).
import { useEffect, useRef } from 'react';

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
  return (
    <div ref={ref} className={className}>
      <button type="button" className="btn btn-secondary" onClick={onVisible}>
        {label}
      </button>
    </div>
  );
}
