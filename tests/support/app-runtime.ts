// The app's real Effect layer for model tests of one screen: this window (fake shell or PC bridge, per the
// user agent), the request gate's fetch, web storage, and optionally a fixed or simulated clock. The API
// settings here are the whole app's in tests too (app-world.tsx).
import { type Layer, ManagedRuntime } from 'effect';
import { createNativeChannel } from '../../bridges/channel';
import { appLayer } from '../../src/app/app-layer';
import { readUserAgent } from '../../src/domain/shared/platform';
import type { FetchFn } from '../../src/services/api.service';
import type { Clock } from '../../src/services/clock.service';
import { ApiConfig } from '../../src/services/config.service';

/** The API as the tests' fetch answers it: every call to this origin. */
export const TEST_API_CONFIG = { ...ApiConfig.defaults, baseUrl: 'http://localhost' };
export const TEST_WEB_VERSION = '1.0.0';

export const testAppRuntime = (fetch: FetchFn, deviceUuid: string, clock?: Layer.Layer<Clock>) =>
  ManagedRuntime.make(
    appLayer({
      win: window,
      env: readUserAgent(navigator.userAgent),
      webVersion: TEST_WEB_VERSION,
      fetch,
      channel: createNativeChannel(window),
      config: TEST_API_CONFIG,
      newId: () => deviceUuid,
      storage: { local: localStorage, session: sessionStorage },
      ...(clock ? { clock } : {}),
    }),
  );
