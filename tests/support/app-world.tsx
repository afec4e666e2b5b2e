// The whole app for model tests, booted the way the entry boots it (bootApp: Effect services, the bridge
// this window's user agent or fake shell calls for, the app machine) and rendered (AppRoot) at a URL, with
// or without a stored login. The fetch is the test's: the in-process server (server-fetch.ts) or a request
// gate (http-gate.ts). stop() takes the view down before the app, so no update reaches a mounted tree late.
import { act, render } from '@testing-library/react';
import { installFakeShell, type FakeShellControl, type FakeShellOptions } from '../../bridges/fake/fake-shell';
import { selectStartupPopups } from '../../machines/app/app.selectors';
import type { Harness } from '../../server/test-support/harness';
import { AppRoot } from '../../src/app/app-root';
import { bootApp, type BootOptions } from '../../src/app/boot';
import type { Session } from '../../src/domain/login/contract';
import type { FetchFn } from '../../src/services/api.service';
import { TEST_API_CONFIG, TEST_WEB_VERSION } from './app-runtime';

export interface AppWorldOptions {
  /** The URL's path the app opens at. */
  readonly path: string;
  readonly fetch: FetchFn;
  /** Kept as a login with auto-login on (as the login screen keeps it); none: signed out. */
  readonly session?: Session | null;
  /** This browser's user agent; by default jsdom's (a desktop browser). */
  readonly userAgent?: string;
  /** The fake Android/iOS shell around the page; none: a browser, no shell. */
  readonly shell?: FakeShellOptions | null;
  readonly clock?: BootOptions['clock'];
  readonly loadRoute?: BootOptions['loadRoute'];
}

export type AppWorld = Awaited<ReturnType<typeof openAppWorld>>;

/** The session the server issues to `userid` for a login with auto-login on. */
export async function serverSession(h: Harness, userid: string): Promise<Session> {
  const login = await h.loginAnswer(userid, { autoLoginYn: 'Y' });
  if (login.body.rt !== 'success') throw new Error(`login ${userid} failed: ${JSON.stringify(login.body)}`);
  return login.body.data as Session;
}

/** Boots and renders the app on fresh web storage; it starts inside act, so its first renders have settled. */
export async function openAppWorld(o: AppWorldOptions) {
  localStorage.clear();
  sessionStorage.clear();
  if (o.session) localStorage.setItem('ep.session', JSON.stringify(o.session));
  window.history.replaceState(null, '', o.path);
  if (o.userAgent !== undefined) Object.defineProperty(window.navigator, 'userAgent', { value: o.userAgent, configurable: true });
  const shell: FakeShellControl | null = o.shell ? installFakeShell(o.shell) : null;
  const scrolls: number[] = [];
  const scrollTo = window.scrollTo;
  // jsdom has no scrolling. As Chromium's does, the stand-in answers a promise (a view must not return it from an effect).
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    scrolls.push(top);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    return Promise.resolve();
  }) as typeof window.scrollTo;

  const booted = bootApp({
    win: window,
    fetch: o.fetch,
    config: TEST_API_CONFIG,
    webVersion: TEST_WEB_VERSION,
    forgotPasswordUrl: 'https://help.eduplanner.example/password',
    ...(o.clock ? { clock: o.clock } : {}),
    ...(o.loadRoute ? { loadRoute: o.loadRoute } : {}),
  });
  // The start-up popups' view (on /main) is a lazy chunk; once asked for, stop() waits for it (below).
  let popupsShown = false;
  const watch = booted.app.subscribe((s) => void (popupsShown ||= selectStartupPopups(s) !== undefined));
  const view = render(<AppRoot app={booted.app} flows={booted.flows} />);
  await act(async () => void booted.app.start());
  let open = true;

  return {
    ...booted,
    shell,
    /** Every vertical position the app scrolled the window to, in order. */
    scrolls,
    async stop() {
      if (!open) return;
      open = false;
      // A short test can end before the popups' chunk arrives, which would then wake a root that is gone
      // outside act ("A suspended resource finished loading inside a test"): it arrives here, inside act.
      if (popupsShown) await act(async () => void (await import('../../src/screens/popups/popup-view')));
      // The view next: stopping the app changes its snapshot, which a mounted view would render outside act.
      view.unmount();
      watch.unsubscribe();
      booted.app.stop();
      await booted.runtime.dispose();
      shell?.uninstall();
      window.scrollTo = scrollTo;
      // The own properties shadow Window's and Navigator's getters; deleting them brings the real ones back.
      delete (window as { scrollY?: number }).scrollY;
      if (o.userAgent !== undefined) delete (window.navigator as { userAgent?: string }).userAgent;
    },
  };
}
