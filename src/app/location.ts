// The browser URL as the app machine's input. wouter patches pushState/replaceState to emit events of
// those names, so link clicks, machine redirects and the back button all arrive here.
import 'wouter/use-browser-location';
import type { Location } from '../domain/routes';

const EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

export const currentLocation = (win: Window): Location => ({ path: win.location.pathname, search: win.location.search.replace(/^\?/, '') });

export function onLocationChange(win: Window, listener: () => void): () => void {
  let last = `${win.location.pathname}${win.location.search}`;
  const handler = () => {
    const now = `${win.location.pathname}${win.location.search}`;
    if (now === last) return;
    last = now;
    listener();
  };
  EVENTS.forEach((e) => win.addEventListener(e, handler));
  return () => EVENTS.forEach((e) => win.removeEventListener(e, handler));
}
