// requestLocation in the desktop browser, through navigator.geolocation. It keeps its own 15 s limit
// because the browser's `timeout` option does not count the time a permission prompt stays open.
import { Effect } from 'effect';
import { awaitAnswer } from '../await-answer';
import { BRIDGE_TIMEOUT_MS, BridgeFailed, BridgeTimeout, BridgeUnavailable } from '../contract';
import type { LocationFix } from '../contract';

const action = 'requestLocation';
const timeoutMs = BRIDGE_TIMEOUT_MS.requestLocation;

export function pcRequestLocation(win: Window): Effect.Effect<LocationFix, BridgeUnavailable | BridgeTimeout | BridgeFailed> {
  return Effect.suspend((): Effect.Effect<LocationFix, BridgeUnavailable | BridgeTimeout | BridgeFailed> => {
    const geolocation = win.navigator.geolocation as Geolocation | undefined;
    if (typeof geolocation?.getCurrentPosition !== 'function') {
      return Effect.fail(new BridgeUnavailable({ action, platform: 'PC', reason: 'not-on-platform' }));
    }
    return awaitAnswer<LocationFix, BridgeTimeout | BridgeFailed>({
      action,
      timeoutMs,
      start: (settle) => {
        try {
          geolocation.getCurrentPosition(
            ({ coords }) => settle(Effect.succeed({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy })),
            (error) =>
              settle(
                error.code === error.TIMEOUT
                  ? Effect.fail(new BridgeTimeout({ action, afterMs: timeoutMs }))
                  : Effect.fail(new BridgeFailed({ action, message: error.message || `geolocation error ${error.code}` })),
              ),
            { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
          );
        } catch (cause) {
          settle(Effect.fail(new BridgeFailed({ action, message: String(cause) })));
        }
        // The browser offers no way to cancel a pending position request; a late answer is dropped.
        return () => undefined;
      },
    });
  });
}
