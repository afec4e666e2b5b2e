// The installed app's service worker, built into /sw.js by server/static/service-worker-plugin.ts with the
// build's list of shell files (docs/decisions.md D65). It precaches the hashed shell, answers those files
// from the cache, gives a page load the cached shell only when the network fails, and touches nothing else
// (src/domain/app/shell-cache.ts). A new build is a new sw.js: it installs beside the old one and waits
// until the page, at its next navigation, unregisters the old one and reloads
// (src/app/install/register-service-worker.ts).
import { shellHandling } from '../../domain/app/shell-cache';
import { SHELL_CACHE_PREFIX, SHELL_PATH, mayPrecache } from '../../domain/app/shell-precache';

/** The build's shell files (URL paths) and the cache named for this build; replaced at build time. */
declare const __SHELL_FILES__: readonly string[];
declare const __SHELL_CACHE__: string;

// The worker's globals, which the project's DOM typings do not describe.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const files = __SHELL_FILES__.filter(mayPrecache);
const precached = new Set(files);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(__SHELL_CACHE__).then((cache) =>
      // The document is revalidated: the HTTP cache may still hold the previous build's index.html.
      cache.addAll(files.map((path) => new Request(path, { cache: path === SHELL_PATH ? 'no-cache' : 'default' }))),
    ),
  );
});

scope.addEventListener('activate', (event) => {
  // Earlier builds' shells go once this one runs every page (no open page needs them any more).
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== __SHELL_CACHE__).map((n) => caches.delete(n)))),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const handling = shellHandling(request, scope.location.origin, precached);
  if (handling === 'precached') event.respondWith(fromCache(request.url).then((hit) => hit ?? fetch(request)));
  else if (handling === 'shell-when-offline') event.respondWith(fetch(request).catch(() => fromCache(SHELL_PATH).then((hit) => hit ?? Response.error())));
  // 'network': no answer of ours, the browser fetches as if there were no worker.
});

const fromCache = (url: string): Promise<Response | undefined> => caches.open(__SHELL_CACHE__).then((cache) => cache.match(url));
