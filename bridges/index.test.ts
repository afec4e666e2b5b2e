// Bridge selection (docs/bridge.md "Which bridge runs"): the user agent decides, through readUserAgent,
// and a caller notices it by where messages go: the Android interface, the iOS handler, or the browser.
import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUserAgent } from '../src/domain/shared/platform';
import { createNativeChannel } from './channel';
import { NativeBridge, bridgeLayerFor } from './index';
import { shellWindow } from './shell-window';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const channel = createNativeChannel(window);
const android = vi.fn();
const ios = vi.fn();
shellWindow(window).EduPlannerAndroid = { postMessage: android };
shellWindow(window).webkit = { messageHandlers: { eduplanner: { postMessage: ios } } };

function bridgeFor(userAgent: string) {
  const layer = bridgeLayerFor(readUserAgent(userAgent), window, channel);
  return Effect.runSync(Effect.gen(function* () { return yield* NativeBridge; }).pipe(Effect.provide(layer)));
}

afterEach(() => vi.clearAllMocks());

describe('bridgeLayerFor', () => {
  it.each([
    ['the Android shell', `${ANDROID_CHROME} EduPlannerApp/AND/2.4.1`, 'AND'],
    ['the iOS shell', `${IPHONE} EduPlannerApp/IOS/2.4.0`, 'IOS'],
    ['an outdated shell (still its own bridge; the guard shows /unsupported)', `${ANDROID_CHROME} EduPlannerApp/AND/1.0.0`, 'AND'],
    ['a desktop browser', DESKTOP, 'PC'],
    ['an Android browser outside the shell', ANDROID_CHROME, 'PC'],
    ['an iPhone browser outside the shell', IPHONE, 'PC'],
  ])('%s → %s bridge', async (_label, userAgent, platform) => {
    const bridge = bridgeFor(userAgent);
    expect(bridge.platform).toBe(platform);
    await Effect.runPromise(bridge.routeChanged('main'));
    expect(android).toHaveBeenCalledTimes(platform === 'AND' ? 1 : 0);
    expect(ios).toHaveBeenCalledTimes(platform === 'IOS' ? 1 : 0);
  });

  it('routes Android messages as JSON text and iOS messages as objects', async () => {
    await Effect.runPromise(bridgeFor(`${ANDROID_CHROME} EduPlannerApp/AND/2.4.1`).routeChanged('main'));
    await Effect.runPromise(bridgeFor(`${IPHONE} EduPlannerApp/IOS/2.4.0`).routeChanged('main'));
    expect(JSON.parse(android.mock.calls[0]![0] as string)).toMatchObject({ action: 'routeChanged', payload: { name: 'main' } });
    expect(ios.mock.calls[0]![0]).toMatchObject({ action: 'routeChanged', payload: { name: 'main' } });
  });
});
