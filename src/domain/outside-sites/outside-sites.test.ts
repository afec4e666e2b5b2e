// Outside sites (spec 1 §2 HCD06 and the event link, §8; spec 3 getSsoToken): which configured rows
// become buttons, where each goes, who gets single sign-on, and the URL opened with or without a token.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkOf, linksAt, SITE_CODES, siteLinks, type SiteRow, siteUrl, takesSso } from './outside-sites';

const ROW = (siteCd: string, url: string, ssoYn: 'Y' | 'N' = 'N'): SiteRow => ({ siteCd, url, ssoYn });

describe('siteLinks: the configured sites as buttons', () => {
  it('keeps known codes in catalogue order with their names, whatever order the answer has', () => {
    const links = siteLinks([ROW('EDU', 'https://edu.example.kr'), ROW('ORDER', 'https://order.example.kr/pick', 'Y'), ROW('EVENT', 'https://ev.example.kr/2022')]);
    expect(links).toEqual([
      { code: 'ORDER', name: '주문하기', url: 'https://order.example.kr/pick', sso: true },
      { code: 'EDU', name: '교육센터', url: 'https://edu.example.kr/', sso: false },
      { code: 'EVENT', name: '봄맞이 이벤트', url: 'https://ev.example.kr/2022', sso: false },
    ]);
  });

  it.each([
    ['an unknown code', ROW('NOPE', 'https://x.example.kr')],
    ['an unsafe address', ROW('ORDER', 'javascript:alert(1)')],
    ['a relative address', ROW('EDU', '/edu')],
    ['an empty address', ROW('CARD', '')],
  ])('drops %s', (_label, row) => expect(siteLinks([row])).toEqual([]));

  it('answers nothing when nothing is configured', () => expect(siteLinks([])).toEqual([]));
});

describe('where each site appears', () => {
  const all = siteLinks(SITE_CODES.map((c) => ROW(c, `https://${c.toLowerCase()}.example.kr/`)));
  it.each([
    ['shortcuts', ['ORDER', 'COMMISSION', 'EDU']],
    ['businessCard', ['CARD']],
    ['event', ['EVENT']],
    ['customer', ['SALES', 'COUPON']],
  ] as const)('%s: %j', (place, codes) => expect(linksAt(all, place).map((l) => l.code)).toEqual(codes));

  it('finds a configured code, and nothing for an unknown or unconfigured one', () => {
    expect(linkOf(all, 'CARD')?.url).toBe('https://card.example.kr/');
    expect(linkOf(all, 'NOPE')).toBeNull();
    expect(linkOf(linksAt(all, 'shortcuts'), 'CARD')).toBeNull();
  });
});

describe('single sign-on', () => {
  it.each([
    ['ORDER', 'COG03', true],
    ['COMMISSION', 'COG01', true],
    ['CARD', 'COGA2', true],
    ['ORDER', 'COG06', false],
    ['CARD', 'COG06', false],
    ['EDU', 'COG03', false],
    ['EVENT', 'COG02', false],
  ] as const)('%s for %s: %s', (code, position, expected) => expect(takesSso(code, position)).toBe(expected));

  const order = { code: 'ORDER', name: '주문하기', url: 'https://order.example.kr/pick?from=app', sso: true } as const;
  it('adds user and token when the site takes single sign-on and both are present', () => {
    const url = new URL(siteUrl(order, { token: 'tok/+=', userIdEnc: 'enc' }));
    expect([url.origin + url.pathname, url.searchParams.get('from'), url.searchParams.get('userId'), url.searchParams.get('token')]).toEqual([
      'https://order.example.kr/pick', 'app', 'enc', 'tok/+=',
    ]);
  });
  it.each([
    ['no token call', order, null],
    ['an empty token (a partner)', order, { token: '', userIdEnc: '' }],
    ['a site without single sign-on', { ...order, sso: false }, { token: 't', userIdEnc: 'u' }],
  ] as const)('opens the plain site with %s', (_label, link, sso) => expect(siteUrl(link, sso)).toBe(link.url));

  it('never changes where the site is, only adds the two parameters', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (url, token, userIdEnc) => {
        const opened = new URL(siteUrl({ ...order, url }, { token, userIdEnc }));
        const base = new URL(url);
        expect([opened.origin, opened.pathname]).toEqual([base.origin, base.pathname]);
        expect([opened.searchParams.get('token'), opened.searchParams.get('userId')]).toEqual([token, userIdEnc]);
      }),
    );
  });
});
