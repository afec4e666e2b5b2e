// Screen flow machines with their Effect-backed actors, built once per runtime. Screens receive the
// provided machine through the app context and create their own actor from it.
import { Effect } from 'effect';
import { NativeBridge } from '../../bridges/contract';
import { downloadMachine } from '../../machines/download/download.machine';
import { kstDay } from '../domain/shared/format';
import { AppInfo } from '../services/app-info.service';
import { Clock } from '../services/clock.service';
import type { AppServices } from './app-layer';
import { fromEffectOn, type Runtime } from './from-effect';
import type { provideOutbox } from './outbox/outbox-actors';

type OutboxMachine = ReturnType<typeof provideOutbox>;

export function makeFlows(runtime: Runtime<AppServices>) {
  const fromEffect = fromEffectOn(runtime);
  let outbox: Promise<OutboxMachine> | undefined;
  return {
    /** For screens loaded on demand: they provide their own machines with it, keeping them off the boot path. */
    fromEffect,
    /** For machine actions run inside a click: reserves where an outside link known only later will open. */
    reserveExternalLink: () => runtime.runSync(NativeBridge.use((bridge) => bridge.reserveExternalLink())),
    /** What the shell tells the page (hot; subscribe while listening): for callback actors that follow it. */
    nativeEvents: () => runtime.runSync(NativeBridge.use((bridge) => Effect.succeed(bridge.events$))),
    /** Today in Korea (yyyy-mm-dd) by the app's clock: a form's default day, given as its machine's input. */
    today: () => runtime.runSync(Clock.use((c) => c.now).pipe(Effect.map(kstDay))),
    /**
     * The outbox (issue 18): one actor per signed-in user, started with the chrome's pending-saves indicator.
     * Loaded with it, after sign-in, so the machine stays off the /login path.
     */
    // One load per runtime, shared by every render that asks (React may render twice and keep one); a load
    // the network cut is forgotten, so the indicator's next attempt loads again.
    loadOutbox: (): Promise<OutboxMachine> =>
      (outbox ??= import('./outbox/outbox-actors').then(
        (m) => m.provideOutbox(runtime, window),
        (e: unknown) => {
          outbox = undefined;
          throw e;
        },
      )),
    download: downloadMachine.provide({
      actors: { loadLinks: fromEffect(() => AppInfo.use((info) => info.downloadLinks())) },
    }),
  };
}

export type Flows = ReturnType<typeof makeFlows>;
export type FromEffect = Flows['fromEffect'];
