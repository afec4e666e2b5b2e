// reserveExternalLink in a browser: a blank window opened while the user's click is handled (the only
// moment a browser lets a page open one; Safari blocks window.open after an await, Chrome ~5 s after the
// click), cut from this window at once, and later sent to the link or closed (docs/decisions.md D43).
import { Effect } from 'effect';
import { BridgeFailed } from '../contract';
import type { BridgeRejected, ReservedLink } from '../contract';
import { safeLink } from '../safe-link';

/**
 * The blank window, without a way back to this one, or null (blocked). 'noopener' cannot be used: it
 * also hides the new window from this page, which must still send it to the link, so the opener is cut
 * by hand before anything loads there; a window whose opener cannot be cut is closed, not used.
 */
function openBlankDetached(win: Window): Window | null {
  let held: Window | null;
  try {
    held = win.open('', '_blank');
  } catch {
    return null;
  }
  if (!held) return null;
  try {
    held.opener = null;
    if (held.opener === null) return held;
  } catch {
    // Falls through to closing it.
  }
  held.close();
  return null;
}

/**
 * Reserves the window now (call it synchronously inside the click). `openDetached` is openExternalLink's
 * own window.open, the last try when the browser blocked the blank window (it may block that one too).
 */
export function reserveWindow(win: Window, openDetached: (url: string) => Effect.Effect<void, BridgeFailed>): ReservedLink {
  let held = openBlankDetached(win);
  let used = false;
  const take = () => {
    const w = held;
    held = null;
    used = true;
    return w;
  };
  const release = () =>
    Effect.sync(() => {
      const w = take();
      if (w && !w.closed) w.close();
    });

  return {
    open: (url) =>
      safeLink('openExternalLink', url).pipe(
        // A refused link leaves no blank window behind.
        Effect.tapError(() => release()),
        Effect.flatMap((safe): Effect.Effect<void, BridgeRejected | BridgeFailed> => {
          const blocked = !used && held === null;
          const w = take();
          if (w === null) return blocked ? openDetached(safe) : Effect.fail(new BridgeFailed({ action: 'openExternalLink', message: 'reserved window already used' }));
          // The user closed the blank window while the link was on its way: they no longer want it.
          if (w.closed) return Effect.void;
          return Effect.try({
            // replace: the blank page does not stay in the new window's history.
            try: () => w.location.replace(safe),
            catch: (cause) => {
              w.close();
              return new BridgeFailed({ action: 'openExternalLink', message: String(cause) });
            },
          });
        }),
      ),
    release,
  };
}
