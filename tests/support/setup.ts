// Vitest setup for every tier: DOM matchers, RTL cleanup (globals are off, so it is not automatic),
// every render inside React's StrictMode, as `npm run dev` renders the app: components mount,
// unmount and mount again, so actors that a first unmount stops must come back whole.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ reactStrictMode: true });

// jsdom has no matchMedia; the app asks it for the desktop layout (and Swiper for its breakpoints).
// Nothing matches here, so rendered tests see the phone layout; Playwright covers the desktop one.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
