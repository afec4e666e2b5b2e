// The app machine with every effect it declares implemented on the Effect runtime and the browser:
// navigation through the History API, native bridge calls, API-backed actors, and the one callback
// actor that turns native events, API signals and URL changes into machine events.
import { Effect } from 'effect';
import { fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { eduQrMachine } from '../../../machines/edu-qr/edu-qr.machine';
import { loginMachine } from '../../../machines/login/login.machine';
import { popupsMachine } from '../../../machines/popups/popups.machine';
import { NativeBridge } from '../../../bridges/contract';
import { AccessLog } from '../../services/access-log.service';
import { Api } from '../../services/api.service';
import { AppData } from '../../services/app-data.service';
import { AppInfo } from '../../services/app-info.service';
import { Auth } from '../../services/auth.service';
import { eduQrActors } from '../edu-qr/edu-qr-actors';
import { popupActors } from '../popups/popups-actors';
import type { AppServices } from '../app-layer';
import { fromEffectOn, type Runtime } from '../from-effect';
import { locationSource } from '../location';
import { loadRouteView } from '../route-views';

export interface AppActorDeps {
  readonly runtime: Runtime<AppServices>;
  readonly win: Window;
  /** The outside page for a forgotten password. */
  readonly forgotPasswordUrl: string;
  /** Loads a screen's code; tests may slow or fail it. */
  readonly loadRoute?: (name: string) => Promise<void>;
}

export function provideAppMachine({ runtime, win, forgotPasswordUrl, loadRoute = loadRouteView }: AppActorDeps) {
  const fromEffect = fromEffectOn(runtime);
  const services = runtime.runSync(
    Effect.gen(function* () {
      return { api: yield* Api, bridge: yield* NativeBridge, auth: yield* Auth, log: yield* AccessLog, appData: yield* AppData };
    }),
  );
  const fork = <E>(e: Effect.Effect<void, E, AppServices>) => void runtime.runFork(Effect.ignore(e));
  const absolute = (url: string) => new URL(url, win.location.origin).href;
  const location = locationSource(win);

  return appMachine.provide({
    actors: {
      loadWorkNotice: fromEffect(() => AppInfo.use((i) => i.workNotice())),
      checkVersion: fromEffect(() => AppInfo.use((i) => i.versionInfo())),
      restoreSession: fromEffect(() => services.auth.restore()),
      verifyUser: fromEffect(({ session }) => services.auth.verify(session)),
      logout: fromEffect(() => services.auth.logout()),
      loadRoute: fromPromise<void, { name: string }>(({ input }) => loadRoute(input.name)),
      loginFlow: loginMachine.provide({
        actors: { signIn: fromEffect((c: { userId: string; password: string; autoLogin: boolean }) => services.auth.signIn(c)) },
        actions: { openForgotPassword: () => fork(services.bridge.openExternalLink(forgotPasswordUrl)) },
      }),
      eduQr: eduQrMachine.provide({ actors: eduQrActors(fromEffect) }),
      popups: popupsMachine.provide({ actors: popupActors(fromEffect, false) }),
      watchSystem: fromCallback(({ sendBack }) => {
        let watching = true;
        const subs = [
          services.bridge.events$.subscribe((e) => {
            if (e.name === 'resumed') sendBack({ type: 'app.resumed' });
            else if (e.name === 'pushToken') sendBack({ type: 'bridge.pushToken', token: e.token });
            else if (e.name === 'backPressed') sendBack({ type: 'bridge.backPressed' });
            // The shake setting is read first, so the machine decides on what the user chose.
            else if (e.name === 'shake')
              void runtime.runPromise(services.appData.shake()).then((setting) => watching && sendBack({ type: 'bridge.shaken', setting }));
          }),
          services.api.signals$.subscribe((s) =>
            sendBack(s.kind === 'session' ? { type: 'api.sessionRejected', rt: s.error.rt, rtMsg: s.error.rtMsg } : { type: 'api.maintenance' }),
          ),
          services.api.blocking$.subscribe((count) => sendBack({ type: 'api.blockingChanged', count })),
        ];
        const stopLocation = location.subscribe((loc) => sendBack({ type: 'route.changed', location: loc }));
        return () => {
          watching = false;
          subs.forEach((s) => s.unsubscribe());
          stopLocation();
        };
      }),
    },
    actions: {
      navigate: (_, { to }) => location.replace(to),
      notifyRoute: (_, { name }) => fork(services.bridge.routeChanged(name)),
      logAccess: (_, { route }) => fork(services.log.log(route, win.location.origin)),
      requestAppUpdate: (_, { downloadUrl }) => fork(services.bridge.appUpdate(absolute(downloadUrl || '/download'))),
      // Stored synchronously: the next call (after the navigation this transition also asks for) must carry the token.
      persistSession: (_, { session, remembered }) => runtime.runSync(services.auth.keep(session, remembered)),
      endSession: () => runtime.runSync(services.auth.endSession()),
      registerPushToken: (_, { token }) => fork(services.auth.registerPushToken(token)),
      goBack: () => (location.canGoBack() ? win.history.back() : fork(services.bridge.close())),
      closeWebView: () => fork(services.bridge.close()),
    },
  });
}
