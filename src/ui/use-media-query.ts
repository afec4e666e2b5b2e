// Whether a CSS media query matches, kept current as the window resizes. A view concern (which layout
// to draw), read through useSyncExternalStore; where matchMedia is missing (jsdom) nothing matches.
import { useCallback, useSyncExternalStore } from 'react';

/** From this width the chrome is the desktop layout: navigation beside the content, no footer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, matches, () => false);
}
