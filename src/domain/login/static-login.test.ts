import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routes';
import { isServiceOpen, loginPrefill, opensOnLogin } from './static-login';

const UA = {
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EduPlannerApp/AND/2.5.0',
  oldApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EduPlannerApp/AND/1.9.0',
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  phoneBrowser: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

describe('opensOnLogin: where the static login form may show', () => {
  it.each([
    ['/login', UA.app, false, true],
    ['/main', UA.app, false, true],
    ['/', UA.pc, false, true],
    ['/nowhere', UA.pc, false, true],
    ['/notice/detail', UA.pc, false, true],
    ['/popup/3', UA.app, false, true],
    ['/login/', UA.pc, false, true],
    ['/login', UA.app, true, false],
    ['/main', UA.pc, true, false],
    ['/login', UA.phoneBrowser, false, false],
    ['/login', UA.oldApp, false, false],
    ['/download', UA.pc, false, false],
    ['/set/tutorial', UA.app, false, false],
    ['/workNotice', UA.pc, false, false],
    ['/error', UA.pc, false, false],
    ['/unsupported', UA.pc, false, false],
  ])('%s, %s, stored session %s → %s', (path, userAgent, hasStoredSession, shows) => {
    expect(opensOnLogin({ path, userAgent, hasStoredSession })).toBe(shows);
  });

  it('property: never with a stored session, never on a page open without login (but /login itself)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.constantFrom(...Object.values(UA)), fc.boolean(), (route, userAgent, session) => {
        const path = route.path.replace(/:\w+/g, '7');
        const shows = opensOnLogin({ path, userAgent, hasStoredSession: session });
        if (session) expect(shows).toBe(false);
        if (!route.auth && route.name !== 'login') expect(shows).toBe(false);
      }),
    );
  });
});

describe('isServiceOpen: the maintenance file allows the form', () => {
  it.each([
    [{ workYn: 'N', startDt: '', endDt: '', cntn: '' }, true],
    [{ workYn: 'Y', startDt: '2026-11-22T01:00+09:00', endDt: '', cntn: '점검' }, false],
    [{ workYn: 'N' }, false],
    [{ workYn: 'n', startDt: '', endDt: '', cntn: '' }, false],
    [null, false],
    ['N', false],
    [[], false],
  ])('%j → %s', (answer, open) => expect(isServiceOpen(answer)).toBe(open));
});

describe('loginPrefill: the first values of the form', () => {
  it.each([
    [null, { userId: '', saveId: true, autoLogin: true }],
    [{ loginId: 'planner01', saveId: true, autoLogin: false }, { userId: 'planner01', saveId: true, autoLogin: false }],
    [{ loginId: 'planner01', saveId: false, autoLogin: true }, { userId: '', saveId: false, autoLogin: true }],
    [{ loginId: 7, saveId: true, autoLogin: true }, { userId: '', saveId: true, autoLogin: true }],
    [{ loginId: 'planner01', saveId: 'Y', autoLogin: true }, { userId: '', saveId: true, autoLogin: true }],
  ])('%j → %j', (stored, prefill) => expect(loginPrefill(stored)).toEqual(prefill));
});
