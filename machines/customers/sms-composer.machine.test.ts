// The SMS composer alone: templates fill the text, advertising adds the prefix within 45 characters, an
// empty text is refused, sending asks first and hands the server's answer (or refusal) on.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SmsTemplate } from '../../src/domain/customers/contract';
import { ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { smsComposerMachine, type SmsSendInput } from './sms-composer.machine';
import * as sel from './sms-composer.selectors';

const TEMPLATES: SmsTemplate[] = [
  { cdNm: '방문 안내', cdVl1: 'T01', cntn: '내일 방문 예정입니다.', adYn: 'N' },
  { cdNm: '3월 이벤트', cdVl1: 'T02', cntn: '(광고)봄맞이 체험 수업 신청 안내', adYn: 'Y' },
];
const RECIPIENTS = [{ encCustNm: 'N1', encCustTel: 'T1' }];
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answer: (input: SmsSendInput) => Promise<{ sentCnt: number; skippedCnt: number }>) {
  const sent: SmsSendInput[] = [];
  const machine = smsComposerMachine.provide({
    actors: {
      loadTemplates: fromPromise<readonly SmsTemplate[], void>(async () => TEMPLATES),
      sendSms: fromPromise<{ sentCnt: number; skippedCnt: number }, SmsSendInput>(({ input }) => (sent.push(input), answer(input))),
    },
  });
  const actor = createActor(machine, { input: { recipients: RECIPIENTS } }).start();
  return { actor, sent, snap: () => actor.getSnapshot() };
}

describe('sms composer machine', () => {
  it('refuses an empty text, asks before sending, and ends with what the server sent', async () => {
    const { actor, sent, snap } = start(async () => ({ sentCnt: 1, skippedCnt: 0 }));
    await flush();
    actor.send({ type: 'user.send' });
    expect(sel.selectMessage(snap())).toBe(msg.smsTextRequired);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.changeText', text: '내일 오후 2시에 방문 드릴게요' });
    actor.send({ type: 'user.send' });
    expect(sel.selectConfirming(snap())).toBe(true);
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(sent).toEqual([{ subject: '내일오후2시에방', msg: '내일 오후 2시에 방문 드릴게요', tmplCd: '', recipients: RECIPIENTS }]);
    expect([snap().status, snap().output]).toEqual(['done', { sentCnt: 1, skippedCnt: 0 }]);
  });

  it('an advertising template shows the prefix, counts it and cuts the text to fit; the refusal keeps the text', async () => {
    const { actor, sent, snap } = start(async () => {
      throw new ServerError({ rt: 'refused', rtMsg: msg.adQuietHours });
    });
    await flush();
    actor.send({ type: 'user.chooseTemplate', cdVl1: 'T02' });
    expect([sel.selectIsAd(snap()), sel.selectText(snap()), sel.selectLength(snap())]).toEqual([true, '봄맞이 체험 수업 신청 안내', 19]);
    actor.send({ type: 'user.changeText', text: '가'.repeat(60) });
    expect([sel.selectText(snap()).length, sel.selectLength(snap()), sel.selectTextMax(snap())]).toEqual([41, 45, 41]);
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(sent[0]).toMatchObject({ subject: '3월 이벤트', msg: `(광고)${'가'.repeat(41)}`, tmplCd: 'T02' });
    expect(sel.selectMessage(snap())).toBe(msg.adQuietHours);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.chooseTemplate', cdVl1: '' });
    expect([sel.selectTemplateCode(snap()), sel.selectText(snap()).length]).toEqual(['', 41]);
    actor.send({ type: 'user.cancel' });
    expect([snap().status, snap().output]).toEqual(['done', null]);
  });
});
