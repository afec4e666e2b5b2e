// The business card's phone input (spec 3 §5): required, digits only, at most 11, a Korean mobile
// number: 010 + 4 + 4 digits, or 011/016-019 + 3-4 + 4 digits.
import { businessCardMessages } from '../business-card/messages';

export const CARD_PHONE_MAX = 11;
export const MOBILE_PATTERN = /^(010\d{8}|01[16-9]\d{7,8})$/;

/** What the input keeps of a keystroke or paste: its digits, cut at 11. */
export const cardPhoneInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, CARD_PHONE_MAX);

/** null when the number can be sent, else the message to show. */
export function cardPhoneError(telNo: string): string | null {
  if (telNo.trim() === '') return businessCardMessages.cardPhoneRequired;
  return MOBILE_PATTERN.test(telNo) ? null : businessCardMessages.cardPhoneInvalid;
}
