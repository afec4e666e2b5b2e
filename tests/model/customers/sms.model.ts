// The SMS composer's model: its events (the seeded templates, one plain and one advertising), and which
// answer the server can give in which state: an advertisement at 22:30 is refused for the quiet hours;
// otherwise it goes only to a customer whose marketing consent holds, and is refused for one without.
import type { AnyEventObject } from 'xstate';
import type { SmsTemplate } from '../../../src/domain/customers/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';

export const TEXT = '내일 오후 2시에 방문 드릴게요';
export const LONG = '가'.repeat(50);

export function smsEvents(templates: readonly SmsTemplate[]): AnyEventObject[] {
  const plain = templates.find((t) => t.adYn === 'N')!;
  const ad = templates.find((t) => t.adYn === 'Y')!;
  return [
    { type: 'xstate.done.actor.loadTemplates', output: templates },
    { type: 'xstate.error.actor.loadTemplates', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'user.retry' },
    { type: 'user.chooseTemplate', cdVl1: plain.cdVl1 },
    { type: 'user.chooseTemplate', cdVl1: ad.cdVl1 },
    { type: 'user.chooseTemplate', cdVl1: '' },
    { type: 'user.changeText', text: TEXT },
    { type: 'user.changeText', text: LONG },
    { type: 'user.changeText', text: '' },
    { type: 'user.send' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.dismissMessage' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.sendSms', output: { sentCnt: 1, skippedCnt: 0 } },
    { type: 'xstate.error.actor.sendSms', error: new ServerError({ rt: 'refused', rtMsg: msg.adQuietHours }) },
    { type: 'xstate.error.actor.sendSms', error: new ServerError({ rt: 'refused', rtMsg: msg.adNoConsent }) },
    { type: 'xstate.error.actor.sendSms', error: new NetworkError({ detail: 'offline' }) },
  ];
}

/** What the server answers a send of this composer (one recipient, whose consent holds or not). */
export const smsAllow = (consent: boolean) => (s: any, e: AnyEventObject) => {
  const ad = s.context.template?.adYn === 'Y';
  if (e.type === 'xstate.done.actor.sendSms') return !ad || consent;
  if (e.type === 'xstate.error.actor.sendSms' && e.error.rtMsg === msg.adQuietHours) return ad;
  if (e.type === 'xstate.error.actor.sendSms' && e.error.rtMsg === msg.adNoConsent) return ad && !consent;
  return true;
};

export const smsKey = (c: any) => [c.template?.cdVl1 ?? '', c.text.length, c.message, c.templates.length];
