// NativeBridge in a browser without the shell (desktop, or a phone browser): links open browser windows
// (a link still on its way in a window reserved during the click: pc-reserved-link.ts),
// app data lives in localStorage, a child page talks to its opener with postMessage, a number to dial goes
// to the OS's tel: handler (pc-dial.ts), and what only a phone shell can do (SMS, QR scanner, beacon)
// fails with BridgeUnavailable so screens can say so.
import { Effect, Layer } from 'effect';
import type { NativeChannel } from '../channel';
import { BridgeFailed, BridgeUnavailable, NativeBridge } from '../contract';
import type { BridgeAction, NativeBridgeShape } from '../contract';
import { PAGE_MESSAGE_SOURCE, pcEvents$ } from './pc-events';
import { pcDial } from './pc-dial';
import { pcRequestLocation } from './pc-location';
import { reserveWindow } from './pc-reserved-link';
import { safeLink } from '../safe-link';

export const APP_DATA_PREFIX = 'ep.appdata.';

export function makePcBridge(win: Window, channel: NativeChannel): NativeBridgeShape {
  const unavailable = (action: BridgeAction) =>
    Effect.fail(new BridgeUnavailable({ action, platform: 'PC', reason: 'not-on-platform' }));

  /** Runs a browser call; a thrown error (storage disabled, quota) becomes BridgeFailed. */
  const attempt = <A>(action: BridgeAction, run: () => A) =>
    Effect.try({ try: run, catch: (cause) => new BridgeFailed({ action, message: String(cause) }) });

  /** Outside sites never get a handle on this window (reverse tabnabbing). */
  const openDetached = (action: BridgeAction, url: string) =>
    attempt(action, () => void win.open(url, '_blank', 'noopener,noreferrer'));

  return {
    platform: 'PC',
    openExternalLink: (url) => safeLink('openExternalLink', url).pipe(Effect.flatMap((safe) => openDetached('openExternalLink', safe))),
    reserveExternalLink: () => Effect.sync(() => reserveWindow(win, (url) => openDetached('openExternalLink', url))),
    openNewPage: (url) =>
      safeLink('openNewPage', url, win.location.href).pipe(
        Effect.flatMap((safe) => {
          // Our own pages keep window.opener so they can answer with sendToParent; other sites must not.
          if (new URL(safe).origin !== win.location.origin) return openDetached('openNewPage', safe);
          return attempt('openNewPage', () => win.open(safe, '_blank')).pipe(
            Effect.flatMap((opened) =>
              opened ? Effect.void : Effect.fail(new BridgeFailed({ action: 'openNewPage', message: 'popup blocked' })),
            ),
          );
        }),
      ),
    close: () => attempt('close', () => win.close()),
    sendToParent: (data) =>
      Effect.suspend((): Effect.Effect<void, BridgeUnavailable | BridgeFailed> => {
        const parent = win.opener as Window | null;
        if (!parent || parent.closed) return unavailable('sendToParent');
        return attempt('sendToParent', () => parent.postMessage({ source: PAGE_MESSAGE_SOURCE, data }, win.location.origin));
      }),
    setAppData: (key, value) =>
      attempt('setAppData', () =>
        value === null ? win.localStorage.removeItem(APP_DATA_PREFIX + key) : win.localStorage.setItem(APP_DATA_PREFIX + key, value),
      ),
    getAppData: (key) => attempt('getAppData', () => win.localStorage.getItem(APP_DATA_PREFIX + key)),
    clearAppData: (keys) =>
      attempt('clearAppData', () => {
        for (const key of keys) win.localStorage.removeItem(APP_DATA_PREFIX + key);
      }),
    sessionExpired: () => Effect.void,
    appUpdate: (downloadUrl) => safeLink('appUpdate', downloadUrl).pipe(Effect.flatMap((safe) => openDetached('appUpdate', safe))),
    sendSms: () => unavailable('sendSms'),
    dial: (phone) => pcDial(win, phone),
    requestLocation: () => pcRequestLocation(win),
    scanQr: () => unavailable('openQrScanner'),
    checkBeacon: () => unavailable('checkBeacon'),
    routeChanged: () => Effect.void,
    events$: pcEvents$(win, channel),
  };
}

export function pcBridgeLive(win: Window, channel: NativeChannel): Layer.Layer<NativeBridge> {
  return Layer.sync(NativeBridge, () => makePcBridge(win, channel));
}
