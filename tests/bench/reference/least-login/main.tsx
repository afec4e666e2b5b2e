// Bench reference (c), built and weighed, never timed: the least a /login can load in the client's fixed
// shape — the login statechart and screen, the Auth service on an Effect runtime with the API client, the
// storage and the native bridge (rxjs), the app's styles — and none of the app lifecycle /login also runs
// (maintenance and version checks, session restore, route guards, the static form's hand-over). Its bytes
// above the floor page (b) tell what issue 19's "25 kB above the floor" leaves for that lifecycle.
import { Effect, ManagedRuntime } from 'effect';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import '../../../../src/ui/styles.css';
import { createNativeChannel } from '../../../../bridges/index';
import { loginMachine } from '../../../../machines/login/login.machine';
import { signInLayer } from '../../../../src/app/sign-in-layer';
import { fromEffectOn } from '../../../../src/app/from-effect';
import { readUserAgent } from '../../../../src/domain/shared/platform';
import { LoginScreen } from '../../../../src/screens/login/login-screen';
import { Auth } from '../../../../src/services/auth.service';
import { ApiConfig } from '../../../../src/services/config.service';
import { Device } from '../../../../src/services/device.service';

// The app's own sign-in services (src/app/sign-in-layer.ts), as boot.ts builds them for this window.
const runtime = ManagedRuntime.make(
  signInLayer({
    win: window,
    env: readUserAgent(navigator.userAgent),
    webVersion: '1.0.0',
    fetch: (input, init) => fetch(input, init),
    channel: createNativeChannel(window),
    config: ApiConfig.fromEnv({}),
    newId: () => crypto.randomUUID(),
    storage: { local: localStorage, session: sessionStorage },
  }),
);
const auth = runtime.runSync(Auth.use((a) => Effect.succeed(a)));
const { deviceUuid } = runtime.runSync(Device.use((d) => Effect.succeed(d)));
const fromEffect = fromEffectOn(runtime);
const login = createActor(
  loginMachine.provide({ actors: { signIn: fromEffect((c: { userId: string; password: string; autoLogin: boolean }) => auth.signIn(c)) } }),
  { input: { remembered: runtime.runSync(auth.remembered()), deviceUuid } },
).start();

createRoot(document.getElementById('root')!).render(<LoginScreen actor={login} />);
