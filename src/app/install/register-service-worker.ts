// Registers the installed app's service worker (production builds, PC browsers: docs/decisions.md D65) and
// brings a new build in at the app's own moments: each time the app re-checks its version after a
// navigation the worker checks for a new sw.js too; once a new build is installed and waiting, the next
// navigation (a screen just left for another, nothing typed yet on the new one) lets it take over and
// reloads the page on the new build. The server's version answer for the native shells stays as it is.
import { selectUpdateRequired, type AppActorRef } from '../../../machines/app/app.selectors';
import type { ClientEnv } from '../../domain/shared/platform';

export const SERVICE_WORKER_URL = '/sw.js';

/** What the app machine's snapshot says at one moment, as far as the worker's update cares. */
export interface AppMoment {
  /** The version region is re-checking (entered after every navigation). */
  readonly checkingVersion: boolean;
  /** A screen is on display (null route: the splash or an error phase). */
  readonly showingScreen: boolean;
  /** The native update message is up: it stays, no reload under it. */
  readonly updateRequired: boolean;
  /** A save is on its way (the outbox): a reload now would cut it off, so the take-over waits a navigation. */
  readonly sendingSaves: boolean;
}

export const appMoment = (s: ReturnType<AppActorRef['getSnapshot']>, sendingSaves: boolean): AppMoment => ({
  checkingVersion: s.matches({ running: { version: 'checking' } }),
  showingScreen: s.context.route !== null,
  updateRequired: selectUpdateRequired(s),
  sendingSaves,
});

/**
 * On the app's version re-check: take over when a newer build waits and a screen was left for another
 * (the first screen after start-up is not: the static login form may be in use), otherwise look for one.
 */
export function updateStep(prev: AppMoment, next: AppMoment, newBuildWaiting: boolean): 'check' | 'apply' | null {
  if (!next.checkingVersion || prev.checkingVersion) return null;
  return newBuildWaiting && prev.showingScreen && !next.updateRequired && !next.sendingSaves ? 'apply' : 'check';
}

/** Only desktop browsers: the native shells update through their stores and keep their own web view caches. */
export const shouldRegister = (env: ClientEnv): boolean => !env.inApp && env.platform === 'PC';

/** The browser as this module uses it (tests give a fake). */
export interface WorkerHost {
  readonly container: Pick<ServiceWorkerContainer, 'register'>;
  /** This tab's session storage: remembers a take-over already asked for across the reload it causes. */
  readonly session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Runs `then` once the page has loaded: the precache's downloads never compete with the app's start. */
  afterLoad(then: () => void): void;
  reload(): void;
}

export function browserWorkerHost(win: Window): WorkerHost | null {
  if (!('serviceWorker' in win.navigator)) return null;
  return {
    container: win.navigator.serviceWorker,
    session: win.sessionStorage,
    afterLoad: (then) => (win.document.readyState === 'complete' ? then() : win.addEventListener('load', then, { once: true })),
    reload: () => win.location.reload(),
  };
}

/** Set while this tab has asked the waiting build to take over (and reloaded), until no build waits any more. */
export const TAKE_OVER_ASKED = 'ep.shell.takeOverAsked';

/** Registers the worker and follows the app's moments (each AppMoment of the app actor, in order). */
export function keepShellUpdated(host: WorkerHost, watch: (listener: (moment: AppMoment) => void) => void): void {
  let registration: ServiceWorkerRegistration | null = null;
  let prev: AppMoment = { checkingVersion: false, showingScreen: false, updateRequired: false, sendingSaves: false };
  host.afterLoad(() => {
    // updateViaCache 'none': every check reads sw.js from the server, never from the HTTP cache.
    host.container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).then(
      (r) => void (registration = r),
      () => undefined, // refused (blocked, private mode): the app simply runs without being installable offline
    );
  });
  watch((next) => {
    const waiting = registration?.waiting ?? null;
    if (registration && !waiting) host.session.removeItem(TAKE_OVER_ASKED);
    // A tab that already reloaded for this build runs it (page loads go to the network first) while the old
    // worker finishes its work; asking again would only reload again.
    const step = updateStep(prev, next, waiting !== null && host.session.getItem(TAKE_OVER_ASKED) === null);
    prev = next;
    if (step === 'check') registration?.update().catch(() => undefined); // offline: the next navigation asks again
    if (step === 'apply' && waiting) {
      host.session.setItem(TAKE_OVER_ASKED, '1');
      // Not skipWaiting: an activation the browser puts off (the old worker busy) holds every navigation of
      // the page until it happens, the reload included. Unregistered, the old worker only finishes this
      // page; the reload goes to the network, and the new page registers the new build afresh.
      void registration!
        .unregister()
        .catch(() => false)
        .then(() => host.reload());
    }
  });
}
