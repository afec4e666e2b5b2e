// When index.html shows its static login form before the app's scripts run, and what it prefills
// (docs/decisions.md D32). The inline script of index.html decides with these rules; tests hold them to
// the app machine's guards and the login machine's first values, so the static form shows only where
// the app itself opens on its login page, with the same values.
import { resolveRoute } from '../routes';
import { readUserAgent } from './platform';

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

export interface LoginPrefill {
  readonly userId: string;
  readonly saveId: boolean;
  readonly autoLogin: boolean;
}

/**
 * The login form's first values from the remembered login (the parsed JSON under 'ep.login'), as the
 * login machine starts: the saved id only with id-save on; both boxes on when nothing usable is stored.
 */
export function loginPrefill(remembered: unknown): LoginPrefill {
  const r = (typeof remembered === 'object' && remembered !== null ? remembered : {}) as Record<string, unknown>;
  if (typeof r.loginId !== 'string' || typeof r.saveId !== 'boolean' || typeof r.autoLogin !== 'boolean')
    return { userId: '', saveId: true, autoLogin: true };
  return { userId: r.saveId ? r.loginId : '', saveId: r.saveId, autoLogin: r.autoLogin };
}
