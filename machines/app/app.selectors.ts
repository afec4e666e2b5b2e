// What the views read from the app actor: which phase to draw, the route on screen, dialogs, spinner.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { eduQrMachine } from '../edu-qr/edu-qr.machine';
import type { loginMachine } from '../login/login.machine';
import type { popupsMachine } from '../popups/popups.machine';
import type { appMachine } from './app.machine';

/** The running app actor, as the composition root and its views hold it. */
export type AppActorRef = ActorRefFrom<typeof appMachine>;
type Snap = SnapshotFrom<typeof appMachine>;

export type AppPhase = 'starting' | 'maintenance' | 'unavailable' | 'running';

export function selectPhase(s: Snap): AppPhase {
  if (s.matches('maintenance')) return 'maintenance';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('running')) return 'running';
  return 'starting';
}

export const selectRoute = (s: Snap) => s.context.route;
export const selectSession = (s: Snap) => s.context.session;
export const selectWorkNotice = (s: Snap) => s.context.workNotice;
export const selectNotice = (s: Snap) => s.context.notice;
export const selectBlocking = (s: Snap) => s.context.blocking > 0;
export const selectDeviceUuid = (s: Snap) => s.context.deviceUuid;
export const selectUpdateRequired = (s: Snap) => s.matches('updateRequired') || s.matches({ running: { version: 'updateRequired' } });
/**
 * More than the start-up splash is drawn: maintenance, the unavailable page, the update message, or the
 * first route once its code is in. Until then index.html's static login form may stay on screen.
 */
export const selectIsPastSplash = (s: Snap) =>
  selectPhase(s) === 'maintenance' || selectPhase(s) === 'unavailable' || selectUpdateRequired(s) || (s.matches('running') && s.context.route !== null);
export const selectConfirmingLogout = (s: Snap) => s.matches({ running: { session: { signedIn: 'confirmingLogout' } } });
export const selectIsChunkFailed = (s: Snap) => s.matches({ running: { navigation: 'failed' } });
/** The login flow actor while signed out (the login screen renders it). */
export const selectLoginActor = (s: Snap) => s.children.loginFlow as ActorRefFrom<typeof loginMachine> | undefined;
/** The education QR attendance actor while signed in (menu QR 인증, history page, its result dialog). */
export const selectEduQrActor = (s: Snap) => s.children.eduQr as ActorRefFrom<typeof eduQrMachine> | undefined;
/** The start-up notice popups while signed in; drawn over the home screen only. */
export const selectStartupPopups = (s: Snap) =>
  s.context.route?.route.name === 'main' ? (s.children.popups as ActorRefFrom<typeof popupsMachine> | undefined) : undefined;
/** The search name the shared parent state holds for a screen (the customer list), if any. */
export const selectHandoffFor = (routeName: string) => (s: Snap) => (s.context.handoff?.to === routeName ? s.context.handoff.searchName : null);
