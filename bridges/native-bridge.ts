// The NativeBridge for the Android and iOS shells. Both speak the same messages and differ only in the
// transport (how one message is posted), so this file holds every action once: link and number checks,
// request ids, answer correlation, time-outs. bridges/android and bridges/ios plug in their transport.
import { Effect, Option, Schema } from 'effect';
import { filter, map } from 'rxjs';
import type { Observable } from 'rxjs';
import { awaitAnswer } from './await-answer';
import { safeLink } from './safe-link';
import { safePhone } from './safe-phone';
import type { NativeChannel } from './channel';
import {
  BRIDGE_TIMEOUT_MS,
  BeaconResult,
  BridgeFailed,
  BridgeUnavailable,
  LocationFix,
  ScanCancelled,
} from './contract';
import type { ActionPayload, BridgeAction, NativeBridgeShape, OutgoingMessage } from './contract';

export interface ShellTransport {
  /** False when the page runs under the shell's user agent but the shell did not inject its interface. */
  isInstalled(): boolean;
  /** Posts one message; may throw (the shell's own error), which becomes BridgeFailed. */
  post(message: OutgoingMessage): void;
}

const AppDataValue = Schema.NullOr(Schema.String);

export function makeNativeBridge(
  platform: 'AND' | 'IOS',
  channel: NativeChannel,
  transport: ShellTransport,
  win: Window,
): NativeBridgeShape {
  /** Posts synchronously and returns the failure, so waiting actions can subscribe first and send second. */
  const post = <A extends BridgeAction>(action: A, payload: ActionPayload<A>, id: string): BridgeUnavailable | BridgeFailed | null => {
    if (!transport.isInstalled()) return new BridgeUnavailable({ action, platform, reason: 'no-shell' });
    try {
      transport.post({ id, action, payload } as OutgoingMessage);
      return null;
    } catch (cause) {
      return new BridgeFailed({ action, message: String(cause) });
    }
  };

  const send = <A extends BridgeAction>(action: A, payload: ActionPayload<A>) =>
    Effect.suspend(() => {
      const failure = post(action, payload, channel.newId());
      return failure ? Effect.fail(failure) : Effect.void;
    });

  /** An awaitAnswer start: listen to `answers(id)` first, then send, so even an instant answer is caught. */
  const sendAndListen =
    <A extends BridgeAction, R, E>(action: A, payload: ActionPayload<A>, answers: (id: string) => Observable<Effect.Effect<R, E>>) =>
    (settle: (outcome: Effect.Effect<R, E | BridgeUnavailable | BridgeFailed>) => void) => {
      const id = channel.newId();
      const subscription = answers(id).subscribe(settle);
      const failure = post(action, payload, id);
      if (failure) settle(Effect.fail(failure));
      return () => subscription.unsubscribe();
    };

  /** The response to request `id`, its data decoded with `schema`; ok:false and unreadable data fail. */
  const responseTo = <T>(action: BridgeAction, schema: Schema.Codec<T>, absent?: T) => (id: string) =>
    channel.responses$.pipe(
      filter((response) => response.id === id),
      map((response): Effect.Effect<T, BridgeFailed> => {
        if (!response.ok) return Effect.fail(new BridgeFailed({ action, message: response.error ?? '' }));
        if (response.data === undefined && absent !== undefined) return Effect.succeed(absent);
        const data = Schema.decodeUnknownOption(schema)(response.data);
        return Option.isSome(data)
          ? Effect.succeed(data.value)
          : Effect.fail(new BridgeFailed({ action, message: 'unreadable answer from the shell' }));
      }),
    );

  const openExternalLink = (url: string) => safeLink('openExternalLink', url).pipe(Effect.flatMap((safe) => send('openExternalLink', { url: safe })));

  return {
    platform,
    openExternalLink,
    // The shell opens the link in its system browser whenever asked: no user activation to keep.
    reserveExternalLink: () => Effect.succeed({ open: openExternalLink, release: () => Effect.void }),
    openNewPage: (url, options) =>
      safeLink('openNewPage', url, win.location.href).pipe(
        Effect.flatMap((safe) =>
          send('openNewPage', options?.title === undefined ? { url: safe } : { url: safe, title: options.title }),
        ),
      ),
    close: () => send('close', {}),
    sendToParent: (data) => send('sendToParent', { data }),
    setAppData: (key, value) => send('setAppData', { key, value }),
    getAppData: (key) =>
      awaitAnswer({
        action: 'getAppData',
        timeoutMs: BRIDGE_TIMEOUT_MS.getAppData,
        start: sendAndListen('getAppData', { key }, responseTo('getAppData', AppDataValue, null)),
      }),
    clearAppData: (keys) => send('clearAppData', { keys: [...keys] }),
    sessionExpired: () => send('sessionExpired', {}),
    appUpdate: (downloadUrl) => safeLink('appUpdate', downloadUrl).pipe(Effect.flatMap((safe) => send('appUpdate', { downloadUrl: safe }))),
    sendSms: ({ phones, message }) => send('sendSms', { phones: [...phones], message }),
    dial: (phone) => safePhone('dial', phone).pipe(Effect.flatMap((digits) => send('dial', { phone: digits }))),
    requestLocation: () =>
      awaitAnswer({
        action: 'requestLocation',
        timeoutMs: BRIDGE_TIMEOUT_MS.requestLocation,
        start: sendAndListen('requestLocation', {}, responseTo('requestLocation', LocationFix)),
      }),
    scanQr: () =>
      awaitAnswer({
        action: 'openQrScanner',
        timeoutMs: null,
        start: sendAndListen('openQrScanner', {}, () =>
          channel.events$.pipe(
            map((event): Effect.Effect<{ readonly text: string }, ScanCancelled> | null =>
              event.name === 'qrScanned'
                ? Effect.succeed({ text: event.text })
                : event.name === 'qrCancelled'
                  ? Effect.fail(new ScanCancelled())
                  : null,
            ),
            filter((outcome) => outcome !== null),
          ),
        ),
      }),
    checkBeacon: (macAddresses) =>
      awaitAnswer({
        action: 'checkBeacon',
        timeoutMs: BRIDGE_TIMEOUT_MS.checkBeacon,
        start: sendAndListen('checkBeacon', { macAddresses: [...macAddresses] }, () =>
          channel.events$.pipe(
            filter((event) => event.name === 'beaconResult'),
            map((event): Effect.Effect<BeaconResult> => {
              const { name: _name, ...result } = event;
              return Effect.succeed(result);
            }),
          ),
        ),
      }),
    routeChanged: (name) => send('routeChanged', { name }),
    events$: channel.events$,
  };
}
