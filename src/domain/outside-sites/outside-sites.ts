// Outside sites the app opens (spec 1 §2 HCD06 shortcuts and the event link, §8; spec 3 getSsoToken and
// the card-making site). Which sites exist and how they open is fixed here; where they are is operator
// configuration (`npm run admin -- site set <code> <url>`), answered by site/list. A site without an
// address has no button, nor has a code the app does not know (the server may list more).
import type { SiteRow } from './contract';
import type { Position } from '../shared/roles';
import { safeHttpUrl } from '../shared/safe-url';

export const SITE_CODES = ['ORDER', 'COMMISSION', 'CARD', 'EDU', 'EVENT', 'SALES', 'COUPON'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

/** Where a site's button is: the HCD06 card, the business card's edit button, the dashboard's event link,
 *  the customer detail (the sales system's book-care visit confirmation, the coupon app's issue pages). */
export type SitePlace = 'shortcuts' | 'businessCard' | 'event' | 'customer';

export interface SiteKind {
  readonly name: string;
  /** A page of the ordering site, opened with the user's single-sign-on token. */
  readonly sso: boolean;
  readonly place: SitePlace;
}

export const OUTSIDE_SITES: Readonly<Record<SiteCode, SiteKind>> = {
  ORDER: { name: '주문하기', sso: true, place: 'shortcuts' },
  COMMISSION: { name: '수수료 조회', sso: true, place: 'shortcuts' },
  CARD: { name: '명함 제작', sso: true, place: 'businessCard' },
  EDU: { name: '교육센터', sso: false, place: 'shortcuts' },
  EVENT: { name: '봄맞이 이벤트', sso: false, place: 'event' },
  // The sales system takes its own token (getToken), the coupon app none: neither is single sign-on.
  SALES: { name: '영업 시스템', sso: false, place: 'customer' },
  COUPON: { name: '쿠폰 발급', sso: false, place: 'customer' },
};

export const isSiteCode = (code: string): code is SiteCode => (SITE_CODES as readonly string[]).includes(code);

/** Partners have no account on the ordering site (spec 3): they get its plain pages, without a token. */
export const takesSso = (code: SiteCode, position: Position): boolean => OUTSIDE_SITES[code].sso && position !== 'COG06';

/** A configured site as the app opens it. */
export interface SiteLink {
  readonly code: SiteCode;
  readonly name: string;
  readonly url: string;
  readonly sso: boolean;
}

export type { SiteRow };

/** The answer as links: known codes with a safe absolute URL only (a stale or odd row is no button), in catalogue order. */
export function siteLinks(rows: readonly SiteRow[]): SiteLink[] {
  const out: SiteLink[] = [];
  for (const code of SITE_CODES) {
    const row = rows.find((r) => r.siteCd === code);
    const url = row ? safeHttpUrl(row.url) : null;
    if (row && url) out.push({ code, name: OUTSIDE_SITES[code].name, url, sso: row.ssoYn === 'Y' });
  }
  return out;
}

export const linksAt = (links: readonly SiteLink[], place: SitePlace): SiteLink[] => links.filter((l) => OUTSIDE_SITES[l.code].place === place);

/** The configured site of a code, or null (unknown or not configured: no button). */
export const linkOf = (links: readonly SiteLink[], code: string): SiteLink | null => links.find((l) => l.code === code) ?? null;

export interface SsoToken {
  readonly token: string;
  readonly userIdEnc: string;
}

/** The URL to open: with user and token when the site takes single sign-on and both are present, else the plain site. */
export function siteUrl(link: SiteLink, sso: SsoToken | null): string {
  if (!link.sso || !sso || sso.token === '' || sso.userIdEnc === '') return link.url;
  const u = new URL(link.url);
  u.searchParams.set('userId', sso.userIdEnc);
  u.searchParams.set('token', sso.token);
  return u.toString();
}
