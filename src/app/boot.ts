// Starts the app in a window: builds the Effect runtime for the detected platform, reads the device
// and the remembered login form, and starts the app machine. The entry and the app-level tests both
// boot through here, so tests exercise the same wiring as users.
import { Effect, ManagedRuntime } from 'effect';
import { createActor, type ActorOptions, type AnyStateMachine } from 'xstate';

type ActorClock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;
import { createNativeChannel } from '../../bridges/index';
import { readUserAgent } from '../domain/shared/platform';
import type { FetchFn } from '../services/api.service';
import { Auth } from '../services/auth.service';
import type { ApiConfigShape } from '../services/config.service';
import { Device } from '../services/device.service';
import type { StorageLike } from '../services/web-storage.service';
import { provideAppMachine } from './app/app-actors';
import { appLayer } from './app-layer';
import { makeFlows } from './flows';
import { currentLocation } from './location';

export interface BootOptions {
  readonly win: Window;
  readonly fetch: FetchFn;
  readonly config: ApiConfigShape;
  readonly webVersion: string;
  readonly forgotPasswordUrl: string;
  readonly storage?: { readonly local: StorageLike; readonly session: StorageLike };
  readonly loadRoute?: (name: string) => Promise<void>;
  /** The statechart timers' clock (tests drive the 120 s chunk time-out with a simulated one). */
  readonly clock?: ActorClock;
}

export function bootApp(o: BootOptions) {
  const env = readUserAgent(o.win.navigator.userAgent);
  const channel = createNativeChannel(o.win);
  const runtime = ManagedRuntime.make(
    appLayer({
      win: o.win,
      env,
      webVersion: o.webVersion,
      fetch: o.fetch,
      channel,
      config: o.config,
      newId: () => o.win.crypto.randomUUID(),
      storage: o.storage ?? { local: o.win.localStorage, session: o.win.sessionStorage },
    }),
  );
  const { device, remembered } = runtime.runSync(
    Effect.gen(function* () {
      return { device: yield* Device, remembered: yield* (yield* Auth).remembered() };
    }),
  );
  const machine = provideAppMachine({ runtime, win: o.win, forgotPasswordUrl: o.forgotPasswordUrl, loadRoute: o.loadRoute });
  const app = createActor(machine, {
    input: { env, location: currentLocation(o.win), deviceUuid: device.deviceUuid, remembered },
    ...(o.clock ? { clock: o.clock } : {}),
  });
  return { app, runtime, flows: makeFlows(runtime) };
}
