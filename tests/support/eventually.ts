// Waiting for the rendered app to catch up, also under `vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })`:
// RTL's waitFor drains with setTimeout and never returns while it is faked, so this polls on the timers
// captured at import (real) and lets React flush inside act between tries.
import { act } from '@testing-library/react';

const realSetTimeout = globalThis.setTimeout.bind(globalThis);

export const pause = (ms: number) => new Promise<void>((resolve) => void realSetTimeout(resolve, ms));

/**
 * Retries `check` until it stops throwing; after `timeout` ms of real time, throws its last error. The
 * default is generous for a busy 2-core machine: only a failing check waits that long.
 */
export async function eventually<T>(check: () => T, { timeout = 4000, interval = 3 }: { timeout?: number; interval?: number } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await act(() => pause(interval));
  }
}
