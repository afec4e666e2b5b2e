import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

afterEach(() => vi.unstubAllGlobals());

describe('afterPaint', () => {
  it('goes on only after the next animation frame, in a task of its own', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let done = false;
    const running = Effect.runPromise(afterPaint).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 5));
    expect([done, frames.length]).toEqual([false, 1]);
    frames[0]!(0);
    expect(done).toBe(false);
    await running;
    expect(done).toBe(true);
  });

  it('goes on at once while the page is hidden (no frame would come)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('not asked');
    });
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    await Effect.runPromise(afterPaint);
  });
});
