import { describe, expect, it } from 'vitest';
import { selfLinkFrom, selfRegistrationHref, SELF_PATH } from './pages';

describe('the self-registration link (spec 2 §2)', () => {
  const link = { encSqno: 'a-1_b', encName: 'n+/=', encPhoneNum: 'p', encAkdcde: 'k' };
  it('carries its four parameters and reads them back', () => {
    const href = selfRegistrationHref('https://app.example', link);
    expect(href.startsWith(`https://app.example${SELF_PATH}?`)).toBe(true);
    expect(selfLinkFrom(new URL(href).search)).toEqual(link);
  });
  it('is nothing when one parameter is missing or empty', () => {
    expect(selfLinkFrom('?encSqno=a&encName=b&encPhoneNum=c')).toBeNull();
    expect(selfLinkFrom('?encSqno=a&encName=b&encPhoneNum=c&encAkdcde=')).toBeNull();
  });
});
