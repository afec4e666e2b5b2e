import { describe, expect, it } from 'vitest';
import { registrationMessages as m } from './messages';
import { mmss, mss, phoneBlurError, phoneDigits, selfIdentityError, selfSaveError, splitPhone, step1Error, step2Error } from './rules';

const YEAR = 2026;
const child = (chlnnam: string, chlnbdt = '', chlngndr: 'M' | 'F' | '' = 'M') => ({ chlnnam, chlnbdt, chlngndr });

describe('the phone field (spec 2 §5)', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('010 1234 56789 0')).toBe('01012345678');
    expect(phoneDigits('abc')).toBe('');
  });
  it('splits 10 digits 3-3-4 and 11 digits 3-4-4, nothing else', () => {
    expect(splitPhone('0111234567')).toEqual(['011', '123', '4567']);
    expect(splitPhone('01012345678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('010123456')).toBeNull();
    expect(splitPhone('010123456789')).toBeNull();
  });
  it('alerts on leaving it empty or of another length', () => {
    expect(phoneBlurError('')).toBe(m.phoneEmpty);
    expect(phoneBlurError('010123')).toBe(m.phoneInvalid);
    expect(phoneBlurError('01012345678')).toBeNull();
  });
});

describe('step 1 (spec 2 §5), in order', () => {
  const ok = { phone: '01012345678', name: '김하늘', duplicates: 0 };
  it('passes a free phone and a name', () => expect(step1Error(ok)).toBeNull());
  it('phone empty, then under 10 digits', () => {
    expect(step1Error({ ...ok, phone: '', name: '' })).toEqual({ message: m.phoneEmpty, resetPhone: false });
    expect(step1Error({ ...ok, phone: '010', name: '' })).toEqual({ message: m.phoneInvalid, resetPhone: false });
  });
  it('a registered phone resets it to 010, before the name is looked at', () => {
    expect(step1Error({ ...ok, duplicates: 2, name: '' })).toEqual({ message: m.phoneDuplicate, resetPhone: true });
  });
  it('the name last', () => expect(step1Error({ ...ok, name: '  ' })).toEqual({ message: m.nameEmpty, resetPhone: false }));
});

describe('step 2 (spec 2 §5), in order', () => {
  const ok = { authenticated: true, prensrno: '', custnote: '', custbrdt: '', children: [] };
  it('authentication first', () => expect(step2Error({ ...ok, authenticated: false, prensrno: '78' }, YEAR)).toBe(m.notAuthenticated));
  it('the other no-jin activity (78) needs its place', () => {
    expect(step2Error({ ...ok, prensrno: '78' }, YEAR)).toBe(m.placeRequired);
    expect(step2Error({ ...ok, prensrno: '78', custnote: '아파트 놀이터' }, YEAR)).toBeNull();
    expect(step2Error({ ...ok, prensrno: '71' }, YEAR)).toBeNull();
  });
  it('the parent birth date, then each child birth date', () => {
    expect(step2Error({ ...ok, custbrdt: '19850230' }, YEAR)).toBe(m.parentBirthInvalid);
    expect(step2Error({ ...ok, custbrdt: '19850228', children: [child('하늘', '2019')] }, YEAR)).toBe(m.childBirthInvalid);
    expect(step2Error({ ...ok, children: [child('하늘', '20190301'), child('', '20200101')] }, YEAR)).toBe(m.childNameRequired);
    expect(step2Error({ ...ok, children: [child('하늘', '20190301', '')] }, YEAR)).toBe(m.childGenderRequired);
    expect(step2Error({ ...ok, children: [child('하늘', '20190301'), child('', '', '')] }, YEAR)).toBeNull();
  });
});

describe('countdowns (spec 2 §4)', () => {
  it('mm:ss for registration, m:ss for self-registration', () => {
    expect(mmss(300)).toBe('05:00');
    expect(mmss(59)).toBe('00:59');
    expect(mss(300)).toBe('5:00');
    expect(mss(9)).toBe('0:09');
  });
});

describe('self-registration (spec 2 §5)', () => {
  const requested = { name: '김하늘', phone: '01012345678' };
  const form = { name: '김하늘', phone: '01012345678', termsAgreed: true, verified: true, children: [{ name: '이솔', sex: 'F' as const, birthday: '20190301' }] };
  it('name and phone required, then equal to the request', () => {
    expect(selfIdentityError({ name: '', phone: '01012345678' }, requested)).toBe(m.selfEnterCustomer);
    expect(selfIdentityError({ name: '김하늘', phone: '01012345679' }, requested)).toBe(m.selfDiffers);
    expect(selfIdentityError({ name: ' 김하늘 ', phone: '01012345678' }, requested)).toBeNull();
  });
  it('terms, then verification, then complete children', () => {
    expect(selfSaveError(form, requested, YEAR)).toBeNull();
    expect(selfSaveError({ ...form, termsAgreed: false, verified: false }, requested, YEAR)).toBe(m.selfChooseTerms);
    expect(selfSaveError({ ...form, verified: false }, requested, YEAR)).toBe(m.selfVerifyFirst);
    expect(selfSaveError({ ...form, children: [{ name: '이솔', sex: '', birthday: '20190301' }] }, requested, YEAR)).toBe(m.selfEnterChild);
    expect(selfSaveError({ ...form, children: [{ name: '이솔', sex: 'M', birthday: '20190231' }] }, requested, YEAR)).toBe(m.selfEnterChild);
    expect(selfSaveError({ ...form, children: Array.from({ length: 6 }, () => form.children[0]!) }, requested, YEAR)).toBe(m.selfEnterChild);
  });
});
