// The NativeBridge service (spec 1 §1 bridge actions), its tagged errors, and the Schema of every message
// crossing the web ↔ shell boundary in both directions. docs/bridge.md is the prose form of this file
// for the Android and iOS teams; change both together.
import { Context, Data, Schema } from 'effect';
import type { Effect } from 'effect';
import type { Observable } from 'rxjs';
import type { Platform } from '../src/domain/shared/platform';

// ---- Errors a caller can branch on (by _tag) ----

/** No shell answers this action: no shell injected, or the action does not exist on this platform (QR on PC). */
export class BridgeUnavailable extends Data.TaggedError('BridgeUnavailable')<{
  readonly action: string;
  readonly platform: 'AND' | 'IOS' | 'PC';
  readonly reason: 'no-shell' | 'not-on-platform';
}> {}

/**
 * The web side refused to send. Nothing was sent. `unsafe-link`: the link is not a plain http(s) URL (or
 * same-origin path); `unsafe-phone`: the number to dial is not 9-11 digits once hyphens are removed.
 */
export class BridgeRejected extends Data.TaggedError('BridgeRejected')<{
  readonly action: string;
  readonly reason: 'unsafe-link' | 'unsafe-phone';
}> {}

/** The shell did not answer in time (BRIDGE_TIMEOUT_MS). */
export class BridgeTimeout extends Data.TaggedError('BridgeTimeout')<{
  readonly action: string;
  readonly afterMs: number;
}> {}

/** The shell (or browser API) answered with a failure, or an answer the web cannot read. */
export class BridgeFailed extends Data.TaggedError('BridgeFailed')<{
  readonly action: string;
  readonly message: string;
}> {}

/** The user closed the QR scanner without scanning. */
export class ScanCancelled extends Data.TaggedError('ScanCancelled') {}

/** How long request/response actions wait. The QR scan has none: the user may take as long as they like. */
export const BRIDGE_TIMEOUT_MS = { getAppData: 3_000, requestLocation: 15_000, checkBeacon: 15_000 } as const;

// ---- web → native ----

const Empty = Schema.Struct({});

export const LocationFix = Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite, accuracy: Schema.Finite });
export type LocationFix = typeof LocationFix.Type;

export const BeaconResult = Schema.Struct({ found: Schema.Boolean, macAddress: Schema.optionalKey(Schema.String) });
export type BeaconResult = typeof BeaconResult.Type;

/** The payload of each action, by wire action name. */
export const ActionPayloads = {
  openExternalLink: Schema.Struct({ url: Schema.String }),
  openNewPage: Schema.Struct({ url: Schema.String, title: Schema.optionalKey(Schema.String) }),
  close: Empty,
  sendToParent: Schema.Struct({ data: Schema.Json }),
  setAppData: Schema.Struct({ key: Schema.String, value: Schema.NullOr(Schema.String) }),
  getAppData: Schema.Struct({ key: Schema.String }),
  clearAppData: Schema.Struct({ keys: Schema.Array(Schema.String) }),
  sessionExpired: Empty,
  appUpdate: Schema.Struct({ downloadUrl: Schema.String }),
  sendSms: Schema.Struct({ phones: Schema.Array(Schema.String), message: Schema.String }),
  dial: Schema.Struct({ phone: Schema.String }),
  requestLocation: Empty,
  openQrScanner: Empty,
  checkBeacon: Schema.Struct({ macAddresses: Schema.Array(Schema.String) }),
  routeChanged: Schema.Struct({ name: Schema.String }),
} as const;

export type BridgeAction = keyof typeof ActionPayloads;
export const BRIDGE_ACTIONS = Object.keys(ActionPayloads) as readonly BridgeAction[];
export type ActionPayload<A extends BridgeAction> = (typeof ActionPayloads)[A]['Type'];

function request<A extends BridgeAction>(action: A) {
  return Schema.Struct({ id: Schema.String, action: Schema.Literal(action), payload: ActionPayloads[action] });
}

/** `{ id, action, payload }`: what the web posts to the shell. */
export const OutgoingMessage = Schema.Union([
  request('openExternalLink'),
  request('openNewPage'),
  request('close'),
  request('sendToParent'),
  request('setAppData'),
  request('getAppData'),
  request('clearAppData'),
  request('sessionExpired'),
  request('appUpdate'),
  request('sendSms'),
  request('dial'),
  request('requestLocation'),
  request('openQrScanner'),
  request('checkBeacon'),
  request('routeChanged'),
]);
export type OutgoingMessage = typeof OutgoingMessage.Type;

// ---- native → web ----

/** The answer to a request/response action (getAppData, requestLocation), matched to it by id. */
export const NativeResponse = Schema.Union([
  Schema.Struct({ type: Schema.Literal('response'), id: Schema.NonEmptyString, ok: Schema.Literal(true), data: Schema.optionalKey(Schema.Unknown) }),
  Schema.Struct({ type: Schema.Literal('response'), id: Schema.NonEmptyString, ok: Schema.Literal(false), error: Schema.optionalKey(Schema.String) }),
]);
export type NativeResponse = typeof NativeResponse.Type;

/** The `data` of each event, by wire event name. Events without fields may omit `data`. */
export const EventData = {
  qrScanned: Schema.Struct({ text: Schema.String }),
  qrCancelled: Empty,
  beaconResult: BeaconResult,
  location: LocationFix,
  locationFailed: Schema.Struct({ message: Schema.String }),
  resumed: Empty,
  shake: Empty,
  pushToken: Schema.Struct({ token: Schema.String }),
  backPressed: Empty,
  pageMessage: Schema.Struct({ data: Schema.Json }),
} as const;

export type NativeEventName = keyof typeof EventData;
export const NATIVE_EVENT_NAMES = Object.keys(EventData) as readonly NativeEventName[];

/** `{ type: 'event', name, data }` on the wire, before its data is checked against EventData[name]. */
export const EventEnvelope = Schema.Struct({
  type: Schema.Literal('event'),
  name: Schema.Literals(NATIVE_EVENT_NAMES),
  data: Schema.optionalKey(Schema.Unknown),
});

/** An event as the app sees it: the name with the data's fields beside it, e.g. `{ name: 'qrScanned', text }`. */
export type NativeEvent = {
  [N in NativeEventName]: { readonly name: N } & (typeof EventData)[N]['Type'];
}[NativeEventName];

// ---- the service ----

export type JsonValue = Schema.Json;

/** Where a link that is still on its way will open (reserveExternalLink). Use it once: open or release. */
export interface ReservedLink {
  /** Opens the URL as openExternalLink does (the same link check), in the reserved window on PC. */
  open(url: string): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed>;
  /** No link will come (the call failed or was abandoned): PC closes the reserved window; shells have nothing to undo. */
  release(): Effect.Effect<void>;
}

export interface NativeBridgeShape {
  readonly platform: Platform;
  /** Opens an outside site in the system browser (PC: a new tab without opener). */
  openExternalLink(url: string): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed>;
  /**
   * Reserves where an outside link known only later (an answer from the server) will open. Run it
   * synchronously while the user's click is handled: a browser opens a window only then (PC: a blank
   * window, detached from this one at once); a shell opens the link whenever it is asked, so nothing is held.
   */
  reserveExternalLink(): Effect.Effect<ReservedLink>;
  /** Opens a page of this app (or an http(s) site) in a new web view / window. */
  openNewPage(url: string, options?: { readonly title?: string }): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed>;
  /** Closes this web view (a page opened by openNewPage) or window. */
  close(): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /** Hands data to the page that opened this one; it arrives there as a `pageMessage` event. */
  sendToParent(data: JsonValue): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /** Stores (or, with null, removes) a value in the shell's app storage. */
  setAppData(key: string, value: string | null): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  getAppData(key: string): Effect.Effect<string | null, BridgeUnavailable | BridgeTimeout | BridgeFailed>;
  /** Removes the given keys (logout wipes personal app data). */
  clearAppData(keys: readonly string[]): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /** Tells the shell the session ended, so it can drop its own login state. */
  sessionExpired(): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /** Starts the shell's update flow with the download link (PC: opens it). */
  appUpdate(downloadUrl: string): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed>;
  /** Opens the phone's SMS composer for these recipients. */
  sendSms(sms: { readonly phones: readonly string[]; readonly message: string }): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /**
   * Hands the number to the phone's dialler (the user still confirms the call); `phone` may carry hyphens and is
   * sent as digits only. Not 9-11 digits: BridgeRejected 'unsafe-phone'. PC: the OS's tel: handler.
   */
  dial(phone: string): Effect.Effect<void, BridgeRejected | BridgeUnavailable | BridgeFailed>;
  requestLocation(): Effect.Effect<LocationFix, BridgeUnavailable | BridgeTimeout | BridgeFailed>;
  /** Opens the scanner and resolves with the next scan; no time-out, interrupting it stops waiting. */
  scanQr(): Effect.Effect<{ readonly text: string }, BridgeUnavailable | BridgeFailed | ScanCancelled>;
  checkBeacon(macAddresses: readonly string[]): Effect.Effect<BeaconResult, BridgeUnavailable | BridgeTimeout | BridgeFailed>;
  /** Tells the shell which route is showing (after each navigation). */
  routeChanged(name: string): Effect.Effect<void, BridgeUnavailable | BridgeFailed>;
  /** Every native → web event, decoded; malformed messages never reach it. Hot: subscribe early. */
  readonly events$: Observable<NativeEvent>;
}

export class NativeBridge extends Context.Service<NativeBridge, NativeBridgeShape>()('app/NativeBridge') {}
