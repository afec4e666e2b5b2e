// Browser entry: optionally installs the fake native shell (development only: ?shell=AND or ?shell=IOS),
// boots the app, takes over the static login form index.html may show, and renders the app.
import { Effect } from 'effect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles.css';
import { readUserAgent } from '../domain/shared/platform';
import { ApiConfig } from '../services/config.service';
import { Outbox } from '../services/outbox.service';
import { AppRoot } from './app-root';
import { bootApp } from './boot';
import { appMoment, browserWorkerHost, keepShellUpdated, shouldRegister } from './install/register-service-worker';
import { takeOverStaticLogin } from './login/handover';
import { StaticLoginHandover } from './login/static-login-handover';
import { warmHomeOnLogin, whenIdle } from './login/warm-home';

async function installDevShell(): Promise<void> {
  const shell = new URLSearchParams(window.location.search).get('shell');
  if (shell !== 'AND' && shell !== 'IOS') return;
  const { installFakeShell } = await import('../../bridges/fake/fake-shell');
  installFakeShell({ platform: shell });
}

async function start(): Promise<void> {
  if (import.meta.env.DEV) await installDevShell();
  const config = ApiConfig.fromEnv(import.meta.env as Record<string, string | undefined>);
  const { app, flows, runtime } = bootApp({
    win: window,
    fetch: (input, init) => window.fetch(input, init),
    config,
    webVersion: __APP_VERSION__,
    forgotPasswordUrl: import.meta.env.VITE_FORGOT_PASSWORD_URL || new URL('/password-help.html', window.location.origin).href,
  });
  const handover = takeOverStaticLogin(document, app);
  warmHomeOnLogin(app, whenIdle(window));
  app.start();
  // The installable app's service worker: production builds on desktop browsers only (docs/decisions.md D65).
  const workerHost = import.meta.env.PROD && shouldRegister(readUserAgent(window.navigator.userAgent)) ? browserWorkerHost(window) : null;
  if (workerHost) {
    const outbox = runtime.runSync(Outbox.use((o) => Effect.succeed(o)));
    keepShellUpdated(workerHost, (listen) => void app.subscribe((s) => listen(appMoment(s, outbox.sending()))));
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StaticLoginHandover app={app} handover={handover}>
        <AppRoot app={app} flows={flows} />
      </StaticLoginHandover>
    </StrictMode>,
  );
}

void start();
