// Model-based tests of the whole app: the covering paths of the app machine (all of them run on the bare
// machine in machines/app/app.machine.test.ts) replayed on the real app (boot wiring, Effect services,
// bridges, views) in a desktop browser, in the Android shell (fake) and in a phone browser outside the
// app, each variant a covering set of its paths (tests/support/covering-set.ts). The network is the real
// server in-process (PGlite): every request waits in the request gate; a path's done step forwards the one
// it answers to the server, with the server's state arranged as the step says (the maintenance file, the
// version setting, the user's name), and an error step injects the fault (offline, or the server's error
// envelope). A request no step answers stays held, as the model's inert actors never answer.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Exit } from 'effect';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, type AnyEventObject } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import * as appSelectors from '../../../machines/app/app.selectors';
import { CHUNK_TIMEOUT_MS } from '../../../machines/app/app.setup';
import { EDU_QR_CODES } from '../../../server/db/seed/edu-qr';
import { eduQrAttendance, settings, users } from '../../../server/db/schema';
import { forgetCachedUser } from '../../../server/services/sessions';
import { SETTINGS, writeSetting } from '../../../server/services/settings';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { loadRouteView } from '../../../src/app/route-views';
import { loggingAccess } from '../../../src/domain/app/contract';
import type { Session } from '../../../src/domain/login/contract';
import { msg } from '../../../src/domain/messages';
import { Api } from '../../../src/services/api.service';
import { openAppWorld, serverSession, type AppWorld } from '../../support/app-world';
import { renderedPaths } from '../../support/covering-set';
import type { HeldRequest } from '../../support/http-gate';
import type { ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { NOTICE_ON, USER_AGENTS, appModelPaths, inputFor } from './app.events';

const ACTORS = ['loadWorkNotice', 'checkVersion', 'restoreSession', 'verifyUser', 'loadRoute', 'logout', 'loginFlow', 'eduQr', 'popups', 'watchSystem'];
const inert = appMachine.provide({ actors: inertActors(ACTORS) as any });

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'planner01';
/** What the tests change on the server, as seeded: put back after each test. */
const SEEDED = {
  settings: await h.db.select().from(settings),
  attendance: await h.db.select().from(eduQrAttendance).where(eq(eduQrAttendance.userid, USER)),
  name: (await h.db.select({ name: users.name }).from(users).where(eq(users.userid, USER)))[0]!.name,
};
/** The maintenance window and the version setting as seeded (or their defaults). */
async function restoreSetting(key: 'maintenance' | 'version') {
  const row = SEEDED.settings.find((r) => r.key === key);
  await writeSetting(h.db, key, (row?.value ?? SETTINGS[key].fallback) as any, row?.updatedAt ?? TEST_NOW);
}
async function restoreServer() {
  h.clock.set(TEST_NOW);
  await restoreSetting('maintenance');
  await restoreSetting('version');
  await h.db.delete(eduQrAttendance).where(eq(eduQrAttendance.userid, USER));
  if (SEEDED.attendance.length > 0) await h.db.insert(eduQrAttendance).values(SEEDED.attendance);
  await renameUser(SEEDED.name);
}
async function renameUser(name: string) {
  await h.db.update(users).set({ name }).where(eq(users.userid, USER));
  forgetCachedUser(h.db, USER);
}

const tagOf = (e: AnyEventObject) => (e.error as { _tag?: string } | undefined)?._tag;
const isApi = (path: string) => (r: HeldRequest) => r.path === `/api/v1/${path}` && r.form.get('scrnNm') !== 'model-driver';

interface World extends AppWorld {
  server: ReturnType<typeof serverFetch>;
  gate: ReturnType<typeof serverFetch>['gate'];
  /** The session the server issued to the signed-in user (the stored one, or the login's). */
  session: Session | null;
  clock: SimulatedClock;
  routes: { name: string; resolve: () => void; reject: (e: unknown) => void }[];
  opened: ReturnType<typeof vi.fn>;
  driverCalls: HeldRequest[];
  /** The name last typed in the home screen's customer search. */
  searched: string;
}

let current: World | null = null;
afterEach(async () => {
  if (!current) return;
  await current.stop();
  current = null;
  vi.restoreAllMocks();
  await restoreServer();
});

/** Stored session the path's restore outcome needs (auto-login), then boot and render. */
async function startWorld(path: ModelPath, ua: string, shell: 'AND' | null): Promise<World> {
  const restore = path.steps.find((s) => s.event.type.endsWith('.restoreSession'))?.event;
  const stored = restore && !(restore.type.startsWith('xstate.done') && restore.output === null);
  const opened = vi.fn(() => null);
  vi.spyOn(window, 'open').mockImplementation(opened as never);
  vi.spyOn(window, 'close').mockImplementation(() => undefined);

  // Every request waits until a step answers it (forwarded to the server) or fails it.
  const server = serverFetch(h, () => true);
  const clock = new SimulatedClock();
  const routes: World['routes'] = [];
  const session = stored ? await serverSession(h, USER) : null;
  const booted = await openAppWorld({
    path: '/main',
    fetch: server.fetch,
    session,
    userAgent: ua,
    // The fake scanner reads the code of the seed day's morning lecture.
    shell: shell ? { platform: shell, answers: { qr: EDU_QR_CODES.morning } } : null,
    clock,
    loadRoute: (name) => new Promise<void>((resolve, reject) => routes.push({ name, resolve, reject })),
  });
  const world: World = { ...booted, server, gate: server.gate, session, clock, routes, opened, driverCalls: [], searched: '' };
  current = world;
  return world;
}

/** A call the test itself makes through the app's API client, to make the client emit its signals. */
async function driverCall(w: World, block: boolean): Promise<HeldRequest> {
  // A blocking call shows the spinner as it starts, before its request leaves: inside act.
  act(
    () =>
      void w.runtime
        .runPromiseExit(Api.use((api) => api.call(loggingAccess, { scrnNm: 'model-driver', scrnUrl: 'http://localhost/x', path: '/x' }, { block })))
        .then(Exit.isSuccess),
  );
  const req = await w.gate.take((r) => r.form.get('scrnNm') === 'model-driver' && !w.driverCalls.includes(r), 'driver call');
  w.driverCalls.push(req);
  return req;
}

function drivers(w: World) {
  /** Sends a held request on to the server, which must accept it; its answer's body. */
  const forward = async (req: HeldRequest) => {
    const got = await act(async () => w.server.forward(req));
    expect(got.body.rt, JSON.stringify(got.body)).toBe('success');
    return got.body;
  };
  const answerUserInfo = async (e: AnyEventObject) => {
    const req = await w.gate.take(isApi('getUserInfo'), 'getUserInfo');
    const tag = tagOf(e);
    if (e.type.startsWith('xstate.done')) {
      expect((await forward(req)).data.userInfo.userName).toBe(SEEDED.name);
    } else if (tag === 'UserInfoChanged') {
      // The user was renamed on the server meanwhile: its answer no longer matches the session.
      await renameUser('김민석');
      expect((await forward(req)).data.userInfo.userName).toBe('김민석');
      await renameUser(SEEDED.name);
    } else if (tag === 'SessionRejected') await act(async () => req.respond(401, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
    else await act(async () => req.fail());
  };
  /** The maintenance file as the path's step says: the server's window (set, and its clock inside or outside it). */
  const answerWorkNotice = async (e: AnyEventObject) => {
    const req = await w.gate.take((r) => r.path === '/worknotice.json', 'worknotice.json');
    if (!e.type.startsWith('xstate.done')) return act(async () => req.fail());
    const notice = e.output as typeof NOTICE_ON;
    const utc = (iso: string) => (iso === '' ? '' : new Date(iso).toISOString());
    await writeSetting(h.db, 'maintenance', { startDt: utc(notice.startDt), endDt: utc(notice.endDt), cntn: notice.cntn }, h.clock.now());
    // Inside the window while the file is read (the API answers 503 meanwhile: back to the test day after).
    if (notice.workYn === 'Y') h.clock.set(new Date((Date.parse(notice.startDt) + Date.parse(notice.endDt)) / 2));
    // A GET (no body): sent on to the server here (serverFetch's forward sends the form as a body).
    const res = await h.request(req.path, { method: 'GET', headers: req.headers });
    const body = await res.json();
    h.clock.set(TEST_NOW);
    await restoreSetting('maintenance');
    expect(body).toEqual(notice);
    await act(async () => req.respond(res.status, body));
  };
  /** The version check as the path's step says: the server's version setting (0: current, 1: update required). */
  const answerVersion = async (e: AnyEventObject) => {
    const req = await w.gate.take(isApi('version'), 'version');
    if (!e.type.startsWith('xstate.done')) return act(async () => req.fail());
    await writeSetting(h.db, 'version', { state: e.output.state }, h.clock.now());
    expect((await forward(req)).data.versionInfo.state).toBe(e.output.state);
  };
  const settleRoute = async (e: AnyEventObject) => {
    await waitFor(() => expect(w.routes.length).toBeGreaterThan(0));
    const r = w.routes[w.routes.length - 1]!;
    w.routes.length = 0;
    if (e.type.startsWith('xstate.done')) {
      await loadRouteView(r.name);
      await act(async () => r.resolve());
    } else await act(async () => r.reject(new Error('chunk failed')));
  };
  const click = (name: string | RegExp) => act(() => void fireEvent.click(screen.getByRole('button', { name })));
  /** QR 인증 runs to its result: no scanner on PC; in the shell the fake scanner reads a code the server accepts. */
  const attendByQr = async () => {
    let result: string = msg.eduQrAppOnly;
    if (w.shell) {
      const req = await w.gate.take(isApi('eduqr/atnd'), 'eduqr/atnd');
      expect([req.form.get('qrScan'), req.headers.blockYn]).toEqual([EDU_QR_CODES.morning, 'Y']);
      result = msg.eduQrAttended((await forward(req)).data.lecNm);
    }
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(result));
    act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })));
    await waitFor(() => expect(screen.queryByText(result)).toBeNull());
  };

  return {
    'route.changed': (e: AnyEventObject) => act(() => window.history.replaceState(null, '', e.location.path)),
    'xstate.done.actor.loadWorkNotice': answerWorkNotice,
    'xstate.error.actor.loadWorkNotice': answerWorkNotice,
    'xstate.done.actor.recheckMaintenance': answerWorkNotice,
    'xstate.error.actor.recheckMaintenance': answerWorkNotice,
    'xstate.done.actor.checkVersion': answerVersion,
    'xstate.error.actor.checkVersion': answerVersion,
    'xstate.done.actor.recheckVersion': answerVersion,
    'xstate.error.actor.recheckVersion': answerVersion,
    'xstate.done.actor.restoreSession': answerUserInfo,
    'xstate.error.actor.restoreSession': answerUserInfo,
    'xstate.done.actor.verifyUser': answerUserInfo,
    'xstate.error.actor.verifyUser': answerUserInfo,
    'xstate.done.actor.loadRoute': settleRoute,
    'xstate.error.actor.loadRoute': settleRoute,
    'xstate.after.CHUNK_TIMEOUT.app.running.navigation.loading': () => act(() => w.clock.increment(CHUNK_TIMEOUT_MS)),
    'xstate.done.actor.loginFlow': async () => {
      fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'planner01' } });
      fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'demo1234' } });
      fireEvent.click(screen.getByRole('button', { name: '로그인' }));
      const req = await w.gate.take(isApi('auth/issueAuthToken'), 'login');
      expect(req.headers.Authorization).toMatch(/^Basic /);
      expect(Object.fromEntries(req.form)).toMatchObject({ userId: 'planner01', password: 'demo1234', autoLoginYn: 'Y' });
      w.session = (await forward(req)).data;
    },
    'xstate.done.actor.logout': async () => {
      await forward(await w.gate.take(isApi('auth/logout'), 'logout'));
    },
    'xstate.error.actor.logout': async () => {
      const req = await w.gate.take(isApi('auth/logout'), 'logout');
      await act(async () => req.fail());
    },
    'app.resumed': () =>
      act(() => {
        if (w.shell) w.shell.emit({ type: 'event', name: 'resumed' });
        else document.dispatchEvent(new Event('visibilitychange'));
      }),
    'api.sessionRejected': async (e: AnyEventObject) => {
      const req = await driverCall(w, false);
      act(() => req.respond(401, { rt: e.rt, rtMsg: e.rtMsg }));
    },
    'api.maintenance': async () => {
      const req = await driverCall(w, false);
      act(() => req.respond(503, { rt: 'under_maintenance', rtMsg: msg.underMaintenance }));
    },
    'api.blockingChanged': async (e: AnyEventObject) => {
      const open = w.driverCalls.filter((r) => w.gate.held.includes(r) && r.headers.blockYn === 'Y');
      if (e.count === 1) await driverCall(w, true);
      else if (open.length > 0) for (const r of open) await forward(r);
      else await forward(await driverCall(w, true));
    },
    'bridge.pushToken': (e: AnyEventObject) => act(() => w.shell!.emit({ type: 'event', name: 'pushToken', data: { token: e.token } })),
    'bridge.backPressed': () => act(() => w.shell!.emit({ type: 'event', name: 'backPressed' })),
    'user.back': () => click('이전'),
    'user.recheck': () => click('다시 확인'),
    'user.goHome': () => click('메인으로 이동'),
    'user.update': () => click('업데이트'),
    'user.logout': async () => {
      await click('전체 메뉴');
      await click('로그아웃');
    },
    'user.confirmLogout': () => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '로그아웃' }))),
    'user.cancelLogout': () => click('취소'),
    'user.dismissNotice': () => click('확인'),
    // The /popup/{sqno} page's own close button, once its popup has loaded.
    'user.closePage': async () => {
      const req = await w.gate.take(isApi('popup/detail'), 'popup/detail');
      expect(req.form.get('sqno')).toBe('1');
      const { titl } = (await forward(req)).data;
      await waitFor(() => expect(screen.getByRole('heading', { name: titl })).toBeInTheDocument());
      await click(msg.popupClose);
      const closed = w.shell ? w.shell.calls.some((call) => call.action === 'close') : vi.mocked(window.close).mock.calls.length > 0;
      expect(closed, 'the page asked to be closed').toBe(true);
    },
    'user.qrAuth': async () => {
      await click('전체 메뉴');
      await click('QR 인증');
      await attendByQr();
    },
    // The home screen's customer search box: the name typed and submitted (Enter).
    'user.searchCustomers': (e: AnyEventObject) => {
      const box = screen.getByRole('searchbox', { name: msg.custSearchLabel });
      fireEvent.change(box, { target: { value: e.name } });
      w.searched = e.name;
      return act(() => void fireEvent.submit(box.closest('form')!));
    },
    // The shell keeps the shake setting; a shake makes the app read it and start the scan or open the
    // registration (where the path's check of the location follows).
    'bridge.shaken': async (e: AnyEventObject) => {
      w.shell!.store.shake = JSON.stringify(e.setting);
      act(() => w.shell!.emit({ type: 'event', name: 'shake' }));
      if (e.setting.type === 'QR_AUTH') await attendByQr();
    },
  };
}

const isUpdatePending = (v: any) => v === 'updateRequired' || v?.running?.version === 'updateRequired';

function verify(w: World, path: ModelPath, index: number) {
  const step = path.steps[index]!;
  const v = step.state.value as any;
  const c = step.state.context as any;
  const snap = w.app.getSnapshot();
  expect(snap.context.session !== null, 'signed in').toBe(c.session !== null);
  expect(snap.context.route?.route.name ?? null, 'route on screen').toBe(c.route?.route.name ?? null);
  expect(snap.context.location.path, 'location').toBe(c.location.path);
  expect(snap.context.handoff, 'hand-off').toEqual(c.handoff);

  const dialog = screen.queryByRole('alertdialog');
  if (isUpdatePending(v)) expect(dialog).toHaveTextContent(msg.updateRequired);
  else if (c.notice) expect(dialog).toHaveTextContent(c.notice.message);
  else if (v?.running?.session?.signedIn === 'confirmingLogout') expect(dialog).toHaveTextContent(msg.logoutConfirm);
  else expect(dialog).toBeNull();
  // The spinner shows exactly while a call marked blockYn Y is in flight (the app's own or a driver's).
  expect(screen.queryByText('처리 중입니다') !== null, 'spinner').toBe(w.gate.held.some((r) => r.headers.blockYn === 'Y'));

  if (v === 'maintenance') {
    expect(screen.getByRole('heading', { name: msg.workNoticeTitle })).toBeInTheDocument();
    expect(screen.getByText(NOTICE_ON.cntn)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workNotice');
  } else if (v === 'unavailable') {
    expect(screen.getByRole('heading', { name: msg.serviceUnavailable })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/error');
  } else if (typeof v === 'string' || 'starting' in v) {
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  } else if (v.running.navigation === 'shown') {
    expect(window.location.pathname).toBe(c.location.path);
    const name = c.route.route.name as string;
    if (name === 'login') expect(screen.getByLabelText('아이디')).toBeInTheDocument();
    if (name === 'main') expect(screen.getByTestId('profile-line')).toHaveTextContent(`1급${w.session!.userName}EduPlanner`);
    if (name === 'download') expect(screen.getByRole('heading', { name: '앱 다운로드' })).toBeInTheDocument();
    if (name === 'unsupported') expect(screen.getByRole('heading', { name: msg.appOnly })).toBeInTheDocument();
    if (name === 'error') expect(screen.getByRole('heading', { name: msg.serviceUnavailable })).toBeInTheDocument();
    if (name === 'work-notice') expect(screen.getByText('현재 점검 중이 아닙니다. 서비스를 이용하실 수 있습니다.')).toBeInTheDocument();
    if (name === 'popup') expect(document.querySelector('.popup-page')).not.toBeNull();
    // The list took the home screen's name: in its search box, and asked for (the request waits in the gate).
    if (name === 'my-cstmr-list') {
      expect(screen.getByRole('searchbox', { name: msg.custSearchLabel })).toHaveValue(w.searched.trim());
      const asked = w.gate.all.filter((r) => r.path === '/api/v1/myCstmr/getMyCstmrList').at(-1);
      expect(asked?.form.get('searchTxt') ?? '').toBe(w.searched.trim());
    }
    if (w.shell && name !== 'unsupported') {
      const told = w.shell.calls.filter((call) => call.action === 'routeChanged');
      expect(told.at(-1)?.payload).toEqual({ name });
    }
  }
  // The session is kept only while signed in (auto-login on: local storage).
  if (typeof v === 'object' && 'running' in v) expect(localStorage.getItem('ep.session') !== null, 'stored session').toBe(c.session !== null);
  if (isUpdatePending(v)) {
    const asked = w.shell ? w.shell.calls.some((call) => call.action === 'appUpdate') : w.opened.mock.calls.length > 0;
    expect(asked, 'shell asked to update').toBe(true);
  }
}

const VARIANTS = [
  { name: 'desktop browser', ua: USER_AGENTS.PC, shell: null, model: 'PC' as const },
  { name: 'Android app (fake shell)', ua: USER_AGENTS.PC, shell: 'AND' as const, model: 'PC' as const },
  { name: 'phone browser outside the app', ua: USER_AGENTS.PHONE_BROWSER, shell: null, model: 'PHONE_BROWSER' as const },
];

for (const variant of VARIANTS) {
  // Native events only exist inside a shell.
  const input = inputFor(variant.model);
  const paths = renderedPaths(
    appModelPaths(input, inert).filter((p) => variant.shell !== null || !p.steps.some((s) => s.event.type.startsWith('bridge.'))),
    { machine: inert, input, selectors: appSelectors },
  );
  describe(`app on the rendered view: ${variant.name}`, () => {
    for (const path of paths)
      it(path.description, async () => {
        const w = await startWorld(path, variant.ua, variant.shell);
        await replayOnImplementation(path, {
          actor: () => w.app,
          drivers: drivers(w),
          settle: (check) => waitFor(check, { timeout: 2000 }),
          verify: (_step, i) => waitFor(() => verify(w, path, i), { timeout: 2000 }),
          // The customer list takes the hand-off as it shows, by itself.
          isAuto: (e) => (e.type === 'xstate.done.actor.restoreSession' && e.output === null) || e.type === 'screen.handoffTaken',
        });
      });
  });
}
