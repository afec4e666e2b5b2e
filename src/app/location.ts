// The browser URL as the app machine's input. wouter patches pushState/replaceState to emit events of
// those names, so link clicks and the back button arrive here. The machine's own navigations are
// replaced through `replace`, whose echo is dropped: the machine already handled that location.
import { navigate } from 'wouter/use-browser-location';
import type { Location } from '../domain/app/routes';

const EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

export const currentLocation = (win: Window): Location => ({ path: win.location.pathname, search: win.location.search.replace(/^\?/, '') });

export interface LocationSource {
  /** Calls `listener` for every URL change not made by `replace`. */
  subscribe(listener: (loc: Location) => void): () => void;
  /** Replace the URL without reporting it back. */
  replace(to: string): void;
  /** Whether "back" stays inside the app: entries this page pushed, minus those popped. */
  canGoBack(): boolean;
}

export function locationSource(win: Window): LocationSource {
  let echo: string | null = null;
  // History entries before the app (another site, about:blank) must not be reached by "back".
  let depth = 0;
  const href = () => `${win.location.pathname}${win.location.search}`;
  return {
    subscribe(listener) {
      const handler = (e: Event) => {
        if (e.type === 'pushState') depth++;
        if (e.type === 'popstate') depth = Math.max(0, depth - 1);
        if (echo !== null && href() === echo) {
          echo = null;
          return;
        }
        echo = null;
        listener(currentLocation(win));
      };
      EVENTS.forEach((e) => win.addEventListener(e, handler));
      return () => EVENTS.forEach((e) => win.removeEventListener(e, handler));
    },
    replace(to) {
      echo = to;
      navigate(to, { replace: true });
      if (href() !== to) echo = null;
    },
    canGoBack: () => depth > 0,
  };
}
