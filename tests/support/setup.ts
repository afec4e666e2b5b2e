// Vitest setup for the jsdom project (vite.config.ts): DOM matchers, RTL cleanup (globals are off, so it
// is not automatic), every render inside React's StrictMode, as `npm run dev` renders the app: components
// mount, unmount and mount again, so actors that a first unmount stops must come back whole.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor/findBy give up after 4 s of real time, as `eventually` does (tests/support/eventually.ts): on a busy
// 2-core machine a rendered update can take well over RTL's default 1 s, and a passing check returns at once.
configure({ reactStrictMode: true, asyncUtilTimeout: 4000 });

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
