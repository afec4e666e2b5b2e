// The event alphabet of the app machine's model: every external event with representative payloads,
// and every actor outcome (done / error / after) the machine reacts to.
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { generateCoveringPaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';
import type { Session } from '../../../src/domain/login/contract';
import { NetworkError, SessionRejected, UserInfoChanged } from '../../../src/domain/shared/errors';
import { readUserAgent } from '../../../src/domain/shared/platform';
import type { AppInput } from '../../../machines/app/app.setup';

export const SESSION: Session = {
  authToken: 'model-token', userId: 'planner01', userName: '김민수', orgnzPstn: 'COG03', akdcde: 'E2401003', cntrCd: 'C1101',
  brncCd: 'B11', akdrnk: 15, akdmi3: 'D01', autoLoginYn: 'Y',
};

/** A customer name typed in the home screen's search box. */
export const SEARCH_NAME = '김민준';

export const PATHS = ['/main', '/notice/detail', '/login', '/download', '/unsupported', '/nowhere', '/error', '/workNotice', '/popup/1'] as const;
export const NOTICE_ON = { workYn: 'Y', startDt: '2026-11-22T22:00:00+09:00', endDt: '2026-11-23T06:00:00+09:00', cntn: '정기 점검 중입니다.' } as const;
export const NOTICE_OFF = { workYn: 'N', startDt: '', endDt: '', cntn: '' } as const;
export const VERSION_OK = { state: '0', downloadUrl: '/download', apk: '/downloads/EduPlanner.apk', plist: '/downloads/EduPlanner.plist' };
export const VERSION_OLD = { ...VERSION_OK, state: '1' };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const net = () => new NetworkError({ detail: 'offline' });

export const APP_EVENTS: AnyEventObject[] = [
  ...PATHS.map((path) => ({ type: 'route.changed', location: { path, search: '' } })),
  done('loadWorkNotice', NOTICE_ON), done('loadWorkNotice', NOTICE_OFF), fail('loadWorkNotice', net()),
  done('checkVersion', VERSION_OK), done('checkVersion', VERSION_OLD), fail('checkVersion', net()),
  done('restoreSession', SESSION), done('restoreSession', null),
  fail('restoreSession', new UserInfoChanged({ field: 'userName' })),
  fail('restoreSession', new SessionRejected({ rt: 'auth_token_expired', rtMsg: '로그인 시간이 만료되었습니다. 다시 로그인해주세요.' })),
  fail('restoreSession', net()),
  done('loginFlow', { session: SESSION, remembered: { loginId: 'planner01', saveId: true, autoLogin: true } }),
  done('verifyUser', undefined), fail('verifyUser', new UserInfoChanged({ field: 'orgnzPstn' })), fail('verifyUser', net()),
  done('loadRoute', undefined), fail('loadRoute', new Error('chunk failed')),
  { type: 'xstate.after.CHUNK_TIMEOUT.app.running.navigation.loading' },
  done('logout', undefined), fail('logout', net()),
  done('recheckVersion', VERSION_OK), done('recheckVersion', VERSION_OLD), fail('recheckVersion', net()),
  done('recheckMaintenance', NOTICE_ON), done('recheckMaintenance', NOTICE_OFF), fail('recheckMaintenance', net()),
  { type: 'app.resumed' },
  { type: 'api.sessionRejected', rt: 'session_expired', rtMsg: '세션이 종료되었습니다. 다시 로그인해주세요.' },
  { type: 'api.maintenance' },
  { type: 'api.blockingChanged', count: 1 },
  { type: 'api.blockingChanged', count: 0 },
  { type: 'bridge.pushToken', token: 'push-token-1' },
  { type: 'bridge.backPressed' },
  ...['user.recheck', 'user.goHome', 'user.update', 'user.logout', 'user.confirmLogout', 'user.cancelLogout', 'user.dismissNotice'].map((type) => ({ type })),
  { type: 'user.qrAuth' },
  { type: 'user.closePage' },
  { type: 'user.back' },
  { type: 'bridge.shaken', setting: { type: 'QR_AUTH', url: '' } },
  { type: 'bridge.shaken', setting: { type: 'CSTMR_REG', url: '/myCstmr/myCstmrReg' } },
  // The home screen's customer search: a name (handed to the customer list), or nothing typed.
  { type: 'user.searchCustomers', name: SEARCH_NAME },
  { type: 'user.searchCustomers', name: '' },
  { type: 'screen.handoffTaken' },
];

const UA = {
  PC: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  PHONE_BROWSER: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

export const inputFor = (ua: keyof typeof UA, path = '/main'): AppInput => ({
  env: readUserAgent(UA[ua]),
  location: { path, search: '' },
  deviceUuid: 'device-0000-model',
  remembered: { loginId: '', saveId: true, autoLogin: true },
});
export const USER_AGENTS = UA;

/**
 * The customer list takes a hand-off as it starts: once the screen it is named for shows, nothing else can
 * happen before it is taken (the list mounts in the same render).
 */
export const allowAround = (s: any, e: AnyEventObject): boolean => {
  const h = s.context.handoff;
  const waiting = h !== null && s.context.route?.route.name === h.to;
  return waiting ? e.type === 'screen.handoffTaken' : true;
};

/** Events of the lifecycle around the current screen: re-checks, API signals and native events. */
const AROUND = /recheckVersion|recheckMaintenance|app\.resumed|^api\.|^bridge\./;

/** Every effect of the app machine, never answering: what generation measures paths on. */
const GENERATION_INERT = appMachine.provide({
  actors: inertActors(['loadWorkNotice', 'checkVersion', 'restoreSession', 'verifyUser', 'loadRoute', 'logout', 'loginFlow', 'eduQr', 'popups', 'watchSystem']) as any,
});

/**
 * Covering paths in two focused models, so the state space stays small: navigation and session with
 * the URL in the state key; then the re-checks and signals, keyed coarsely, for what is still missing.
 * Generated once per input (cached on disk) on the app machine with every effect inert; `_inert` is the
 * caller's own replay machine, which generation does not depend on.
 */
export function appModelPaths(input: AppInput, _inert?: AnyStateMachine): ModelPath[] {
  const name = `app-${input.env.platform}-${input.env.unsupported ?? 'ok'}`;
  const taken = new Set<string>();
  const core = cachedPaths(`${name}-core`, appMachine, {
    events: APP_EVENTS.filter((e) => !AROUND.test(e.type)),
    input,
    inert: GENERATION_INERT,
    taken,
    allow: allowAround,
    contextKey: (c: any) => [c.session !== null, c.route?.route.name ?? null, c.location.path, c.notice !== null, c.handoff !== null],
  }, generateCoveringPaths);
  const around = cachedPaths(`${name}-around`, appMachine, {
    events: APP_EVENTS,
    input,
    inert: GENERATION_INERT,
    taken,
    allow: allowAround,
    contextKey: (c: any) => [c.session !== null, c.route?.route.name ?? null, c.handoff !== null],
  }, generateCoveringPaths);
  return [...core, ...around];
}
