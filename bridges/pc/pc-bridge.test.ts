// The browser bridge: what a desktop user sees happen (windows opened, a window reserved during a click
// and later sent to its link or closed, a tel: link handed to the OS, storage written, the opener
// messaged), which phone-only actions are unavailable, geolocation outcomes, and which window messages
// become pageMessage events (same origin and our tag only).
import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { createNativeChannel } from '../channel';
import { NativeBridge } from '../contract';
import type { NativeBridgeShape, NativeEvent } from '../contract';
import { shellWindow } from '../shell-window';
import { APP_DATA_PREFIX, pcBridgeLive } from './pc-bridge';
import { pcDial } from './pc-dial';

const channel = createNativeChannel(window);
const bridge: NativeBridgeShape = Effect.runSync(
  Effect.gen(function* () { return yield* NativeBridge; }).pipe(Effect.provide(pcBridgeLive(window, channel))),
);
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
const failure = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect));
const origin = window.location.origin;

let open: MockInstance<Window['open']>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'opener');
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

describe('links and windows', () => {
  it('opens an outside link in a new tab without opener or referrer', async () => {
    await run(bridge.openExternalLink('https://www.example.com/faq'));
    expect(open).toHaveBeenCalledWith('https://www.example.com/faq', '_blank', 'noopener,noreferrer');
  });

  it('opens a page of the app in a new window that keeps its opener (for sendToParent)', async () => {
    await run(bridge.openNewPage('/notice/detail?itemId=3', { title: '공지' }));
    expect(open).toHaveBeenCalledWith(`${origin}/notice/detail?itemId=3`, '_blank');
  });

  it('opens another site through openNewPage detached from this window', async () => {
    await run(bridge.openNewPage('https://partner.example.com/'));
    expect(open).toHaveBeenCalledWith('https://partner.example.com/', '_blank', 'noopener,noreferrer');
  });

  it('reports a blocked popup for an app page', async () => {
    open.mockImplementation(() => null);
    await expect(failure(bridge.openNewPage('/notice'))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'openNewPage' });
  });

  it('opens the update download link', async () => {
    await run(bridge.appUpdate('https://dl.example.com/eduplanner.apk'));
    expect(open).toHaveBeenCalledWith('https://dl.example.com/eduplanner.apk', '_blank', 'noopener,noreferrer');
  });

  it.each([
    ['openExternalLink', (url: string) => bridge.openExternalLink(url)],
    ['openNewPage', (url: string) => bridge.openNewPage(url)],
    ['appUpdate', (url: string) => bridge.appUpdate(url)],
  ] as const)('%s refuses unsafe links and opens nothing', async (action, act) => {
    for (const url of ['javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', '//evil.com', '/\\evil.com', 'https://a@evil.com']) {
      await expect(failure(act(url))).resolves.toMatchObject({ _tag: 'BridgeRejected', action });
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('close closes the window', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await run(bridge.close());
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('a link reserved during the click (reserveExternalLink)', () => {
  /** The blank window the browser gives back: it records being sent somewhere or closed. */
  const blankWindow = () => {
    const w = { opener: window as Window | null, closed: false, location: { replace: vi.fn() }, close: vi.fn(() => void (w.closed = true)) };
    return w;
  };
  const reserve = () => Effect.runSync(bridge.reserveExternalLink());
  const pdf = `${origin}/api/v1/pdf/mycstmrPdf?searchTxt=%EA%B9%80&token=abc`;

  it('opens a blank window at once, already cut from this one, and sends it to the link later', async () => {
    const blank = blankWindow();
    open.mockImplementation(() => blank as unknown as Window);
    const link = reserve();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blank.opener).toBeNull();
    expect(blank.location.replace).not.toHaveBeenCalled();
    await run(link.open(pdf));
    expect(blank.location.replace).toHaveBeenCalledWith(pdf);
    expect(blank.close).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('sends an outside link to the reserved window too, which has no opener', async () => {
    const blank = blankWindow();
    open.mockImplementation(() => blank as unknown as Window);
    await run(reserve().open('https://www.example.com/report.pdf'));
    expect(blank.opener).toBeNull();
    expect(blank.location.replace).toHaveBeenCalledWith('https://www.example.com/report.pdf');
  });

  it('closes the reserved window when released (the call failed), and does not open it afterwards', async () => {
    const blank = blankWindow();
    open.mockImplementation(() => blank as unknown as Window);
    const link = reserve();
    await run(link.release());
    expect(blank.close).toHaveBeenCalledTimes(1);
    await expect(failure(link.open(pdf))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'openExternalLink' });
    expect(blank.location.replace).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('refuses an unsafe link, closing the reserved window without sending it anywhere', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.com', '/relative.pdf', 'https://a@evil.com']) {
      const blank = blankWindow();
      open.mockImplementation(() => blank as unknown as Window);
      await expect(failure(reserve().open(url))).resolves.toMatchObject({ _tag: 'BridgeRejected', action: 'openExternalLink' });
      expect(blank.location.replace).not.toHaveBeenCalled();
      expect(blank.close).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves it closed when the user closed the blank window while waiting', async () => {
    const blank = blankWindow();
    open.mockImplementation(() => blank as unknown as Window);
    const link = reserve();
    blank.closed = true;
    await run(link.open(pdf));
    expect(blank.location.replace).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never uses a window whose opener cannot be cut: it is closed and the link opens detached', async () => {
    const blank = { ...blankWindow(), get opener() { return window; }, set opener(_: unknown) {} };
    open.mockImplementation(() => blank as unknown as Window);
    const link = reserve();
    expect(blank.close).toHaveBeenCalledTimes(1);
    await run(link.open(pdf));
    expect(blank.location.replace).not.toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith(pdf, '_blank', 'noopener,noreferrer');
  });

  it('when the browser blocked the blank window, tries the link detached as openExternalLink does', async () => {
    open.mockImplementation(() => null);
    const link = reserve();
    await run(link.open(pdf));
    expect(open.mock.calls).toEqual([['', '_blank'], [pdf, '_blank', 'noopener,noreferrer']]);
  });

  it('turns a failure to send the window on into BridgeFailed, closing it', async () => {
    const blank = blankWindow();
    blank.location.replace.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    open.mockImplementation(() => blank as unknown as Window);
    await expect(failure(reserve().open(pdf))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'openExternalLink' });
    expect(blank.close).toHaveBeenCalledTimes(1);
  });
});

describe('dial through the tel: handler', () => {
  /** Each anchor clicked, as it was at the click: its href, target, whether it was in the page and hidden. */
  const clicks = () => {
    const seen: { href: string; target: string; connected: boolean; hidden: boolean; anchor: HTMLAnchorElement }[] = [];
    // jsdom cannot follow a tel: link; the browser would hand it to the OS here.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      seen.push({ href: this.href, target: this.target, connected: this.isConnected, hidden: this.hidden === true, anchor: this });
    });
    return seen;
  };

  it('clicks a hidden anchor to tel:<digits> in the page, then removes it; no window, no navigation', async () => {
    const seen = clicks();
    const before = window.location.href;
    await run(bridge.dial('010-1234-5678'));
    expect(seen.map(({ href, target, connected, hidden }) => ({ href, target, connected, hidden }))).toStrictEqual([
      { href: 'tel:01012345678', target: '', connected: true, hidden: true },
    ]);
    expect(seen[0]!.anchor.isConnected).toBe(false);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });

  it('refuses a number that is not 9-11 digits, clicking nothing', async () => {
    const seen = clicks();
    for (const phone of ['', '1588-1234', '010 1234 5678', '+821012345678', 'tel:01012345678', '01012345678;1', 'javascript:alert(1)']) {
      await expect(failure(bridge.dial(phone))).resolves.toMatchObject({ _tag: 'BridgeRejected', action: 'dial', reason: 'unsafe-phone' });
    }
    expect(seen).toEqual([]);
  });

  it('turns a click that throws into BridgeFailed and still removes the anchor', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(failure(bridge.dial('0212345678'))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'dial', message: 'Error: blocked' });
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('is unavailable without a document; a bad number is still refused first', async () => {
    const noDocument = {} as Window;
    await expect(failure(pcDial(noDocument, '010-1234-5678'))).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action: 'dial', platform: 'PC', reason: 'not-on-platform' });
    await expect(failure(pcDial(noDocument, '12'))).resolves.toMatchObject({ _tag: 'BridgeRejected', reason: 'unsafe-phone' });
  });
});

describe('sendToParent', () => {
  it('posts the tagged data to the opener, restricted to this origin', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { closed: false, postMessage }, configurable: true });
    await run(bridge.sendToParent({ searchName: '김민지' }));
    expect(postMessage).toHaveBeenCalledWith({ source: 'eduplanner', data: { searchName: '김민지' } }, origin);
  });

  it('is unavailable when no window opened this one, or it is gone', async () => {
    await expect(failure(bridge.sendToParent(1))).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action: 'sendToParent' });
    Object.defineProperty(window, 'opener', { value: { closed: true, postMessage: vi.fn() }, configurable: true });
    await expect(failure(bridge.sendToParent(1))).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action: 'sendToParent' });
  });
});

describe('app data in localStorage', () => {
  it('stores under ep.appdata.<key>, reads back, removes with null, clears listed keys only', async () => {
    await run(bridge.setAppData('shake', '{"type":"QR_AUTH"}'));
    await run(bridge.setAppData('autoLogin', 'Y'));
    expect(localStorage.getItem(`${APP_DATA_PREFIX}shake`)).toBe('{"type":"QR_AUTH"}');
    await expect(run(bridge.getAppData('shake'))).resolves.toBe('{"type":"QR_AUTH"}');
    await expect(run(bridge.getAppData('missing'))).resolves.toBeNull();
    await run(bridge.setAppData('shake', null));
    await expect(run(bridge.getAppData('shake'))).resolves.toBeNull();
    localStorage.setItem('unrelated', 'keep');
    await run(bridge.setAppData('shake', 'x'));
    await run(bridge.clearAppData(['shake', 'autoLogin']));
    expect(localStorage.getItem(`${APP_DATA_PREFIX}shake`)).toBeNull();
    expect(localStorage.getItem(`${APP_DATA_PREFIX}autoLogin`)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('turns a storage error into BridgeFailed', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(failure(bridge.setAppData('k', 'v'))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'setAppData' });
  });
});

describe('shell-only actions', () => {
  it('sessionExpired and routeChanged succeed without doing anything visible', async () => {
    await run(bridge.sessionExpired());
    await run(bridge.routeChanged('main'));
    expect(open).not.toHaveBeenCalled();
  });

  it.each<[string, () => Effect.Effect<unknown, unknown>]>([
    ['sendSms', () => bridge.sendSms({ phones: ['01012345678'], message: 'x' })],
    ['openQrScanner', () => bridge.scanQr()],
    ['checkBeacon', () => bridge.checkBeacon(['AA:BB'])],
  ])('%s is unavailable on PC', async (action, act) => {
    await expect(failure(act())).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action, platform: 'PC', reason: 'not-on-platform' });
  });
});

describe('requestLocation through navigator.geolocation', () => {
  const withGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
    Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  const positionError = (code: number, message: string) => ({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

  it('resolves with the position', async () => {
    withGeolocation((ok) => ok({ coords: { latitude: 37.4, longitude: 127.0, accuracy: 30 } } as GeolocationPosition));
    await expect(run(bridge.requestLocation())).resolves.toStrictEqual({ lat: 37.4, lng: 127.0, accuracy: 30 });
  });

  it('fails with BridgeFailed when permission is denied', async () => {
    withGeolocation((_ok, fail) => fail?.(positionError(1, 'User denied Geolocation')));
    await expect(failure(bridge.requestLocation())).resolves.toMatchObject({ _tag: 'BridgeFailed', message: 'User denied Geolocation' });
  });

  it("maps the browser's own time-out to BridgeTimeout", async () => {
    withGeolocation((_ok, fail) => fail?.(positionError(3, 'Timeout expired')));
    await expect(failure(bridge.requestLocation())).resolves.toMatchObject({ _tag: 'BridgeTimeout', action: 'requestLocation' });
  });

  it('gives up after 15 s when the browser never answers (permission prompt left open)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    withGeolocation(() => undefined);
    const answer = failure(bridge.requestLocation());
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(answer).resolves.toMatchObject({ _tag: 'BridgeTimeout', afterMs: 15_000 });
  });

  it('is unavailable without geolocation', async () => {
    Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
    await expect(failure(bridge.requestLocation())).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action: 'requestLocation' });
  });
});

describe('events$', () => {
  const collect = () => {
    const seen: NativeEvent[] = [];
    const sub = bridge.events$.subscribe((e) => seen.push(e));
    return { seen, stop: () => sub.unsubscribe() };
  };
  const message = (data: unknown, from = origin) => window.dispatchEvent(new MessageEvent('message', { data, origin: from }));

  it('turns a same-origin tagged message from a child page into pageMessage', () => {
    const { seen, stop } = collect();
    message({ source: 'eduplanner', data: { searchName: '김민지' } });
    stop();
    expect(seen).toStrictEqual([{ name: 'pageMessage', data: { searchName: '김민지' } }]);
  });

  it.each([
    ['another origin', { source: 'eduplanner', data: 1 }, 'https://evil.example.com'],
    ['an empty origin', { source: 'eduplanner', data: 1 }, ''],
    ['no tag', { data: 1 }, origin],
    ['another tag', { source: 'devtools', data: 1 }, origin],
    ['data that is not JSON', { source: 'eduplanner', data: { when: new Date(0) } }, origin],
    ['a plain string', 'eduplanner', origin],
  ])('ignores a message with %s', (_label, data, from) => {
    const { seen, stop } = collect();
    message(data, from);
    stop();
    expect(seen).toEqual([]);
  });

  it('emits resumed when the tab becomes visible again, not when hidden', () => {
    const { seen, stop } = collect();
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    visibility('hidden');
    visibility('visible');
    stop();
    Reflect.deleteProperty(document, 'visibilityState');
    expect(seen).toStrictEqual([{ name: 'resumed' }]);
  });

  it('also carries what is sent through EduPlannerWeb.receive (development tools)', () => {
    const { seen, stop } = collect();
    shellWindow(window).EduPlannerWeb!.receive({ type: 'event', name: 'shake' });
    stop();
    expect(seen).toStrictEqual([{ name: 'shake' }]);
  });

  it('stops listening to the window once unsubscribed', () => {
    const { seen, stop } = collect();
    stop();
    message({ source: 'eduplanner', data: 1 });
    expect(seen).toEqual([]);
  });
});
