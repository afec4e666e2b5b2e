import { describe, expect, it } from 'vitest';
import { orderPickUrl } from './order-site';

describe('orderPickUrl', () => {
  it('the configured order-pick page with user and token', () => {
    const u = new URL(orderPickUrl('https://order.example.com/order/pick?from=app', { token: 'tok/+=', userIdEnc: 'enc' })!);
    expect([`${u.origin}${u.pathname}`, u.searchParams.get('from'), u.searchParams.get('userId'), u.searchParams.get('token')]).toEqual([
      'https://order.example.com/order/pick', 'app', 'enc', 'tok/+=',
    ]);
  });

  it('without a token (a partner, or none issued): the plain page', () => {
    expect(orderPickUrl('https://order.example.com/order/pick', null)).toBe('https://order.example.com/order/pick');
    expect(orderPickUrl('https://order.example.com/order/pick', { token: '', userIdEnc: '' })).toBe('https://order.example.com/order/pick');
  });

  it.each([[''], ['javascript:alert(1)'], ['/relative']])('no safe address (%j): null', (base) => expect(orderPickUrl(base, null)).toBeNull());
});
