// The self-registration link's sealed parameters never reach a log (docs/decisions.md D53): the screen
// access log keeps an address without them, whatever page the client reports.
import { SELF_LINK_PARAMS } from '../../../src/domain/registration/pages';

/** `url` without the link's parameters in its query (other parameters and the fragment kept). */
export function withoutLinkParams(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const end = hash < 0 ? url.length : hash;
  const params = new URLSearchParams(url.slice(q + 1, end));
  if (!SELF_LINK_PARAMS.some((k) => params.has(k))) return url;
  for (const k of SELF_LINK_PARAMS) params.delete(k);
  const rest = params.toString();
  return `${url.slice(0, q)}${rest ? `?${rest}` : ''}${url.slice(end)}`;
}
