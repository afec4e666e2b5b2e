// What the installed app's service worker may keep and answer (docs/decisions.md D65): the hashed app shell
// only. Anything with a user's data (the API, the maintenance file, a customer's self-registration page,
// a PDF) is never cached nor answered from a cache; a navigation gets the cached shell only when offline.
import { SELF_PATH } from '../registration/pages';
import { resolveRoute } from './routes';
import { mayPrecache } from './shell-precache';

/** How the service worker treats a request: from its precache, network first with the shell as fallback, or not at all. */
export type ShellHandling = 'precached' | 'shell-when-offline' | 'network';

/** Paths whose answers carry data or belong to someone else's page: never cached, whatever else matches. */
const PRIVATE = [/^\/(api|admin|dev)(\/|$)/, /^\/worknotice\.json$/, /^\/(card|join|files|downloads)(\/|$)/];

export const isPrivatePath = (path: string): boolean => path.startsWith(SELF_PATH) || PRIVATE.some((re) => re.test(path));

export interface ShellRequest {
  readonly url: string;
  readonly method: string;
  /** Request.mode: 'navigate' for a page load. */
  readonly mode: string;
}

/** The rule the worker applies to every request it sees; `precached` is the build's list of paths. */
export function shellHandling(req: ShellRequest, origin: string, precached: ReadonlySet<string>): ShellHandling {
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== origin || isPrivatePath(url.pathname)) return 'network';
  if (req.mode === 'navigate') return isAppPath(url.pathname) ? 'shell-when-offline' : 'network';
  return url.search === '' && precached.has(url.pathname) && mayPrecache(url.pathname) ? 'precached' : 'network';
}

/** The site root or a screen of the route table: the pages the server answers with index.html. */
const isAppPath = (path: string): boolean => path === '/' || resolveRoute({ path, search: '' }) !== null;
