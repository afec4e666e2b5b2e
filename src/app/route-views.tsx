// Which view draws each route. Full-page screens needed before any code can load (login, error pages)
// are in the main bundle; the others load on demand, and the app machine gives up after 120 s.
import type { ComponentType } from 'react';
import { routeByName, type ResolvedRoute } from '../domain/routes';
import type { ChromeLayoutProps } from '../screens/chrome/chrome-layout';
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
  'business-card': () => import('./routes/business-card-route'),
  'notice-list': () => import('./routes/notice-list-route'),
  'notice-detail': () => import('./routes/notice-detail-route'),
  notification: () => import('./routes/notification-route'),
  qr: () => import('./routes/qr-route'),
  'edu-qr-atnd-list': () => import('./routes/edu-qr-atnd-list-route'),
  'edu-kakao-sync': () => import('./routes/edu-kakao-sync-route'),
  'notification-set': () => import('./routes/notification-set-route'),
  'dashboard-set': () => import('./routes/dashboard-set-route'),
  'my-cstmr-reg-set': () => import('./routes/my-cstmr-reg-set-route'),
  popup: () => import('./routes/popup-route'),
  tutorial: () => import('./routes/tutorial-route'),
};

const loaded = new Map<string, ComponentType<RouteViewProps>>();
let chrome: ComponentType<ChromeLayoutProps> | null = null;

/** The header, side menu and footer are needed only once a signed-in screen shows: not on /login. */
async function loadChrome(): Promise<void> {
  chrome ??= (await import('../screens/chrome/chrome-layout')).ChromeLayout;
}

async function loadView(name: string): Promise<void> {
  if (EAGER[name] || loaded.has(name)) return;
  const load = LAZY[name];
  if (!load) throw new Error(`no view for route "${name}"`);
  loaded.set(name, (await load()).default);
}

/** Loads a route's view and, for routes with a header, the chrome around it. */
export async function loadRouteView(name: string): Promise<void> {
  await Promise.all([loadView(name), routeByName(name)?.header ? loadChrome() : undefined]);
}

export const routeView = (name: string): ComponentType<RouteViewProps> | undefined => EAGER[name] ?? loaded.get(name);
export const chromeView = (): ComponentType<ChromeLayoutProps> | null => chrome;

/** Every route of the table has a view (checked by a test). */
export const VIEW_NAMES: readonly string[] = [...Object.keys(EAGER), ...Object.keys(LAZY)];
