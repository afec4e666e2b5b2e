// The app's real Effect layer for model tests of one screen: this window (fake shell or PC bridge, per the
// user agent), the request gate's fetch, web storage, and optionally a fixed or simulated clock.
import { type Layer, ManagedRuntime } from 'effect';
import { createNativeChannel } from '../../bridges/channel';
import { appLayer } from '../../src/app/app-layer';
import { readUserAgent } from '../../src/domain/shared/platform';
import type { FetchFn } from '../../src/services/api.service';
import type { Clock } from '../../src/services/clock.service';
import { ApiConfig } from '../../src/services/config.service';

export const testAppRuntime = (fetch: FetchFn, deviceUuid: string, clock?: Layer.Layer<Clock>) =>
  ManagedRuntime.make(
    appLayer({
      win: window,
      env: readUserAgent(navigator.userAgent),
      webVersion: '1.0.0',
      fetch,
      channel: createNativeChannel(window),
      config: { ...ApiConfig.defaults, baseUrl: 'http://localhost' },
      newId: () => deviceUuid,
      storage: { local: localStorage, session: sessionStorage },
      ...(clock ? { clock } : {}),
    }),
  );
