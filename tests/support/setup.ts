// Vitest setup for every tier: DOM matchers, RTL cleanup (globals are off, so it is not automatic),
// and every render inside React's StrictMode, as `npm run dev` renders the app: components mount,
// unmount and mount again, so actors that a first unmount stops must come back whole.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ reactStrictMode: true });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
