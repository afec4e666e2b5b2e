import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../app/routes';
import { appScreenPath, customerHref } from './alert-links';

const WITH_CUSTOMER_DETAIL: readonly RouteDef[] = [
  ...ROUTES,
  { name: 'my-cstmr-view', path: '/myCstmr/myCstmrView', auth: true, logging: true, pageName: '고객 상세', header: { title: '고객 상세', prev: true }, footer: true },
];

describe('appScreenPath: only screens of this app', () => {
  it.each([
    ['/notice/detail?itemId=3', '/notice/detail?itemId=3'],
    ['/main', '/main'],
    ['/main/', '/main'],
    ['/eduQrAtndList#top', '/eduQrAtndList'],
    ['/dashboard/profile/planner01', '/dashboard/profile/planner01'],
    ['/notice/../main', '/main'],
    ['', null],
    ['main', null],
    ['/nowhere', null],
    ['/myCstmr/myCstmrView?kwkkey=K1', null],
    ['//evil.example/main', null],
    ['/\\evil.example', null],
    ['https://evil.example/main', null],
    ['http://127.0.0.1/main', null],
    ['javascript:alert(1)', null],
    [' /main', null],
    ['/main\t', null],
    ['/ma\u200bin', null],
    ['data:text/html,<script>1</script>', null],
  ])('%j → %j', (raw, want) => expect(appScreenPath(raw)).toBe(want));

  it('property: whatever passes stays on the app (one leading slash, a known route)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const path = appScreenPath(raw);
        if (path === null) return;
        expect(path).toMatch(/^\/[^/\\]/);
        expect(new URL(path, 'http://app.invalid').origin).toBe('http://app.invalid');
      }),
    );
  });
});

describe('customerHref: the customer detail once it exists', () => {
  const contract = { custNm: '김민수', custsrno: '', kwkey: 'K00400003', userid: 'planner01' };
  const prospect = { custNm: '박서연', custsrno: 'K00400004', kwkey: 'K00400004', userid: 'planner01' };

  it('is null while the route table has no customer detail screen', () => {
    expect((ROUTES as readonly RouteDef[]).some((r) => r.name === 'my-cstmr-view')).toBe(false);
    expect(customerHref(contract)).toBeNull();
  });

  it('names the owner, the key and the division', () => {
    expect(customerHref(contract, WITH_CUSTOMER_DETAIL)).toBe('/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400003&custDiv=1');
    expect(customerHref(prospect, WITH_CUSTOMER_DETAIL)).toBe('/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400004&custDiv=2');
    expect(customerHref({ ...contract, userid: 'a&b=c' }, WITH_CUSTOMER_DETAIL)).toBe('/myCstmr/myCstmrView?userId=a%26b%3Dc&kwkkey=K00400003&custDiv=1');
    expect(customerHref({ ...contract, kwkey: '' }, WITH_CUSTOMER_DETAIL)).toBeNull();
  });
});
