// Types, guards and effect slots of the app lifecycle machine, and the navigation helpers its regions share.
// app.machine.ts assembles the chart from the region files (app.boot.ts, app.session.ts, app.navigation.ts,
// app.version.ts, app.foreground.ts). Effects are declared here and implemented at the root
// (src/app/app/app-actors.ts); guards are pure.
import { assign, raise, setup, stateIn } from 'xstate';
import type { Session } from '../../src/domain/login/contract';
import type { VersionInfo, WorkNotice } from '../../src/domain/app/contract';
import { isTagged } from '../../src/domain/shared/errors';
import { appMessages } from '../../src/domain/app/messages';
import type { ClientEnv } from '../../src/domain/shared/platform';
import type { ShakeSetting } from '../../src/domain/settings/shake';
import { HOME_PATH, LOGIN_PATH, resolveRoute, type Location, type ResolvedRoute } from '../../src/domain/app/routes';
import { eduQrMachine } from '../edu-qr/edu-qr.machine';
import { popupsMachine } from '../popups/popups.machine';
import { loginMachine, type RememberedForm } from '../login/login.machine';
import { providedCallback, providedPromise } from '../shared/provided';

/** Loading a screen's code gives up after this long (spec 1 §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

export interface AppNotice {
  readonly kind: 'userInfoChanged' | 'sessionEnded';
  readonly message: string;
}

export interface AppInput {
  readonly env: ClientEnv;
  readonly location: Location;
  readonly deviceUuid: string;
  readonly remembered: RememberedForm;
}

/**
 * The shared parent state a screen hands to another (spec 1 §2): named for the screen it is for; the home
 * screen's customer search hands the list a search name.
 */
export interface Handoff {
  readonly to: 'my-cstmr-list';
  readonly searchName: string;
}

export interface AppContext {
  env: ClientEnv;
  deviceUuid: string;
  /** The latest URL, whether or not it was accepted. */
  location: Location;
  /** The route on screen (accepted by the guards, code loaded). */
  route: ResolvedRoute | null;
  session: Session | null;
  remembered: RememberedForm;
  workNotice: WorkNotice | null;
  versionInfo: VersionInfo | null;
  notice: AppNotice | null;
  /** Blocking calls running (spinner when > 0). */
  blocking: number;
  handoff: Handoff | null;
}

export type AppEvent =
  | { type: 'route.changed'; location: Location }
  | { type: 'app.resumed' }
  | { type: 'app.checkVersion' }
  | { type: 'app.verifyUser' }
  | { type: 'api.sessionRejected'; rt: string; rtMsg: string }
  | { type: 'api.maintenance' }
  | { type: 'api.blockingChanged'; count: number }
  | { type: 'bridge.pushToken'; token: string }
  | { type: 'bridge.backPressed' }
  /** The header's back button. */
  | { type: 'user.back' }
  | { type: 'user.recheck' }
  | { type: 'user.goHome' }
  | { type: 'user.update' }
  | { type: 'user.logout' }
  | { type: 'user.confirmLogout' }
  | { type: 'user.cancelLogout' }
  | { type: 'user.dismissNotice' }
  /** QR 인증 from the side menu or the education attendance page. */
  | { type: 'user.qrAuth' }
  /** The shell reported a shake, with the shake setting the app read (spec 1 §2); it decides what opens. */
  | { type: 'bridge.shaken'; setting: ShakeSetting }
  /** A page that closes itself (the /popup/{sqno} page): the shell closes its web view, else home. */
  | { type: 'user.closePage' }
  /** The home screen's customer search (Enter or the button), with the name typed (the list cuts it at 10 characters). */
  | { type: 'user.searchCustomers'; name: string }
  /** The screen a hand-off is named for took it (the customer list, as it starts). */
  | { type: 'screen.handoffTaken' };

const pending = (c: AppContext) => resolveRoute(c.location);
const errorOf = (e: unknown) => (e as { error?: unknown }).error;

export const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    loadWorkNotice: providedPromise<WorkNotice>('loadWorkNotice'),
    checkVersion: providedPromise<VersionInfo>('checkVersion'),
    restoreSession: providedPromise<Session | null>('restoreSession'),
    verifyUser: providedPromise<void, { session: Session }>('verifyUser'),
    loadRoute: providedPromise<void, { name: string }>('loadRoute'),
    logout: providedPromise<void>('logout'),
    loginFlow: loginMachine,
    /** Education QR attendance, alive while signed in. */
    eduQr: eduQrMachine,
    /** The notice popups of this start (sign-in or restored session). */
    popups: popupsMachine,
    /** Native events, API signals and the blocking count, turned into events for this machine. */
    watchSystem: providedCallback('watchSystem'),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    /** The location the machine just navigated to, handled in the same step as the navigation. */
    announceLocation: raise((_, params: { to: string }) => ({ type: 'route.changed' as const, location: { path: params.to, search: '' } })),
    notifyRoute: (_, _params: { name: string }) => {},
    logAccess: (_, _params: { route: ResolvedRoute }) => {},
    requestAppUpdate: (_, _params: { downloadUrl: string }) => {},
    persistSession: (_, _params: { session: Session; remembered: RememberedForm }) => {},
    endSession: () => {},
    registerPushToken: (_, _params: { token: string }) => {},
    /** History back, or close the page when there is no history (Android back key). */
    goBack: () => {},
    /** Asks the shell to close this web view (a page it opened); the shell ignores it on its root view. */
    closeWebView: () => {},
    assignLocation: assign({ location: ({ event }) => (event.type === 'route.changed' ? event.location : { path: '/', search: '' }) }),
    clearSession: assign({ session: null }),
    dismissNotice: assign({ notice: null }),
    noteUserInfoChanged: assign({ notice: { kind: 'userInfoChanged', message: appMessages.userInfoChanged } as AppNotice }),
    holdSearchName: assign({
      handoff: ({ event }) => (event.type === 'user.searchCustomers' ? { to: 'my-cstmr-list' as const, searchName: event.name.trim() } : null),
    }),
    clearHandoff: assign({ handoff: null }),
  },
  guards: {
    isUnderMaintenance: ({ event }) => (event as unknown as { output: WorkNotice }).output.workYn === 'Y',
    isVersionUnknown: ({ context }) => context.versionInfo === null,
    isUpdateNeeded: ({ context }) => context.versionInfo !== null && context.versionInfo.state !== '0',
    needsUpdate: ({ event }) => (event as unknown as { output: VersionInfo }).output.state !== '0',
    isUserInfoChanged: ({ event }) => isTagged(errorOf(event), 'UserInfoChanged'),
    isSessionRejected: ({ event }) => isTagged(errorOf(event), 'SessionRejected'),
    hasSession: ({ context }) => context.session !== null,
    isUnknownLocation: ({ context }) => pending(context) === null,
    isBlockedOnDevice: ({ context }) => context.env.unsupported !== null && !(pending(context)?.route.anyDevice ?? false),
    needsLogin: ({ context }) => (pending(context)?.route.auth ?? false) && context.session === null,
    isLoginWhileSignedIn: ({ context }) => pending(context)?.route.name === 'login' && context.session !== null,
    isUnsupportedRoute: ({ context }) => context.route?.route.name === 'unsupported',
    isLoggedRoute: ({ context }) => context.route?.route.logging ?? false,
    isHomeRoute: ({ context }) => context.route?.route.name === 'main',
    isOnLoginPage: ({ context }) => context.route?.route.name === 'login',
    /** Only the /popup/{sqno} page has a close of its own. */
    isOnPopupPage: ({ context }) => context.route?.route.name === 'popup',
    isOnErrorPage: ({ context }) => context.route?.route.name === 'error' || context.route?.route.name === 'work-notice',
    hasNotice: ({ context }) => context.notice !== null,
    /** The update dialog is modal: nothing else on screen can be used. */
    isUpdatePending: stateIn({ running: { version: 'updateRequired' } }),
    /** Logout sits in the side menu: a route with chrome is on screen. */
    isChromeShown: ({ context }) => (context.route?.route.header ?? null) !== null,
    /** The header of the screen on show has the back (prev) button. */
    hasBackButton: ({ context }) => context.route?.route.header?.prev === true,
    isConfirmingLogout: stateIn({ running: { session: { signedIn: 'confirmingLogout' } } }),
    /** A search name was typed (blanks alone are none). */
    hasSearchName: ({ event }) => event.type === 'user.searchCustomers' && event.name.trim() !== '',
    /** The screen the hand-off is named for is on screen. */
    isHandoffShown: ({ context }) => context.handoff !== null && context.route?.route.name === context.handoff.to,
    /** The shake setting says QR_AUTH: a shake starts the education QR scan. */
    isShakeQrAuth: ({ event }) => event.type === 'bridge.shaken' && event.setting.type === 'QR_AUTH',
    /** … CSTMR_REG: it opens the customer registration (always the app's own screen, whatever url the store holds). */
    isShakeCustomerReg: ({ event }) => event.type === 'bridge.shaken' && event.setting.type === 'CSTMR_REG',
  },
  delays: { CHUNK_TIMEOUT: CHUNK_TIMEOUT_MS },
});

type Done<T> = { output: T };
/** A done event's output, where the event's type is not narrowed to that invoke's. */
export const outputOf = <T>(e: unknown) => (e as Done<T>).output;

/**
 * The machine's own navigation: replace the URL and handle the new location in the same step (the
 * watcher ignores the URL echo), so a redirect never waits on the browser.
 */
export const goTo = (path: string) =>
  [{ type: 'navigate', params: { to: path } } as const, { type: 'announceLocation', params: { to: path } } as const];
export const toLogin = goTo(LOGIN_PATH);
export const toHome = goTo(HOME_PATH);
/** requestAppUpdate's params: the download page the version answer named. */
export const downloadUrl = ({ context }: { context: { versionInfo: VersionInfo | null } }) => ({
  downloadUrl: context.versionInfo?.downloadUrl ?? '',
});
