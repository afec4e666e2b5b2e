import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientIdFor, compareVersions, readUserAgent } from './platform';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('user agent → platform and support (spec 1 §1, §2)', () => {
  it.each([
    [`${ANDROID_CHROME} EduPlannerApp/AND/2.4.1`, { platform: 'AND', inApp: true, shellVersion: '2.4.1', unsupported: null }],
    [`${IPHONE_SAFARI} EduPlannerApp/IOS/2.4.0`, { platform: 'IOS', inApp: true, shellVersion: '2.4.0', unsupported: null }],
    [DESKTOP, { platform: 'PC', inApp: false, shellVersion: null, unsupported: null }],
    [MAC, { platform: 'PC', inApp: false, shellVersion: null, unsupported: null }],
    [ANDROID_CHROME, { platform: 'AND', inApp: false, shellVersion: null, unsupported: 'app-only' }],
    [IPHONE_SAFARI, { platform: 'IOS', inApp: false, shellVersion: null, unsupported: 'app-only' }],
    [`${IPHONE_SAFARI} EduPlannerApp/AND/2.4.1`, { platform: 'AND', inApp: true, shellVersion: '2.4.1', unsupported: 'platform-mismatch' }],
    [`${ANDROID_CHROME} EduPlannerApp/AND/1.9.9`, { platform: 'AND', inApp: true, shellVersion: '1.9.9', unsupported: 'app-too-old' }],
  ])('%s', (ua, env) => {
    expect(readUserAgent(ua)).toEqual(env);
  });

  it('client ids per platform', () => {
    expect(clientIdFor(readUserAgent(`${ANDROID_CHROME} EduPlannerApp/AND/2.4.1`))).toBe('eduplanner-and');
    expect(clientIdFor(readUserAgent(`${IPHONE_SAFARI} EduPlannerApp/IOS/2.4.1`))).toBe('eduplanner-ios');
    expect(clientIdFor(readUserAgent(DESKTOP))).toBe('eduplanner-web');
  });

  it('compares versions numerically', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.9.9', '2.0.0')).toBe(-1);
  });

  it('property: any user agent gives a known platform and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (ua) => {
        const env = readUserAgent(ua);
        expect(['AND', 'IOS', 'PC']).toContain(env.platform);
        expect(env.inApp).toBe(env.shellVersion !== null);
      }),
    );
  });

  it('property: version comparison is antisymmetric', () => {
    const v = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 4 }).map((a) => a.join('.'));
    fc.assert(fc.property(v, v, (a, b) => {
      expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
    }));
  });
});
