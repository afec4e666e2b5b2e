// Outside sites the app opens (spec 1 §2 HCD06, §8; spec 3 getSsoToken): the ordering site with
// the user and single-sign-on token when there is one, the plain site otherwise; unknown → 잘못된 요청입니다.
import { msg } from '../messages';

export const ORDER_SITE = 'https://order.eduplanner.example';

export interface OutsideSite {
  readonly code: string;
  readonly name: string;
  readonly url: string;
  /** Opened with the user's single-sign-on token. */
  readonly sso: boolean;
}

export const OUTSIDE_SITES: readonly OutsideSite[] = [
  { code: 'ORDER', name: '주문하기', url: `${ORDER_SITE}/order/pick`, sso: true },
  { code: 'COMMISSION', name: '수수료 조회', url: `${ORDER_SITE}/commission`, sso: true },
  { code: 'CARD', name: '명함 제작', url: `${ORDER_SITE}/card/make`, sso: true },
  { code: 'EDU', name: '교육센터', url: 'https://edu.eduplanner.example', sso: false },
  /** The dashboard's time-limited event link (spec 1 §2). */
  { code: 'EVENT', name: '봄맞이 이벤트', url: 'https://event.eduplanner.example/2022-spring', sso: false },
];

/** The shortcuts card lists these; the business card's edit button opens CARD. */
export const SHORTCUT_SITES = OUTSIDE_SITES.filter((s) => s.code !== 'CARD' && s.code !== 'EVENT');

export const EVENT_LINK = OUTSIDE_SITES.find((s) => s.code === 'EVENT')!;

export const siteByCode = (code: string): OutsideSite | null => OUTSIDE_SITES.find((s) => s.code === code) ?? null;

export interface SsoToken {
  readonly token: string;
  readonly userIdEnc: string;
}

export type SiteUrl = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

/** The URL to open for a site code: with user and token when both are present, else the plain site. */
export function siteUrl(code: string, sso: SsoToken | null): SiteUrl {
  const site = siteByCode(code);
  if (!site) return { ok: false, message: msg.unknownSite };
  if (!site.sso || !sso || sso.token === '' || sso.userIdEnc === '') return { ok: true, url: site.url };
  const u = new URL(site.url);
  u.searchParams.set('userId', sso.userIdEnc);
  u.searchParams.set('token', sso.token);
  return { ok: true, url: u.toString() };
}
