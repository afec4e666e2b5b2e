// Where an alert leads (spec 1 §2 alerts list): its scrnUrl, only when it is a path of this app's route
// table (anything else is refused with 잘못된 요청입니다.), and each named customer's detail screen.
import type { AlertCustomer } from './contract';
import { ROUTES, resolveRoute, type RouteDef } from '../app/routes';
import { customerHref } from '../customers/pages';

/** Control, space and invisible characters: browsers skip some of them while parsing a URL. */
const HIDDEN_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** One slash, then not a second one or a backslash (those would leave the app's origin). */
const ROOT_PATH = /^\/(?![/\\])/;
const PROBE_ORIGIN = 'http://app.invalid';

/** The path and query to navigate to, or null when scrnUrl is not a screen of this app. */
export function appScreenPath(scrnUrl: string, table: readonly RouteDef[] = ROUTES): string | null {
  if (!ROOT_PATH.test(scrnUrl) || HIDDEN_OR_SPACE.test(scrnUrl) || scrnUrl.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(scrnUrl, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const route = resolveRoute({ path: url.pathname, search: url.search.slice(1) }, table);
  return route ? `${route.path}${url.search}` : null;
}

/**
 * The customer detail (spec 2: userId, kwkkey, custDiv) of a customer named in an alert; null for one
 * without a key. A customer with a registration serial (custsrno) is not a contract customer.
 */
export const alertCustomerHref = (c: AlertCustomer): string | null =>
  c.kwkey === '' ? null : customerHref({ userId: c.userid, kwkkey: c.kwkey, custDiv: c.custsrno === '' ? '1' : '2' });
