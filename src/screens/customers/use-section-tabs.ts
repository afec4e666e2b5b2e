// The detail's tab bar (spec 2 §2, §9): a tab scrolls its section to just under the sticky bar (the
// sections' scroll-margin is the 110 px sticky offset), and the bar follows the scroll, marking the last
// section whose top has come within 120 px (detail.ts sectionInView). Where the page is scrolled is the
// browser's; this reads it once per frame.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sectionInView, type SectionKey } from '../../domain/customers/detail';

export function useSectionTabs(sections: readonly SectionKey[]) {
  const elements = useRef(new Map<SectionKey, HTMLElement>());
  const [active, setActive] = useState<SectionKey | null>(sections[0] ?? null);
  // A tab's own scroll keeps that tab marked until the scroll stops (the page may grow meanwhile, or end
  // before the section reaches the line); the user's next scroll follows the sections again.
  const pinned = useRef<ReturnType<typeof setTimeout> | null>(null);
  const order = sections.join(',');

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const keys = order ? (order.split(',') as SectionKey[]) : [];
      const tops = keys.flatMap((key) => {
        const el = elements.current.get(key);
        return el ? [{ key, top: el.getBoundingClientRect().top }] : [];
      });
      // At the very bottom the last section may never reach the line: it is the one being read.
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
      setActive(atEnd ? (keys[keys.length - 1] ?? null) : sectionInView(tops));
    };
    const onScroll = () => {
      if (pinned.current !== null) {
        clearTimeout(pinned.current);
        pinned.current = setTimeout(() => (pinned.current = null), 200);
        return;
      }
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      if (pinned.current !== null) clearTimeout(pinned.current);
    };
  }, [order]);

  const refOf = useCallback(
    (key: SectionKey) => (el: HTMLElement | null) => {
      if (el) elements.current.set(key, el);
      else elements.current.delete(key);
    },
    [],
  );

  const goTo = useCallback((key: SectionKey) => {
    setActive(key);
    if (pinned.current !== null) clearTimeout(pinned.current);
    pinned.current = setTimeout(() => (pinned.current = null), 200);
    const el = elements.current.get(key);
    el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    el?.focus?.({ preventScroll: true });
  }, []);

  return { active, refOf, goTo };
}
