// The number a call button may hand to the phone (spec 2 §4 "tel: link"; docs/bridge.md "Phone numbers"):
// hyphens are dropped, what is left must be 9 to 11 ASCII digits (a Korean landline 02-123-4567 up to a
// mobile 010-1234-5678). Anything else (spaces, '+', letters, ';' or ',' dial codes) is refused, not cleaned.

export const DIAL_MIN_DIGITS = 9;
export const DIAL_MAX_DIGITS = 11;

const DIGITS = new RegExp(`^[0-9]{${DIAL_MIN_DIGITS},${DIAL_MAX_DIGITS}}$`);

/** The digits to dial when `raw` is a number the shell may call, otherwise null. */
export function dialablePhone(raw: string): string | null {
  if (typeof raw !== 'string') return null;
  const digits = raw.replace(/-/g, '');
  return DIGITS.test(digits) ? digits : null;
}
