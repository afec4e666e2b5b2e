// Which view draws each route. Full-page screens needed before any code can load (login, error pages)
// are in the main bundle; the others load on demand, and the app machine gives up after 120 s.
import type { ComponentType } from 'react';
import { routeByName, type ResolvedRoute } from '../domain/app/routes';
import type { ChromeLayoutProps } from '../screens/chrome/chrome-layout';
import { ErrorRoute, UnsupportedRoute, WorkNoticeRoute } from './app/app-routes';
import { LoginRoute } from './login/login-route';

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
  main: () => import('./dashboard/main-route'),
  download: () => import('./download/download-route'),
  'business-card': () => import('./business-card/business-card-route'),
  'notice-list': () => import('./notice/notice-list-route'),
  'notice-detail': () => import('./notice/notice-detail-route'),
  notification: () => import('./alerts/notification-route'),
  qr: () => import('./sign-up/qr-route'),
  'edu-qr-atnd-list': () => import('./edu-qr/edu-qr-atnd-list-route'),
  'edu-kakao-sync': () => import('./sign-up/edu-kakao-sync-route'),
  'notification-set': () => import('./settings/notification-set-route'),
  'dashboard-set': () => import('./settings/dashboard-set-route'),
  'my-cstmr-reg-set': () => import('./settings/my-cstmr-reg-set-route'),
  popup: () => import('./popups/popup-route'),
  tutorial: () => import('./tutorial/tutorial-route'),
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
