// Bench reference (c), built and weighed, never timed: the least a /login can load in the client's fixed
// shape — the login statechart and screen, the Auth service on an Effect runtime with the API client, the
// storage and the native bridge (rxjs), the app's styles — and none of the app lifecycle /login also runs
// (maintenance and version checks, session restore, route guards, the static form's hand-over). Its bytes
// above the floor page (b) tell what issue 19's "25 kB above the floor" leaves for that lifecycle.
import { Effect, Layer, ManagedRuntime } from 'effect';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import '../../../../src/ui/styles.css';
import { bridgeLayerFor, createNativeChannel } from '../../../../bridges/index';
import { loginMachine } from '../../../../machines/login/login.machine';
import { fromEffectOn } from '../../../../src/app/from-effect';
import { readUserAgent } from '../../../../src/domain/shared/platform';
import { LoginScreen } from '../../../../src/screens/login/login-screen';
import { Api } from '../../../../src/services/api.service';
import { AppData } from '../../../../src/services/app-data.service';
import { Auth } from '../../../../src/services/auth.service';
import { Clock } from '../../../../src/services/clock.service';
import { ApiConfig } from '../../../../src/services/config.service';
import { Device } from '../../../../src/services/device.service';
import { SessionStore } from '../../../../src/services/session-store.service';
import { UiMemory } from '../../../../src/services/ui-memory.service';
import { WebStorage } from '../../../../src/services/web-storage.service';

const env = readUserAgent(navigator.userAgent);
const base = Layer.mergeAll(
  WebStorage.layer({ local: localStorage, session: sessionStorage }),
  ApiConfig.layer(ApiConfig.fromEnv({})),
  bridgeLayerFor(env, window, createNativeChannel(window)),
  Clock.layer,
);
const device = Layer.provideMerge(Layer.mergeAll(Device.layer(env, '1.0.0', () => crypto.randomUUID()), SessionStore.layer, UiMemory.layer), base);
const runtime = ManagedRuntime.make(Layer.provideMerge(Auth.layer, Layer.provideMerge(Layer.mergeAll(Api.layer((i, n) => fetch(i, n)), AppData.layer), device)));
const auth = runtime.runSync(Auth.use((a) => Effect.succeed(a)));
const { deviceUuid } = runtime.runSync(Device.use((d) => Effect.succeed(d)));
const fromEffect = fromEffectOn(runtime);
const login = createActor(
  loginMachine.provide({ actors: { signIn: fromEffect((c: { userId: string; password: string; autoLogin: boolean }) => auth.signIn(c)) } }),
  { input: { remembered: runtime.runSync(auth.remembered()), deviceUuid } },
).start();

createRoot(document.getElementById('root')!).render(<LoginScreen actor={login} />);
