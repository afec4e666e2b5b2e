// Which view draws each route. Full-page screens needed before any code can load (login, error pages)
// are in the main bundle; the others load on demand, and the app machine gives up after 120 s.
import type { ComponentType } from 'react';
import type { ResolvedRoute } from '../domain/routes';
import { ErrorRoute, LoginRoute, UnsupportedRoute, WorkNoticeRoute } from './routes/eager-routes';

export interface RouteViewProps {
  readonly route: ResolvedRoute;
}

const EAGER: Readonly<Record<string, ComponentType<RouteViewProps>>> = {
  login: LoginRoute,
  error: ErrorRoute,
  unsupported: UnsupportedRoute,
  'work-notice': WorkNoticeRoute,
};

const LAZY: Readonly<Record<string, () => Promise<{ default: ComponentType<RouteViewProps> }>>> = {
  main: () => import('./routes/main-route'),
  download: () => import('./routes/download-route'),
};

const loaded = new Map<string, ComponentType<RouteViewProps>>();

export async function loadRouteView(name: string): Promise<void> {
  if (EAGER[name] || loaded.has(name)) return;
  const load = LAZY[name];
  if (!load) throw new Error(`no view for route "${name}"`);
  loaded.set(name, (await load()).default);
}

export const routeView = (name: string): ComponentType<RouteViewProps> | undefined => EAGER[name] ?? loaded.get(name);

/** Every route of the table has a view (checked by a test). */
export const VIEW_NAMES: readonly string[] = [...Object.keys(EAGER), ...Object.keys(LAZY)];
