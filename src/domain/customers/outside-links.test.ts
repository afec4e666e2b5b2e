// The detail's links out (spec 2 §6, §7): the coupon page by position and test, and the URLs as the outside
// systems read them back.
import { describe, expect, it } from 'vitest';
import { couponPage, couponUrl, visitConfirmUrl, VISIT_CONFIRM_PATH } from './outside-links';

describe('couponPage: divide-style for a branch head, and a district head’s KED tests; send-style otherwise (spec 2 §6)', () => {
  it.each([
    ['COG01', 'KEDI', 'cponKedDivide'],
    ['COG01', 'KEDS', 'cponKedDivide'],
    ['COG01', 'ELT', 'cponDivide'],
    ['COG02', 'KEDI', 'cponKedDivide'],
    ['COG02', 'ELT', 'cponSend'],
    ['COG03', 'KEDS', 'cponKedSend'],
    ['COG06', 'ELT', 'cponSend'],
    ['COGA2', 'KEDI', 'cponKedSend'],
  ] as const)('%s, %s → %s', (position, exam, page) => expect(couponPage(position, exam)).toBe(page));
});

describe('the URLs opened', () => {
  it('a coupon page carries the test and the phone’s three parts', () => {
    const u = new URL(couponUrl('https://coupon.example.kr/app', 'cponKedSend', 'KEDS', { tel1: '010', tel2: '1234', tel3: '5678' }));
    expect(u.origin + u.pathname).toBe('https://coupon.example.kr/app/cponKedSend');
    expect(Object.fromEntries(u.searchParams)).toEqual({ cType: 'KEDS', t1: '010', t2: '1234', t3: '5678' });
  });
  it('a visit confirmation carries the user, the token and the round in its path', () => {
    const u = new URL(visitConfirmUrl('https://sales.example.kr/link?x=1', 'planner01', '1700000000.abc', { rpyery: '2026', rpseqi: '0042', rpseri: '3' }));
    expect(u.searchParams.get('x')).toBe('1');
    expect(u.searchParams.get('userId')).toBe('planner01');
    expect(u.searchParams.get('token')).toBe('1700000000.abc');
    const path = new URL(u.searchParams.get('path')!, 'https://sales.example.kr');
    expect(path.pathname).toBe(VISIT_CONFIRM_PATH);
    expect(Object.fromEntries(path.searchParams)).toEqual({ rpyery: '2026', rpseqi: '0042', rpseri: '3' });
  });
});
