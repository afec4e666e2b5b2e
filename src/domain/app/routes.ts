// The route table (spec 1 §2) and its matching: every screen's path and meta, collected from the areas
// (src/domain/areas.ts). Pure data read by the app machine's guards, the chrome and the view registry. A
// screen is listed only once it is built, so menus never link to a missing screen.
import { ROUTES } from '../areas';
import type { RouteDef } from '../shared/route-def';

export type { HeaderSpec, RouteDef } from '../shared/route-def';
export { ROUTES };

export type RouteName = (typeof ROUTES)[number]['name'];

export const HOME_PATH = '/main';
export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';
export const UNSUPPORTED_PATH = '/unsupported';
export const WORK_NOTICE_PATH = '/workNotice';

/** Params of `path` against a pattern with `:name` and optional `:name?` segments, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const pat = pattern.split('/').filter(Boolean);
  const seg = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const p of pat) {
    const s = seg[i];
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const key = p.slice(1, optional ? -1 : undefined);
      if (s === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(s);
      i++;
    } else {
      if (s !== p) return null;
      i++;
    }
  }
  return i === seg.length ? params : null;
}

export interface Location {
  readonly path: string;
  /** Query string without '?'. */
  readonly search: string;
}

export interface ResolvedRoute extends Location {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

export function resolveRoute(loc: Location, table: readonly RouteDef[] = ROUTES): ResolvedRoute | null {
  const path = loc.path.length > 1 ? loc.path.replace(/\/+$/, '') : loc.path;
  for (const route of table) {
    const params = matchPath(route.path, path);
    if (params) return { ...loc, path, route, params };
  }
  return null;
}

export const routeByName = (name: string, table: readonly RouteDef[] = ROUTES): RouteDef | undefined =>
  table.find((r) => r.name === name);

/** A whole-number id from a path segment or query value (itemId, sqno); NaN otherwise, which the call then refuses. */
export const idParam = (raw: string | null | undefined): number => (raw != null && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);

/** A route's path without its optional parameters (`/a/:x?` → `/a`): where a link to it without them goes. */
export const pathWithoutOptional = (pattern: string): string =>
  pattern
    .split('/')
    .filter((seg) => !(seg.startsWith(':') && seg.endsWith('?')))
    .join('/');

/**
 * A route's name followed by the routes above it (its parent, the parent's parent, …), nearest first: the
 * section a screen belongs to. The name itself always comes first; a name missing from the table, or one
 * already seen, ends the chain.
 */
export function routeLineage(name: string, table: readonly RouteDef[] = ROUTES): string[] {
  const line: string[] = [];
  for (let at: string | undefined = name; at !== undefined && !line.includes(at); at = routeByName(at, table)?.parent) line.push(at);
  return line;
}

/** The path the header's back button leads to from a screen: its parent route (without optional parameters), else home. */
export function upPath(route: { readonly route: RouteDef } | null, table: readonly RouteDef[] = ROUTES): string {
  const parent = route?.route.parent;
  const path = parent ? routeByName(parent, table)?.path : undefined;
  return path ? pathWithoutOptional(path) : HOME_PATH;
}

export const hrefOf = (loc: Location): string => (loc.search ? `${loc.path}?${loc.search}` : loc.path);
