// While the login page is up, the home screen's code (its route view, the chrome, the start-up popups'
// overlay) loads in the background once the browser is idle, so a sign-in waits for its calls only, not for
// ~40 kB of scripts on a slow phone network (docs/performance.md, issue 19: login→dashboard with all cards).
// Once; a failure is left to the code's own users after the sign-in, which load (and report) it as before.
import { selectLoginActor } from '../../../machines/app/app.selectors';
import { loadRouteView } from '../route-views';

type AppSnapshot = Parameters<typeof selectLoginActor>[0];

/** Home ('main', where a sign-in lands) and the overlay app-root draws over it (the same module, so one fetch). */
const loadHomeCode = () => Promise.all([loadRouteView('main'), import('../../screens/popups/popup-view')]);

export function warmHomeOnLogin(
  app: { subscribe(next: (s: AppSnapshot) => void): { unsubscribe(): void } },
  idle: (run: () => void) => void,
  load: () => Promise<unknown> = loadHomeCode,
): void {
  let sub: { unsubscribe(): void } | null = null;
  let done = false;
  sub = app.subscribe((s) => {
    if (done || !selectLoginActor(s)) return;
    done = true;
    sub?.unsubscribe();
    idle(() => void load().catch(() => undefined));
  });
}

/** After the next frame, the browser's idle time (or the next task where it has no requestIdleCallback: Safari). */
export const whenIdle = (win: Window) => (run: () => void) =>
  void win.requestAnimationFrame(() =>
    typeof win.requestIdleCallback === 'function' ? void win.requestIdleCallback(run, { timeout: 2000 }) : void win.setTimeout(run, 0),
  );
