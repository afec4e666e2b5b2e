// Vitest setup for the jsdom project (vite.config.ts): DOM matchers, what RTL does by itself only where the
// runner's hooks are globals (they are off here): cleanup after each test and an act environment; every
// render inside React's StrictMode, as `npm run dev` renders the app: components mount, unmount and mount
// again, so actors that a first unmount stops must come back whole.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

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

// React checks act() against this flag: unset, an awaited act() that flushes after RTL has put the flag back
// logs "The current testing environment is not configured to support act(...)", and an update outside act
// goes unreported. Set, React reports updates that are not wrapped in act, as RTL's own setup has it.
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actGlobal.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
