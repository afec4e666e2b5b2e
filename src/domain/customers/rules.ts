// Pure rules of the customer list (spec 1 §5, spec 2 §4, §5, §9), shared by the screens and the server:
// the overdue filter, the detail search's prospect reset, the SMS subject and the advertising rule of the
// Korean Network Act (quiet hours, "(광고)" prefix, marketing consent kept up to 12 months).
/** The overdue filter: 'Y' or 'N' when exactly one box is ticked; null (no filter) when both or neither are (spec 1 §5). */
export function overdueFilter(ovrdY: boolean, ovrdN: boolean): 'Y' | 'N' | null {
  if (ovrdY === ovrdN) return null;
  return ovrdY ? 'Y' : 'N';
}

/** The SMS subject: the template's name, or for direct input the first 8 characters of the text without spaces (spec 2 §5). */
export function smsSubject(templateName: string | null, text: string): string {
  if (templateName !== null && templateName !== '') return templateName;
  return Array.from(text.replace(/\s/g, '')).slice(0, 8).join('');
}

/** Advertising messages carry this prefix (Korean Network Act art. 50 ⑤). */
export const AD_PREFIX = '(광고)';

/** The text as sent: an advertising text starts with the prefix exactly once. */
export const withAdPrefix = (text: string): string => (text.startsWith(AD_PREFIX) ? text : `${AD_PREFIX}${text}`);

/** Advertising is not sent between 21:00 and 08:00 (Korean time): `kstHour` is the hour 0-23 in KST. */
export const isAdQuietHour = (kstHour: number): boolean => kstHour >= 21 || kstHour < 8;

/** How long a marketing consent holds, in months. */
export const MARKETING_CONSENT_MONTHS = 12;

/**
 * Whether a customer may receive advertising on `today` (yyyy-mm-dd): marketing consent given (Y) on a day
 * (yyyy-mm-dd) no more than 12 months before today.
 */
export function hasMarketingConsent(mrknagre: 'Y' | 'N', consentDay: string | null, today: string): boolean {
  if (mrknagre !== 'Y' || consentDay === null) return false;
  // The same calendar day 12 months on, compared as text (a 29 February consent holds through 28 February).
  const until = `${Number(consentDay.slice(0, 4)) + MARKETING_CONSENT_MONTHS / 12}${consentDay.slice(4)}`;
  return consentDay <= today && today <= until;
}

/** Age in whole years on `today` (yyyy-mm-dd) of someone born on `birth` (yyyymmdd). */
export function ageOn(birth: string, today: string): number {
  const [y, m, d] = [Number(birth.slice(0, 4)), birth.slice(4, 6), birth.slice(6, 8)];
  const [ty, tmd] = [Number(today.slice(0, 4)), today.slice(5, 7) + today.slice(8, 10)];
  return ty - y - (tmd < m + d ? 1 : 0);
}

/** The phone as shown: 3-3-4 for 10 digits, 3-4-4 for 11 (spec 2 §5); anything else as it is. */
export function formatPhone(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return digits;
}

/** A phone kept in three parts (010 / 1234 / 5678) as shown: the parts there are, joined by hyphens. */
export const phoneOfParts = (p: { readonly tel1: string; readonly tel2: string; readonly tel3: string }): string => [p.tel1, p.tel2, p.tel3].filter(Boolean).join('-');
