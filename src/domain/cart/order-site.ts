// Where 계약 sends the planner (spec 3 §2 cart save/contract, §7 getSsoToken "order pick"): the ordering
// site's order-pick page, which eduplan/base answers as baseUrl (the operator's ORDER site), with the
// caller's single-sign-on token when there is one (a missing token opens the plain page, spec 3 §8). null
// when the operator configured no safe address.
import { siteUrl, type SsoToken } from '../outside-sites/outside-sites';
import { safeHttpUrl } from '../shared/safe-url';

export function orderPickUrl(baseUrl: string, sso: SsoToken | null): string | null {
  const safe = safeHttpUrl(baseUrl);
  return safe === null ? null : siteUrl({ code: 'ORDER', name: '', url: safe, sso: true }, sso);
}
