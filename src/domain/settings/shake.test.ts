import { describe, expect, it } from 'vitest';
import { SHAKE_OFF, effectiveShakeSetting, parseShakeSetting, shakeSettingFor, shakeSettingText, shakeTargets } from './shake';

const REG = '/myCstmr/myCstmrReg';

describe('the shake setting (spec 1 §2, spec 3 §9)', () => {
  it.each([
    [null, SHAKE_OFF],
    ['{"type":"QR_AUTH","url":""}', { type: 'QR_AUTH', url: '' }],
    ['{"type":"CSTMR_REG","url":"/myCstmr/myCstmrReg"}', { type: 'CSTMR_REG', url: REG }],
    ['{"type":"NONE","url":""}', SHAKE_OFF],
    ['{"type":"DANCE","url":""}', SHAKE_OFF],
    ['{"type":"QR_AUTH"}', SHAKE_OFF],
    ['not json', SHAKE_OFF],
    ['', SHAKE_OFF],
  ])('stored %j reads as %j', (raw, setting) => expect(parseShakeSetting(raw)).toEqual(setting));

  it('stores what it reads back', () => {
    for (const s of [SHAKE_OFF, { type: 'QR_AUTH' as const, url: '' }, { type: 'CSTMR_REG' as const, url: REG }])
      expect(parseShakeSetting(shakeSettingText(s))).toEqual(s);
  });

  it.each([
    ['QR_AUTH', null, { type: 'QR_AUTH', url: '' }],
    ['QR_AUTH', REG, { type: 'QR_AUTH', url: '' }],
    ['CSTMR_REG', REG, { type: 'CSTMR_REG', url: REG }],
    ['CSTMR_REG', null, null],
  ] as const)('choosing %s with the registration path %j stores %j', (target, path, setting) => expect(shakeSettingFor(target, path)).toEqual(setting));

  it('offers the registration screen only when it exists, and shows a stored choice of it as off otherwise', () => {
    expect(shakeTargets(null)).toEqual(['QR_AUTH']);
    expect(shakeTargets(REG)).toEqual(['QR_AUTH', 'CSTMR_REG']);
    expect(effectiveShakeSetting({ type: 'CSTMR_REG', url: REG }, null)).toEqual(SHAKE_OFF);
    expect(effectiveShakeSetting({ type: 'CSTMR_REG', url: '/old' }, REG)).toEqual({ type: 'CSTMR_REG', url: REG });
    expect(effectiveShakeSetting({ type: 'QR_AUTH', url: 'x' }, null)).toEqual({ type: 'QR_AUTH', url: '' });
  });
});
