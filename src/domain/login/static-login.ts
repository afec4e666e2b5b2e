// When index.html shows its static login form before the app's scripts run, and what it prefills
// (docs/decisions.md D32). The inline script of index.html decides with these rules; tests hold them to
// the app machine's guards and the login machine's first values, so the static form shows only where
// the app itself opens on its login page, with the same values.
import { resolveRoute } from '../app/routes';
import { loginFormStart, NOTHING_REMEMBERED, type LoginFormStart, type RememberedLogin } from './login';
import { readUserAgent } from '../shared/platform';

export interface StaticLoginPage {
  readonly path: string;
  readonly userAgent: string;
  /** A session is stored (local or session storage): the app restores it (auto-login) instead. */
  readonly hasStoredSession: boolean;
}

/**
 * The app would open on its login page: no stored session, a device the app runs on, and a path that is
 * the login page or leads there (every login-only route; unknown paths go to /main, which is one).
 */
export function opensOnLogin(p: StaticLoginPage): boolean {
  if (p.hasStoredSession || readUserAgent(p.userAgent).unsupported !== null) return false;
  const route = resolveRoute({ path: p.path, search: '' });
  return route === null || route.route.auth || route.route.name === 'login';
}

/**
 * The maintenance file says the service is open, in terms the app accepts (a work notice with
 * workYn N): anything else (maintenance, an error, a malformed answer) leaves the page to the app.
 */
export function isServiceOpen(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  return a.workYn === 'N' && ['startDt', 'endDt', 'cntn'].every((k) => typeof a[k] === 'string');
}

/**
 * The login form's first values from the remembered login (the parsed JSON under 'ep.login'), by the
 * login machine's own rule (loginFormStart); nothing usable stored reads as nothing remembered. The
 * inline script cannot load Effect's Schema, so the shape is checked by hand here.
 */
export function loginPrefill(remembered: unknown): LoginFormStart {
  const r = (typeof remembered === 'object' && remembered !== null ? remembered : {}) as Record<string, unknown>;
  const usable = typeof r.loginId === 'string' && typeof r.saveId === 'boolean' && typeof r.autoLogin === 'boolean';
  return loginFormStart(usable ? (r as unknown as RememberedLogin) : NOTHING_REMEMBERED);
}
