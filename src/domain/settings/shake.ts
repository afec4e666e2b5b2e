// The shake setting (spec 1 §2 "Shake setting", spec 3 §9): what a shake of the phone opens, kept by the
// native shell under the app-data key `shake` as JSON { type, url } (docs/bridge.md). Pure: parsing the
// stored text, what the switch and the choices show, and what a choice stores.
import { Result, Schema } from 'effect';

export const SHAKE_TYPES = ['NONE', 'CSTMR_REG', 'QR_AUTH'] as const;
export type ShakeType = (typeof SHAKE_TYPES)[number];
/** What a shake may open: the education QR scan, or the customer registration screen. */
export type ShakeTarget = Exclude<ShakeType, 'NONE'>;

export const ShakeSetting = Schema.Struct({ type: Schema.Literals(SHAKE_TYPES), url: Schema.String });
export type ShakeSetting = typeof ShakeSetting.Type;

export const SHAKE_OFF: ShakeSetting = { type: 'NONE', url: '' };

const decodeSetting = Schema.decodeUnknownResult(Schema.fromJsonString(ShakeSetting));

/** The stored text as a setting; nothing stored, or anything unreadable, is off. */
export function parseShakeSetting(raw: string | null): ShakeSetting {
  if (raw === null) return SHAKE_OFF;
  const r = decodeSetting(raw);
  return Result.isSuccess(r) ? r.success : SHAKE_OFF;
}

export const shakeSettingText = (s: ShakeSetting): string => JSON.stringify({ type: s.type, url: s.url });

/**
 * The setting a choice stores. The QR scan is an action, not a screen: no url. The registration screen
 * stores its path, and is only offered (null otherwise) when that screen exists.
 */
export function shakeSettingFor(target: ShakeTarget, customerRegPath: string | null): ShakeSetting | null {
  if (target === 'QR_AUTH') return { type: 'QR_AUTH', url: '' };
  return customerRegPath === null ? null : { type: 'CSTMR_REG', url: customerRegPath };
}

/** The targets a user may choose, in the order the screen lists them. */
export const shakeTargets = (customerRegPath: string | null): ShakeTarget[] =>
  customerRegPath === null ? ['QR_AUTH'] : ['QR_AUTH', 'CSTMR_REG'];

/** A stored setting the screen can show: a target that is not offered here reads as off. */
export const effectiveShakeSetting = (s: ShakeSetting, customerRegPath: string | null): ShakeSetting =>
  s.type === 'NONE' ? SHAKE_OFF : (shakeSettingFor(s.type, customerRegPath) ?? SHAKE_OFF);

/** Turning the switch on starts with the first choice (the QR scan, which always exists). */
export const SHAKE_ON_DEFAULT: ShakeTarget = 'QR_AUTH';
