// The Android and iOS bridges against a recording shell: each action's wire message (JSON text for
// Android, an object for iOS), answers matched by id, time-outs, unsafe links and numbers refused with
// nothing sent, and a missing shell interface reported instead of waited on.
import { Effect, Exit, Fiber, Schema } from 'effect';
import fc from 'fast-check';
import type { Layer } from 'effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { androidBridgeLive } from './android/android-bridge';
import { createNativeChannel } from './channel';
import { NativeBridge, OutgoingMessage } from './contract';
import type { NativeBridgeShape } from './contract';
import { iosBridgeLive } from './ios/ios-bridge';
import { shellWindow } from './shell-window';

const channel = createNativeChannel(window);
const receive = (message: unknown) => shellWindow(window).EduPlannerWeb!.receive(message);
const bridgeOf = (layer: Layer.Layer<NativeBridge>): NativeBridgeShape =>
  Effect.runSync(Effect.gen(function* () { return yield* NativeBridge; }).pipe(Effect.provide(layer)));
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
const failure = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect));
const flush = () => vi.advanceTimersByTimeAsync(0);

interface PlatformCase {
  readonly platform: 'AND' | 'IOS';
  readonly layer: () => Layer.Layer<NativeBridge>;
  /** Installs a recording shell interface; returns the spy that receives the raw posted values. */
  readonly install: () => ReturnType<typeof vi.fn>;
  readonly remove: () => void;
  /** The raw posted value turned into the message object, checking its wire form on the way. */
  readonly decode: (raw: unknown) => unknown;
}

const PLATFORMS: PlatformCase[] = [
  {
    platform: 'AND',
    layer: () => androidBridgeLive(window, channel),
    install: () => {
      const postMessage = vi.fn();
      shellWindow(window).EduPlannerAndroid = { postMessage };
      return postMessage;
    },
    remove: () => delete shellWindow(window).EduPlannerAndroid,
    decode: (raw) => {
      expect(typeof raw).toBe('string');
      return JSON.parse(raw as string);
    },
  },
  {
    platform: 'IOS',
    layer: () => iosBridgeLive(window, channel),
    install: () => {
      const postMessage = vi.fn();
      shellWindow(window).webkit = { messageHandlers: { eduplanner: { postMessage } } };
      return postMessage;
    },
    remove: () => delete shellWindow(window).webkit,
    decode: (raw) => {
      expect(typeof raw).toBe('object');
      return raw;
    },
  },
];

describe.each(PLATFORMS)('$platform bridge', ({ platform, layer, install, remove, decode }) => {
  let postMessage: ReturnType<typeof vi.fn>;
  let bridge: NativeBridgeShape;
  const sent = () => postMessage.mock.calls.map(([raw]) => Schema.decodeUnknownSync(OutgoingMessage)(decode(raw)));
  const lastSent = () => sent().at(-1)!;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    postMessage = install();
    bridge = bridgeOf(layer());
  });
  afterEach(() => {
    remove();
    vi.useRealTimers();
  });

  it('reports its platform', () => {
    expect(bridge.platform).toBe(platform);
  });

  describe('fire-and-forget actions post one message each', () => {
    const origin = window.location.origin;
    it.each<[string, (b: NativeBridgeShape) => Effect.Effect<void, unknown>, string, unknown]>([
      ['openExternalLink', (b) => b.openExternalLink('https://www.example.com/a?b=1'), 'openExternalLink', { url: 'https://www.example.com/a?b=1' }],
      ['openNewPage with a path and title', (b) => b.openNewPage('/notice/detail?itemId=3', { title: '공지사항' }), 'openNewPage', { url: `${origin}/notice/detail?itemId=3`, title: '공지사항' }],
      ['openNewPage with a URL, no title', (b) => b.openNewPage('https://example.com/x'), 'openNewPage', { url: 'https://example.com/x' }],
      ['close', (b) => b.close(), 'close', {}],
      ['sendToParent', (b) => b.sendToParent({ searchName: '김민지', ids: [1, 2], flag: true, none: null }), 'sendToParent', { data: { searchName: '김민지', ids: [1, 2], flag: true, none: null } }],
      ['setAppData', (b) => b.setAppData('shake', '{"type":"QR_AUTH","url":""}'), 'setAppData', { key: 'shake', value: '{"type":"QR_AUTH","url":""}' }],
      ['setAppData null removes', (b) => b.setAppData('shake', null), 'setAppData', { key: 'shake', value: null }],
      ['clearAppData', (b) => b.clearAppData(['shake', 'autoLogin']), 'clearAppData', { keys: ['shake', 'autoLogin'] }],
      ['sessionExpired', (b) => b.sessionExpired(), 'sessionExpired', {}],
      ['appUpdate', (b) => b.appUpdate('https://dl.example.com/eduplanner.apk'), 'appUpdate', { downloadUrl: 'https://dl.example.com/eduplanner.apk' }],
      ['sendSms', (b) => b.sendSms({ phones: ['01012345678', '01098765432'], message: '상담 일정 안내드립니다.' }), 'sendSms', { phones: ['01012345678', '01098765432'], message: '상담 일정 안내드립니다.' }],
      ['dial with hyphens, sent as digits', (b) => b.dial('010-1234-5678'), 'dial', { phone: '01012345678' }],
      ['dial a Seoul landline', (b) => b.dial('02-123-4567'), 'dial', { phone: '021234567' }],
      ['routeChanged', (b) => b.routeChanged('main'), 'routeChanged', { name: 'main' }],
    ])('%s', async (_label, act, action, payload) => {
      await run(act(bridge));
      expect(postMessage).toHaveBeenCalledTimes(1);
      const message = lastSent();
      expect(message.action).toBe(action);
      expect(message.payload).toStrictEqual(payload);
      expect(message.id).toMatch(/\S/);
    });

    it('every message carries a new id', async () => {
      await run(bridge.routeChanged('a'));
      await run(bridge.routeChanged('b'));
      await run(bridge.close());
      expect(new Set(sent().map((m) => m.id)).size).toBe(3);
    });

    it('a reserved link sends nothing until it opens, then asks the shell as openExternalLink; a release sends nothing', async () => {
      const link = Effect.runSync(bridge.reserveExternalLink());
      expect(postMessage).not.toHaveBeenCalled();
      await run(link.open('https://www.example.com/list.pdf?token=t'));
      expect(sent().map((m) => [m.action, m.payload])).toStrictEqual([['openExternalLink', { url: 'https://www.example.com/list.pdf?token=t' }]]);
      await run(Effect.runSync(bridge.reserveExternalLink()).release());
      expect(postMessage).toHaveBeenCalledTimes(1);
    });
  });

  describe('getAppData', () => {
    it('sends the key and resolves with the answer to its id', async () => {
      const answer = run(bridge.getAppData('shake'));
      await flush();
      expect(lastSent()).toMatchObject({ action: 'getAppData', payload: { key: 'shake' } });
      receive({ type: 'response', id: lastSent().id, ok: true, data: '{"type":"NONE"}' });
      await expect(answer).resolves.toBe('{"type":"NONE"}');
    });

    it('matches concurrent answers by id, whatever their order, and ignores unknown ids', async () => {
      const first = run(bridge.getAppData('a'));
      const second = run(bridge.getAppData('b'));
      await flush();
      const [idA, idB] = sent().map((m) => m.id);
      receive({ type: 'response', id: 'ep-nobody', ok: true, data: 'stray' });
      receive(JSON.stringify({ type: 'response', id: idB, ok: true, data: 'B' }));
      receive({ type: 'response', id: idA, ok: true, data: 'A' });
      await expect(first).resolves.toBe('A');
      await expect(second).resolves.toBe('B');
    });

    it('resolves null when the key is absent (data null or missing)', async () => {
      const viaNull = run(bridge.getAppData('x'));
      await flush();
      receive({ type: 'response', id: lastSent().id, ok: true, data: null });
      await expect(viaNull).resolves.toBeNull();
      const viaMissing = run(bridge.getAppData('y'));
      await flush();
      receive({ type: 'response', id: lastSent().id, ok: true });
      await expect(viaMissing).resolves.toBeNull();
    });

    it('fails with BridgeFailed on ok:false, carrying the shell message', async () => {
      const answer = failure(bridge.getAppData('x'));
      await flush();
      receive({ type: 'response', id: lastSent().id, ok: false, error: 'storage locked' });
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'getAppData', message: 'storage locked' });
    });

    it('fails with BridgeFailed on an answer of the wrong shape rather than waiting', async () => {
      const answer = failure(bridge.getAppData('x'));
      await flush();
      receive({ type: 'response', id: lastSent().id, ok: true, data: 42 });
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'getAppData' });
    });

    it('times out after 3 s with BridgeTimeout; a late answer changes nothing', async () => {
      const answer = failure(bridge.getAppData('x'));
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeTimeout', action: 'getAppData', afterMs: 3_000 });
      expect(() => receive({ type: 'response', id: lastSent().id, ok: true, data: 'late' })).not.toThrow();
    });
  });

  describe('requestLocation', () => {
    it('resolves with the position the shell answers', async () => {
      const answer = run(bridge.requestLocation());
      await flush();
      expect(lastSent()).toMatchObject({ action: 'requestLocation', payload: {} });
      receive({ type: 'response', id: lastSent().id, ok: true, data: { lat: 37.5663, lng: 126.9779, accuracy: 8 } });
      await expect(answer).resolves.toStrictEqual({ lat: 37.5663, lng: 126.9779, accuracy: 8 });
    });

    it('fails with BridgeFailed when the shell cannot locate', async () => {
      const answer = failure(bridge.requestLocation());
      await flush();
      receive({ type: 'response', id: lastSent().id, ok: false, error: 'permission denied' });
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeFailed', message: 'permission denied' });
    });

    it('times out after 15 s', async () => {
      const answer = failure(bridge.requestLocation());
      await vi.advanceTimersByTimeAsync(14_999);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeTimeout', action: 'requestLocation', afterMs: 15_000 });
    });
  });

  describe('scanQr', () => {
    it('opens the scanner and resolves with the next scan', async () => {
      const answer = run(bridge.scanQr());
      await flush();
      expect(lastSent()).toMatchObject({ action: 'openQrScanner', payload: {} });
      receive({ type: 'event', name: 'resumed' });
      receive({ type: 'event', name: 'qrScanned', data: { text: 'EDUQR-42' } });
      await expect(answer).resolves.toStrictEqual({ text: 'EDUQR-42' });
    });

    it('fails with ScanCancelled when the user closes the scanner', async () => {
      const answer = failure(bridge.scanQr());
      await flush();
      receive({ type: 'event', name: 'qrCancelled' });
      await expect(answer).resolves.toMatchObject({ _tag: 'ScanCancelled' });
    });

    it('has no time-out, and stops waiting when interrupted', async () => {
      const fiber = Effect.runFork(bridge.scanQr());
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(fiber.pollUnsafe()).toBeUndefined();
      const exit = await Effect.runPromise(Fiber.interrupt(fiber).pipe(Effect.andThen(Fiber.await(fiber))));
      expect(Exit.hasInterrupts(exit)).toBe(true);
      const next = run(bridge.scanQr());
      await flush();
      receive({ type: 'event', name: 'qrScanned', data: { text: 'after' } });
      await expect(next).resolves.toStrictEqual({ text: 'after' });
    });
  });

  describe('checkBeacon', () => {
    it('sends the MAC addresses and resolves with the beacon result event', async () => {
      const answer = run(bridge.checkBeacon(['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02']));
      await flush();
      expect(lastSent()).toMatchObject({ action: 'checkBeacon', payload: { macAddresses: ['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02'] } });
      receive({ type: 'event', name: 'beaconResult', data: { found: true, macAddress: 'AA:BB:CC:DD:EE:02' } });
      await expect(answer).resolves.toStrictEqual({ found: true, macAddress: 'AA:BB:CC:DD:EE:02' });
    });

    it('times out after 15 s', async () => {
      const answer = failure(bridge.checkBeacon(['AA:BB:CC:DD:EE:01']));
      await vi.advanceTimersByTimeAsync(15_000);
      await expect(answer).resolves.toMatchObject({ _tag: 'BridgeTimeout', action: 'checkBeacon', afterMs: 15_000 });
    });
  });

  describe('unsafe links', () => {
    const UNSAFE = ['javascript:alert(1)', 'java\tscript:alert(1)', '\u0000javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', '//evil.com', 'https://user:pw@evil.com', ' https://example.com'];
    const linkActions: [string, (b: NativeBridgeShape, url: string) => Effect.Effect<void, unknown>][] = [
      ['openExternalLink', (b, url) => b.openExternalLink(url)],
      ['openNewPage', (b, url) => b.openNewPage(url)],
      ['appUpdate', (b, url) => b.appUpdate(url)],
    ];

    it.each(linkActions)('%s refuses them with BridgeRejected and sends nothing', async (action, act) => {
      for (const url of UNSAFE) {
        await expect(failure(act(bridge, url))).resolves.toMatchObject({ _tag: 'BridgeRejected', action, reason: 'unsafe-link' });
      }
      expect(postMessage).not.toHaveBeenCalled();
    });

    it('a reserved link refuses them as openExternalLink does and sends nothing', async () => {
      for (const url of UNSAFE) {
        const link = Effect.runSync(bridge.reserveExternalLink());
        await expect(failure(link.open(url))).resolves.toMatchObject({ _tag: 'BridgeRejected', action: 'openExternalLink', reason: 'unsafe-link' });
      }
      expect(postMessage).not.toHaveBeenCalled();
    });

    it('property: any other scheme sends nothing', async () => {
      const scheme = fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', 'file:', 'intent:', 'blob:');
      await fc.assert(
        fc.asyncProperty(scheme, fc.string(), fc.constantFrom(...linkActions), async (s, rest, [, act]) => {
          const error = await failure(act(bridge, s + rest));
          expect(error).toMatchObject({ _tag: 'BridgeRejected' });
          expect(postMessage).not.toHaveBeenCalled();
        }),
      );
    });
  });

  describe('numbers that cannot be dialled', () => {
    it('dial refuses them with BridgeRejected unsafe-phone and sends nothing', async () => {
      for (const phone of ['', '1588-1234', '010-1234-56789', '010 1234 5678', '+821012345678', 'tel:01012345678', '01012345678;0212345678', '0212345678,123', '*23#0101234', '０１０１２３４５６７８']) {
        await expect(failure(bridge.dial(phone))).resolves.toMatchObject({ _tag: 'BridgeRejected', action: 'dial', reason: 'unsafe-phone' });
      }
      expect(postMessage).not.toHaveBeenCalled();
    });

    it('property: whatever is sent is 9-11 digits', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.stringMatching(/^[0-9-]{0,16}$/)), async (phone) => {
          postMessage.mockClear();
          const exit = await Effect.runPromiseExit(bridge.dial(phone));
          if (Exit.isFailure(exit)) {
            expect(postMessage).not.toHaveBeenCalled();
            return;
          }
          expect(lastSent()).toMatchObject({ action: 'dial', payload: { phone: expect.stringMatching(/^[0-9]{9,11}$/) } });
        }),
      );
    });
  });

  describe('without the shell interface', () => {
    beforeEach(() => remove());

    it.each<[string, (b: NativeBridgeShape) => Effect.Effect<unknown, unknown>, string]>([
      ['routeChanged', (b) => b.routeChanged('main'), 'routeChanged'],
      ['setAppData', (b) => b.setAppData('k', 'v'), 'setAppData'],
      ['getAppData', (b) => b.getAppData('k'), 'getAppData'],
      ['requestLocation', (b) => b.requestLocation(), 'requestLocation'],
      ['scanQr', (b) => b.scanQr(), 'openQrScanner'],
      ['checkBeacon', (b) => b.checkBeacon(['AA']), 'checkBeacon'],
      ['dial', (b) => b.dial('010-1234-5678'), 'dial'],
    ])('%s fails at once with BridgeUnavailable (no-shell) instead of waiting', async (_label, act, action) => {
      await expect(failure(act(bridge))).resolves.toMatchObject({ _tag: 'BridgeUnavailable', action, platform, reason: 'no-shell' });
    });
  });

  it('a shell interface that throws gives BridgeFailed', async () => {
    postMessage.mockImplementation(() => {
      throw new Error('bridge gone');
    });
    await expect(failure(bridge.close())).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'close', message: 'Error: bridge gone' });
    await expect(failure(bridge.getAppData('k'))).resolves.toMatchObject({ _tag: 'BridgeFailed', action: 'getAppData' });
  });

  it('events$ carries the decoded native events', () => {
    const seen: unknown[] = [];
    const sub = bridge.events$.subscribe((e) => seen.push(e));
    receive({ type: 'event', name: 'pushToken', data: { token: 't-1' } });
    receive({ type: 'event', name: 'nonsense' });
    receive('{"type":"event","name":"backPressed"}');
    sub.unsubscribe();
    expect(seen).toStrictEqual([{ name: 'pushToken', token: 't-1' }, { name: 'backPressed' }]);
  });
});
