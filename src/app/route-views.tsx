// Which view draws each route: every area's views (src/app/<area>/views.ts), found by file name, so a new
// screen registers itself. Full-page screens needed before any code can load (login, error pages) are in
// the main bundle; the others load on demand, and the app machine gives up after 120 s.
import type { ComponentType } from 'react';
import { routeByName } from '../domain/app/routes';
import type { ChromeLayoutProps } from '../screens/chrome/chrome-layout';
import type { AreaViews, RouteView, ViewEntry } from './view-entry';

export type { RouteViewProps } from './view-entry';

const AREA_VIEWS = import.meta.glob<AreaViews>('./*/views.ts', { eager: true, import: 'views' });

/** Each route's entry, with the areas that declared it (one, checked by a test). */
export const VIEW_OWNERS: ReadonlyMap<string, readonly string[]> = (() => {
  const owners = new Map<string, string[]>();
  for (const [file, views] of Object.entries(AREA_VIEWS))
    for (const name of Object.keys(views)) owners.set(name, [...(owners.get(name) ?? []), file]);
  return owners;
})();

const ENTRIES: ReadonlyMap<string, ViewEntry> = new Map(Object.values(AREA_VIEWS).flatMap((views) => Object.entries(views)));

const loaded = new Map<string, RouteView>();
let chrome: ComponentType<ChromeLayoutProps> | null = null;

/** The header, side menu and footer are needed only once a signed-in screen shows: not on /login. */
async function loadChrome(): Promise<void> {
  chrome ??= (await import('../screens/chrome/chrome-layout')).ChromeLayout;
}

async function loadView(name: string): Promise<void> {
  const entry = ENTRIES.get(name);
  if (!entry) throw new Error(`no view for route "${name}"`);
  if ('view' in entry || loaded.has(name)) return;
  loaded.set(name, (await entry.load()).default);
}

/** Loads a route's view and, for routes with a header, the chrome around it. */
export async function loadRouteView(name: string): Promise<void> {
  await Promise.all([loadView(name), routeByName(name)?.header ? loadChrome() : undefined]);
}

export const routeView = (name: string): RouteView | undefined => {
  const entry = ENTRIES.get(name);
  return entry && 'view' in entry ? entry.view : loaded.get(name);
};
export const chromeView = (): ComponentType<ChromeLayoutProps> | null => chrome;
