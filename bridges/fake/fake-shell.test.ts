// The fake shell driving the real Android and iOS bridges end to end (selected from the user agent it
// sets, as the app does), its control API, and that it still works once serialised the way Playwright's
// addInitScript does: source text evaluated without this module around it.
import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUserAgent } from '../../src/domain/shared/platform';
import { createNativeChannel } from '../channel';
import { NativeBridge } from '../contract';
import type { NativeBridgeShape, NativeEvent } from '../contract';
import { bridgeLayerFor } from '../index';
import { shellWindow } from '../shell-window';
import { installFakeShell } from './fake-shell';
import type { FakeShellControl, FakeShellOptions, FakeShellWindow } from './fake-shell';

const channel = createNativeChannel(window);
const browserUserAgent = navigator.userAgent;
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
const failure = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect));

/** What the app's entry does: read the user agent, pick the bridge, take it from the layer. */
function appBridge(): NativeBridgeShape {
  const layer = bridgeLayerFor(readUserAgent(navigator.userAgent), window, channel);
  return Effect.runSync(Effect.gen(function* () { return yield* NativeBridge; }).pipe(Effect.provide(layer)));
}

/** Playwright sends the function's source text to the page; evaluate it the same way, far from this module. */
function installSerialised(options: FakeShellOptions): FakeShellControl {
  const install = new Function(`return (${installFakeShell.toString()})`)() as typeof installFakeShell;
  return install(options);
}

afterEach(() => {
  (window as Partial<FakeShellWindow>).__fakeShell?.uninstall();
  vi.useRealTimers();
});

describe.each([
  ['AND', 'imported', installFakeShell],
  ['IOS', 'imported', installFakeShell],
  ['AND', 'serialised', installSerialised],
  ['IOS', 'serialised', installSerialised],
] as const)('%s fake shell, %s', (platform, _how, install) => {
  const setup = (options: Omit<FakeShellOptions, 'platform'> = {}) => {
    // Default options on purpose: the serialised run must go through every default branch.
    const shell = install({ platform, ...options });
    return { shell, bridge: appBridge() };
  };

  it('is detected from the user agent it sets, and the real bridge for it is used', () => {
    const { shell, bridge } = setup();
    const env = readUserAgent(navigator.userAgent);
    expect(env).toMatchObject({ platform, inApp: true, unsupported: null });
    expect(bridge.platform).toBe(platform);
    expect((window as unknown as FakeShellWindow).__fakeShell).toBe(shell);
  });

  it('scans: resolves with the configured text, or ScanCancelled when the user cancels', async () => {
    const { shell, bridge } = setup({ answers: { qr: 'EDUQR-20240501-7' } });
    await expect(run(bridge.scanQr())).resolves.toStrictEqual({ text: 'EDUQR-20240501-7' });
    shell.setAnswers({ qr: null });
    await expect(failure(bridge.scanQr())).resolves.toMatchObject({ _tag: 'ScanCancelled' });
    expect(shell.calls.map((c) => c.action)).toEqual(['openQrScanner', 'openQrScanner']);
  });

  it('checks beacons: by default finds the first address asked about; answers can say not found', async () => {
    const { shell, bridge } = setup();
    await expect(run(bridge.checkBeacon(['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02']))).resolves.toStrictEqual({ found: true, macAddress: 'AA:BB:CC:DD:EE:01' });
    shell.setAnswers({ beacon: { found: false } });
    await expect(run(bridge.checkBeacon(['AA:BB:CC:DD:EE:01']))).resolves.toStrictEqual({ found: false });
    expect(shell.calls.at(-1)).toMatchObject({ action: 'checkBeacon', payload: { macAddresses: ['AA:BB:CC:DD:EE:01'] } });
  });

  it('keeps app data: initial answers, set, read back, remove, clear', async () => {
    const { shell, bridge } = setup({ answers: { appData: { autoLogin: 'Y', userId: 'planner01' } } });
    await expect(run(bridge.getAppData('userId'))).resolves.toBe('planner01');
    await run(bridge.setAppData('shake', '{"type":"QR_AUTH","url":""}'));
    await expect(run(bridge.getAppData('shake'))).resolves.toBe('{"type":"QR_AUTH","url":""}');
    await run(bridge.setAppData('shake', null));
    await expect(run(bridge.getAppData('shake'))).resolves.toBeNull();
    await run(bridge.clearAppData(['userId', 'autoLogin']));
    await expect(run(bridge.getAppData('userId'))).resolves.toBeNull();
    expect(shell.store).toEqual({});
  });

  it('answers location, or a failure when configured to', async () => {
    const { shell, bridge } = setup({ answers: { location: { lat: 35.1796, lng: 129.0756, accuracy: 20 } } });
    await expect(run(bridge.requestLocation())).resolves.toStrictEqual({ lat: 35.1796, lng: 129.0756, accuracy: 20 });
    shell.setAnswers({ location: { error: '위치 권한이 없습니다.' } });
    await expect(failure(bridge.requestLocation())).resolves.toMatchObject({ _tag: 'BridgeFailed', message: '위치 권한이 없습니다.' });
  });

  it('records every call with its parsed payload and time, none malformed', async () => {
    const { shell, bridge } = setup();
    const before = Date.now();
    await run(bridge.routeChanged('main'));
    await run(bridge.openExternalLink('https://www.example.com/'));
    await run(bridge.sendSms({ phones: ['01012345678'], message: '안내' }));
    await run(bridge.dial('010-1234-5678'));
    expect(shell.calls).toMatchObject([
      { action: 'routeChanged', payload: { name: 'main' } },
      { action: 'openExternalLink', payload: { url: 'https://www.example.com/' } },
      { action: 'sendSms', payload: { phones: ['01012345678'], message: '안내' } },
      { action: 'dial', payload: { phone: '01012345678' } },
    ]);
    expect(shell.pendingAnswers).toBe(0);
    for (const call of shell.calls) {
      expect(call.at).toBeGreaterThanOrEqual(before);
      expect(call.id).toMatch(/\S/);
    }
    shell.clearCalls();
    expect(shell.calls).toEqual([]);
  });

  it('with autoAnswer off, waits are answered by hand through emit (or time out)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { shell, bridge } = setup({ autoAnswer: false });
    const timedOut = failure(bridge.getAppData('k'));
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(timedOut).resolves.toMatchObject({ _tag: 'BridgeTimeout' });
    const answered = run(bridge.getAppData('k'));
    await vi.advanceTimersByTimeAsync(0);
    shell.emit({ type: 'response', id: shell.calls.at(-1)!.id, ok: true, data: 'by hand' });
    await expect(answered).resolves.toBe('by hand');
  });

  it('emit sends any event to the app', () => {
    const { shell, bridge } = setup();
    const seen: NativeEvent[] = [];
    const sub = bridge.events$.subscribe((e) => seen.push(e));
    shell.emit({ type: 'event', name: 'resumed' });
    shell.emit(JSON.stringify({ type: 'event', name: 'pushToken', data: { token: 'tok' } }));
    sub.unsubscribe();
    expect(seen).toStrictEqual([{ name: 'resumed' }, { name: 'pushToken', token: 'tok' }]);
  });

  it('uninstall removes its globals and the user-agent mark', () => {
    const { shell } = setup();
    shell.uninstall();
    expect(navigator.userAgent).toBe(browserUserAgent);
    expect(shellWindow(window).EduPlannerAndroid).toBeUndefined();
    expect(shellWindow(window).webkit).toBeUndefined();
    expect((window as Partial<FakeShellWindow>).__fakeShell).toBeUndefined();
    expect(appBridge().platform).toBe('PC');
  });
});

describe('fake shell specifics', () => {
  it('keeps a phone user agent it finds and only adds the app mark', () => {
    const android = 'Mozilla/5.0 (Linux; Android 13; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    Object.defineProperty(navigator, 'userAgent', { value: android, configurable: true });
    try {
      installFakeShell({ platform: 'AND', shellVersion: '3.1.0' });
      expect(navigator.userAgent).toBe(`${android} EduPlannerApp/AND/3.1.0`);
      expect(readUserAgent(navigator.userAgent)).toMatchObject({ platform: 'AND', shellVersion: '3.1.0', unsupported: null });
    } finally {
      (window as unknown as FakeShellWindow).__fakeShell.uninstall();
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });

  it('can leave the user agent alone', () => {
    installFakeShell({ platform: 'IOS', userAgent: false });
    expect(navigator.userAgent).toBe(browserUserAgent);
  });

  it('records messages that break the wire format as (malformed)', () => {
    const shell = installFakeShell({ platform: 'AND' });
    shellWindow(window).EduPlannerAndroid!.postMessage('{not json');
    (shellWindow(window).EduPlannerAndroid!.postMessage as (v: unknown) => void)({ action: 'close', payload: {} });
    expect(shell.calls.map((c) => c.action)).toEqual(['(malformed)', '(malformed)']);
  });

  it('its source names nothing from this module or the bundler', () => {
    expect(installFakeShell.toString()).not.toMatch(/__vi_import|__vite_ssr|import\.meta|require\(|\bexports\b/);
  });

  it('a second install replaces the first', () => {
    const first = installFakeShell({ platform: 'AND' });
    const second = installFakeShell({ platform: 'IOS' });
    expect(first).not.toBe(second);
    expect(shellWindow(window).EduPlannerAndroid).toBeUndefined();
    expect(readUserAgent(navigator.userAgent).platform).toBe('IOS');
  });
});
