// Waits until the browser has painted the next frame: a load started from a tap then runs in a task of its
// own, after the frame that shows what the tap changed (the new month drawn at once, its marks after).
// Without animation frames, or while the page is hidden (no frame comes then), it goes on at once.
import { Effect } from 'effect';

export const afterPaint: Effect.Effect<void> = Effect.callback<void>((resume) => {
  if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) {
    resume(Effect.void);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs before the paint; the timer after it, in a new task.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => resume(Effect.void), 0);
  });
  return Effect.sync(() => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  });
});
