// The client's Effect services against the real reference server in-process (Hono app over PGlite):
// form encoding and headers, envelope decoding into typed failures, system signals, the blocking count,
// the session store, and the session use-cases (sign in, restore, verify, logout).
import { Cause, Effect, Exit, Layer, ManagedRuntime } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NativeBridge } from '../../bridges/contract';
import { createNativeChannel } from '../../bridges/channel';
import { bridgeLayerFor } from '../../bridges/index';
import { getUserInfo } from '../../src/domain/login/contract';
import { msg } from '../../src/domain/messages';
import { errorMessage } from '../../src/domain/shared/errors';
import { readUserAgent } from '../../src/domain/shared/platform';
import { Api, type FetchFn, type SystemSignal } from '../../src/services/api.service';
import { AppData } from '../../src/services/app-data.service';
import { Auth } from '../../src/services/auth.service';
import { ApiConfig } from '../../src/services/config.service';
import { Device, DEVICE_KEY, loadDevice } from '../../src/services/device.service';
import { LOGIN_KEY, SESSION_KEY, SessionStore } from '../../src/services/session-store.service';
import { uiMemoryKey } from '../../src/services/ui-memory.service';
import { WebStorage, makeWebStorage, memoryStorage, type StorageLike } from '../../src/services/web-storage.service';
import { TEST_DATABASES } from '../../server/test-support/databases';
import { createHarness, type Harness } from '../../server/test-support/harness';
import { operate } from '../../server/test-support/operations';

const DESKTOP = readUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');

let h: Harness;
beforeAll(async () => {
  h = await createHarness(TEST_DATABASES[0]!);
}, 60_000);
afterAll(async () => h.close());

/** The server in-process, reached through the fetch signature the client uses. */
const serverFetch: FetchFn = (input, init) => Promise.resolve(h.app.request(new URL(input).pathname, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } }));

let storage: { local: StorageLike; session: StorageLike };
beforeEach(() => {
  storage = { local: memoryStorage(), session: memoryStorage() };
});

function runtimeWith(fetch: FetchFn = serverFetch, timeoutMs = 30_000) {
  const base = Layer.mergeAll(
    WebStorage.layer(storage),
    ApiConfig.layer({ ...ApiConfig.defaults, baseUrl: 'http://localhost', timeoutMs }),
    bridgeLayerFor(DESKTOP, window, createNativeChannel(window)),
  );
  const device = Layer.provideMerge(Layer.mergeAll(Device.layer(DESKTOP, '1.0.0', () => 'device-0000-services'), SessionStore.layer), base);
  const api = Layer.provideMerge(Layer.mergeAll(Api.layer(fetch), AppData.layer), device);
  return ManagedRuntime.make(Layer.provideMerge(Auth.layer, api));
}

const failureOf = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as any) : null);

describe('Api against the reference server', () => {
  it('signs in with the Basic client id and calls with the Bearer token, device id and app version', async () => {
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    const rt = runtimeWith((url, init) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
      return serverFetch(url, init);
    });
    const session = await rt.runPromise(Auth.use((a) => a.signIn({ userId: 'planner01', password: 'demo1234', autoLogin: true })));
    expect(session).toMatchObject({ userId: 'planner01', orgnzPstn: 'COG03', autoLoginYn: 'Y' });
    await rt.runPromise(SessionStore.use((s) => s.save(session)));
    const { userInfo } = await rt.runPromise(Api.use((a) => a.call(getUserInfo, {})));
    expect(userInfo.userId).toBe('planner01');

    expect(sent[0]!.url).toBe('http://localhost/api/v1/auth/issueAuthToken');
    expect(sent[0]!.headers.Authorization).toBe(`Basic ${btoa('eduplanner-web:')}`);
    expect(sent[0]!.headers.blockYn).toBe('Y');
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      userId: 'planner01', password: 'demo1234', autoLoginYn: 'Y', deviceUuid: 'device-0000-services', appVersion: '1.0.0',
    });
    expect(sent[1]!.headers.Authorization).toBe(`Bearer ${session.authToken}`);
    expect(sent[1]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    await rt.dispose();
  });

  it('a refused login is a ServerError carrying the server message', async () => {
    const rt = runtimeWith();
    const exit = await rt.runPromiseExit(Auth.use((a) => a.signIn({ userId: 'planner01', password: 'nope', autoLogin: false })));
    expect(failureOf(exit)).toMatchObject({ _tag: 'ServerError', rt: 'login_failed', rtMsg: msg.loginFailed });
    expect(errorMessage(failureOf(exit))).toBe(msg.loginFailed);
    await rt.dispose();
  });

  it('session codes become SessionRejected and are announced on signals$', async () => {
    const rt = runtimeWith();
    const signals: SystemSignal[] = [];
    const api = await rt.runPromise(Api.use((a) => Effect.succeed(a)));
    api.signals$.subscribe((s) => signals.push(s));
    const exit = await rt.runPromiseExit(api.call(getUserInfo, {}));
    expect(failureOf(exit)).toMatchObject({ _tag: 'SessionRejected', rt: 'unauthorized', rtMsg: msg.unauthorized });
    expect(signals).toEqual([{ kind: 'session', error: failureOf(exit) }]);
    await rt.dispose();
  });

  it('maintenance answers are ServerErrors and announce maintenance', async () => {
    const rt = runtimeWith();
    const signals: SystemSignal[] = [];
    (await rt.runPromise(Api.use((a) => Effect.succeed(a)))).signals$.subscribe((s) => signals.push(s));
    await operate(h, 'maintenance/on', { cntn: '점검' });
    try {
      const exit = await rt.runPromiseExit(Auth.use((a) => a.signIn({ userId: 'planner01', password: 'demo1234', autoLogin: true })));
      expect(failureOf(exit)).toMatchObject({ _tag: 'ServerError', rt: 'under_maintenance' });
      expect(signals).toEqual([{ kind: 'maintenance' }]);
    } finally {
      await operate(h, 'maintenance/off');
    }
    await rt.dispose();
  });

  it('no connection, a gateway page and no answer in time are all the network error with the spec text', async () => {
    const offline = runtimeWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const gateway = runtimeWith(() => Promise.resolve(new Response('<html>502 Bad Gateway</html>', { status: 502 })));
    const silent = runtimeWith(() => new Promise<Response>(() => {}), 50);
    for (const rt of [offline, gateway, silent]) {
      const e = failureOf(await rt.runPromiseExit(Api.use((a) => a.call(getUserInfo, {}))));
      expect(e._tag).toBe('NetworkError');
      expect(errorMessage(e)).toBe('네트워크 연결 중 오류가 발생했습니다. 다시 시도해주세요.');
      await rt.dispose();
    }
  });

  it('a success envelope whose data breaks the contract is a DecodeError, never a crash', async () => {
    const rt = runtimeWith(() => Promise.resolve(Response.json({ rt: 'success', data: { userInfo: { userId: 7 } } })));
    const e = failureOf(await rt.runPromiseExit(Api.use((a) => a.call(getUserInfo, {}))));
    expect(e).toMatchObject({ _tag: 'DecodeError', path: 'getUserInfo' });
    expect(errorMessage(e)).toBe(msg.serverError);
    await rt.dispose();
  });

  it('counts blocking calls while they run', async () => {
    // The call is held until the test answers it: `sent` resolves once the client has asked.
    let sent!: (release: (r: Response) => void) => void;
    const asked = new Promise<(r: Response) => void>((resolve) => (sent = resolve));
    const rt = runtimeWith(() => new Promise<Response>((ok) => sent(ok)));
    const api = await rt.runPromise(Api.use((a) => Effect.succeed(a)));
    const counts: number[] = [];
    api.blocking$.subscribe((n) => counts.push(n));
    const running = rt.runPromiseExit(api.call(getUserInfo, {}, { block: true }));
    const release = await asked;
    release(Response.json({ rt: 'unauthorized', rtMsg: msg.unauthorized }));
    await running;
    expect(counts).toEqual([0, 1, 0]);
    await rt.dispose();
  });
});

describe('session store', () => {
  const session = { authToken: 't', userId: 'planner01', userName: '김', orgnzPstn: 'COG03' as const, akdcde: 'E', cntrCd: 'C', brncCd: 'B', akdrnk: 15, akdmi3: 'D' };

  it('keeps an auto-login session across restarts, a plain one only for this run', async () => {
    const rt = runtimeWith();
    await rt.runPromise(SessionStore.use((s) => s.save({ ...session, autoLoginYn: 'Y' })));
    expect(storage.local.getItem(SESSION_KEY)).not.toBeNull();
    await rt.runPromise(SessionStore.use((s) => s.save({ ...session, autoLoginYn: 'N' })));
    expect(storage.local.getItem(SESSION_KEY)).toBeNull();
    expect(storage.session.getItem(SESSION_KEY)).not.toBeNull();
    await rt.dispose();
  });

  it('logout wipes every personal key but the device id, the saved login id and the UI memory', async () => {
    const rt = runtimeWith();
    await rt.runPromise(
      SessionStore.use((s) => Effect.andThen(s.save({ ...session, autoLoginYn: 'Y' }), s.remember({ loginId: 'planner01', saveId: true, autoLogin: false }))),
    );
    storage.local.setItem('ep.medals', '[]');
    storage.local.setItem('ep.appdata.shake', '{"type":"QR_AUTH","url":"/x"}');
    storage.session.setItem('ep.popups', '[]');
    storage.local.setItem('other.app', 'kept');
    const shown = JSON.stringify({ medals: [{ name: '소스등록', type: 'gold', yyyymm: '202603' }] });
    storage.local.setItem(uiMemoryKey('planner01'), shown);
    await rt.runPromise(SessionStore.use((s) => s.wipePersonal()));
    const keys = (s: StorageLike) => Array.from({ length: s.length }, (_, i) => s.key(i)).sort();
    expect(keys(storage.local)).toEqual([DEVICE_KEY, LOGIN_KEY, uiMemoryKey('planner01'), 'other.app'].sort());
    // The medals already shown stay shown once, even after logging out and in again.
    expect(storage.local.getItem(uiMemoryKey('planner01'))).toBe(shown);
    expect(keys(storage.session)).toEqual([]);
    expect(JSON.parse(storage.local.getItem(LOGIN_KEY)!)).toEqual({ loginId: 'planner01', saveId: true, autoLogin: false });
    await rt.dispose();
  });

  it('a tampered stored session reads as none', async () => {
    storage.local.setItem(SESSION_KEY, '{"authToken":1}');
    const rt = runtimeWith();
    expect(await rt.runPromise(SessionStore.use((s) => Effect.succeed(s.current())))).toBeNull();
    await rt.dispose();
  });

  it('the device id is made once and kept; the app version is the shell version in the app', () => {
    const ws = makeWebStorage({ local: memoryStorage(), session: memoryStorage() });
    const first = loadDevice(ws, DESKTOP, '1.0.0', () => 'device-aaaa-0001');
    const again = loadDevice(ws, DESKTOP, '1.0.0', () => 'device-bbbb-0002');
    expect(again.deviceUuid).toBe(first.deviceUuid);
    expect(first.appVersion).toBe('1.0.0');
    const inApp = loadDevice(ws, readUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile EduPlannerApp/AND/2.6.1'), '1.0.0', () => 'x');
    expect(inApp).toMatchObject({ appVersion: '2.6.1', clientId: 'eduplanner-and' });
  });
});

describe('session use-cases', () => {
  it('restore: none stored → null; stored and unchanged → the session; changed user info → UserInfoChanged', async () => {
    const rt = runtimeWith();
    expect(await rt.runPromise(Auth.use((a) => a.restore()))).toBeNull();
    const session = await rt.runPromise(Auth.use((a) => a.signIn({ userId: 'planner02', password: 'demo1234', autoLogin: true })));
    await rt.runPromise(Auth.use((a) => a.keep(session, { loginId: 'planner02', saveId: true, autoLogin: true })));
    expect(await rt.runPromise(Auth.use((a) => a.restore()))).toEqual(session);
    await operate(h, 'user/set', { userId: 'planner02', fields: { akdmi3: 'ZZ99' } });
    try {
      expect(failureOf(await rt.runPromiseExit(Auth.use((a) => a.restore())))).toMatchObject({ _tag: 'UserInfoChanged', field: 'akdmi3' });
    } finally {
      await operate(h, 'user/set', { userId: 'planner02', fields: { akdmi3: session.akdmi3 } });
    }
    await rt.dispose();
  });

  it('logout revokes the session on the server and wipes the device, also when the server cannot be reached', async () => {
    const rt = runtimeWith();
    const session = await rt.runPromise(Auth.use((a) => a.signIn({ userId: 'planner03', password: 'demo1234', autoLogin: true })));
    await rt.runPromise(Auth.use((a) => a.keep(session, { loginId: 'planner03', saveId: false, autoLogin: true })));
    await rt.runPromise(Auth.use((a) => a.logout()));
    expect(storage.local.getItem(SESSION_KEY)).toBeNull();
    const after = await h.call('getUserInfo', {}, { token: session.authToken });
    expect(after.body.rt).toBe('session_expired');

    const offline = runtimeWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await offline.runPromise(SessionStore.use((s) => s.save(session)));
    const exit = await offline.runPromiseExit(Auth.use((a) => a.logout()));
    expect(failureOf(exit)._tag).toBe('NetworkError');
    expect(storage.local.getItem(SESSION_KEY)).toBeNull();
    await rt.dispose();
    await offline.dispose();
  });

  it('the push token the shell holds goes with the login', async () => {
    const sent: string[] = [];
    // The PC bridge keeps app data in the window's local storage.
    window.localStorage.setItem('ep.appdata.pushToken', 'fcm-token-1');
    const rt = runtimeWith((url, init) => {
      sent.push(String(init.body));
      return serverFetch(url, init);
    });
    await rt.runPromise(Auth.use((a) => a.signIn({ userId: 'partner01', password: 'demo1234', autoLogin: false })));
    expect(new URLSearchParams(sent[0]).get('pushToken')).toBe('fcm-token-1');
    window.localStorage.clear();
    await rt.dispose();
  });
});

describe('bridge-backed app data', () => {
  it('reads the push token and wipes personal app data through the bridge', async () => {
    window.localStorage.setItem('ep.appdata.shake', JSON.stringify({ type: 'QR_AUTH', url: '/x' }));
    const rt = runtimeWith();
    const bridge = await rt.runPromise(NativeBridge.use((b) => Effect.succeed(b)));
    expect(bridge.platform).toBe('PC');
    expect(await rt.runPromise(AppData.use((a) => a.shake()))).toEqual({ type: 'QR_AUTH', url: '/x' });
    await rt.runPromise(AppData.use((a) => a.clearPersonal()));
    expect(await rt.runPromise(AppData.use((a) => a.shake()))).toEqual({ type: 'NONE', url: '' });
    expect(window.localStorage.getItem('ep.appdata.shake')).toBeNull();
    await rt.dispose();
  });
});
