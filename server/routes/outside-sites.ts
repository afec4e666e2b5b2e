// site/list: the outside sites an operator configured, for the caller (spec 1 §2 HCD06 and the event
// link; spec 3 the card-making site). Addresses are re-checked on the way out, so a row written around
// the admin command is no button; partners get the ordering site's pages without single sign-on.
// getSsoToken: the caller's token for the sites that take one.
import { getSsoToken, siteList } from '../../src/domain/outside-sites/contract';
import { SITE_CODES, takesSso } from '../../src/domain/outside-sites/outside-sites';
import { operatorUrl } from '../../src/domain/shared/safe-url';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { readSetting } from '../services/settings';

export const outsideSitesCalls: readonly ApiCall[] = [
  handle(siteList, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const urls = await readSetting(ctx.svc.db, 'sites');
    const list = SITE_CODES.flatMap((code) => {
      const url = operatorUrl(urls[code] ?? '');
      return url === null ? [] : [{ siteCd: code, url, ssoYn: takesSso(code, user.orgnzPstn) ? ('Y' as const) : ('N' as const) }];
    });
    return { list };
  }),

  handle(getSsoToken, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    // Partners have no account on the ordering site: the client opens the plain site.
    if (user.orgnzPstn === 'COG06') return { token: '', userIdEnc: '' };
    return ctx.svc.sso.issue(user.userid, ctx.svc.clock.now(), ctx.svc.config.ssoTtlMs);
  }),
];
