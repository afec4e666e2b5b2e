// Vitest setup for every tier: DOM matchers, and RTL cleanup (globals are off, so it is not automatic).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
