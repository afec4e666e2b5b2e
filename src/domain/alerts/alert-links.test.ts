import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertCustomerHref, appScreenPath } from './alert-links';


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
    ['/myCstmr/myCstmrView?kwkkey=K1', '/myCstmr/myCstmrView?kwkkey=K1'],
    // My schedule is built (issue 14): an alert may lead there.
    ['/mySchedule/myScheduleList', '/mySchedule/myScheduleList'],
    // A screen not built yet.
    ['/orgnz/orgnzList', null],
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

describe('alertCustomerHref: the customer detail of a customer an alert names', () => {
  const contract = { custNm: '김민수', custsrno: '', kwkey: 'K00400003', userid: 'planner01' };
  const prospect = { custNm: '박서연', custsrno: 'K00400004', kwkey: 'K00400004', userid: 'planner01' };

  it('names the owner, the key and the division (no serial: a contract customer)', () => {
    expect(alertCustomerHref(contract)).toBe('/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400003&custDiv=1');
    expect(alertCustomerHref(prospect)).toBe('/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400004&custDiv=2');
    expect(alertCustomerHref({ ...contract, userid: 'a&b=c' })).toBe('/myCstmr/myCstmrView?userId=a%26b%3Dc&kwkkey=K00400003&custDiv=1');
  });

  it('is null for a customer without a key', () => expect(alertCustomerHref({ ...contract, kwkey: '' })).toBeNull());

  it('leads to a screen of the route table', () => expect(appScreenPath(alertCustomerHref(contract)!)).toBe(alertCustomerHref(contract)));
});
