// The SMS page's text rules (spec 2 §2 SMS page, §5): at most 45 characters as sent, advertising templates
// sent with the "(광고)" prefix (counted in the 45), the subject from the template or the text, and the
// message required. Pure.
import { SMS_MAX, type SmsTemplate } from './contract';
import { AD_PREFIX, smsSubject, withAdPrefix } from './rules';

/** How many characters the text box takes: an advertising text leaves room for its prefix. */
export const smsTextMax = (ad: boolean): number => SMS_MAX - (ad ? AD_PREFIX.length : 0);

/** The text cut to what the box takes (whole characters, never half of a surrogate pair). */
export function cutSmsText(text: string, ad: boolean): string {
  const max = smsTextMax(ad);
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** The message as sent. */
export const smsMessage = (text: string, ad: boolean): string => (ad ? withAdPrefix(text) : text);

/** The counter's x in x/45: the message as sent. */
export const smsLength = (text: string, ad: boolean): number => (text === '' ? 0 : smsMessage(text, ad).length);

/** A template's text without the prefix the page shows beside the box. */
export const templateText = (t: SmsTemplate): string =>
  cutSmsText(t.adYn === 'Y' && t.cntn.startsWith(AD_PREFIX) ? t.cntn.slice(AD_PREFIX.length) : t.cntn, t.adYn === 'Y');

export interface SmsDraft {
  /** null: direct input (직접입력). */
  readonly template: SmsTemplate | null;
  readonly text: string;
}

/** What sendSms is asked, recipients aside; null when there is no text to send. */
export function smsRequest(d: SmsDraft): { subject: string; msg: string; tmplCd: string } | null {
  if (d.text.trim() === '') return null;
  const ad = d.template?.adYn === 'Y';
  return { subject: smsSubject(d.template?.cdNm ?? null, d.text), msg: smsMessage(d.text, ad), tmplCd: d.template?.cdVl1 ?? '' };
}
