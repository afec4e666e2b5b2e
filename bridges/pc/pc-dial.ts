// dial in a browser: the digits go to the operating system's tel: handler (a phone browser's dialler, a
// desktop's phone-link or softphone app) through a hidden anchor clicked from script. A tel: link hands
// off without unloading the page; no target, so no blank tab is left behind (docs/bridge.md section 7).
import { Effect } from 'effect';
import { BridgeFailed, BridgeUnavailable } from '../contract';
import type { BridgeRejected } from '../contract';
import { safePhone } from '../safe-phone';

export function pcDial(win: Window, phone: string): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed> {
  return safePhone('dial', phone).pipe(
    Effect.flatMap((digits): Effect.Effect<void, BridgeUnavailable | BridgeFailed> => {
      const doc = win.document as Document | undefined;
      const parent = doc?.body ?? doc?.documentElement;
      if (!doc || !parent) return Effect.fail(new BridgeUnavailable({ action: 'dial', platform: 'PC', reason: 'not-on-platform' }));
      return Effect.try({
        try: () => {
          const anchor = doc.createElement('a');
          anchor.href = `tel:${digits}`;
          anchor.hidden = true;
          parent.append(anchor);
          try {
            anchor.click();
          } finally {
            anchor.remove();
          }
        },
        catch: (cause) => new BridgeFailed({ action: 'dial', message: String(cause) }),
      });
    }),
  );
}
