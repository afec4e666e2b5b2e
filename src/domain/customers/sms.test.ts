// The SMS page's text rules (spec 2 §5): 45 characters as sent, the "(광고)" prefix counted, the subject.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SmsTemplate } from './contract';
import { cutSmsText, smsLength, smsRequest, smsTextMax, templateText } from './sms';

const AD: SmsTemplate = { cdNm: '3월 이벤트', cdVl1: 'T02', cntn: '(광고)봄맞이 체험 수업 신청 안내', adYn: 'Y' };
const PLAIN: SmsTemplate = { cdNm: '방문 안내', cdVl1: 'T01', cntn: '내일 방문 예정입니다.', adYn: 'N' };

describe('SMS text', () => {
  it('takes 45 characters, 41 beside the advertising prefix', () => {
    expect([smsTextMax(false), smsTextMax(true)]).toEqual([45, 41]);
    expect(cutSmsText('가'.repeat(50), false)).toHaveLength(45);
    expect(cutSmsText('가'.repeat(50), true)).toHaveLength(41);
    expect(cutSmsText(`${'가'.repeat(44)}😀`, false)).toBe('가'.repeat(44));
  });

  it('counts the message as sent', () => {
    expect(smsLength('', true)).toBe(0);
    expect(smsLength('안녕하세요', false)).toBe(5);
    expect(smsLength('안녕하세요', true)).toBe(9);
  });

  it.each([
    [{ template: null, text: '  ' }, null],
    [{ template: null, text: '내일 오후 2시 방문 드릴게요' }, { subject: '내일오후2시방문', msg: '내일 오후 2시 방문 드릴게요', tmplCd: '' }],
    [{ template: PLAIN, text: '내일 방문 예정입니다.' }, { subject: '방문 안내', msg: '내일 방문 예정입니다.', tmplCd: 'T01' }],
    [{ template: AD, text: '봄맞이 체험' }, { subject: '3월 이벤트', msg: '(광고)봄맞이 체험', tmplCd: 'T02' }],
  ])('%j is sent as %j', (draft, request) => expect(smsRequest(draft)).toEqual(request));

  it('a template brings its text without the prefix the page shows beside the box', () => {
    expect(templateText(AD)).toBe('봄맞이 체험 수업 신청 안내');
    expect(templateText(PLAIN)).toBe('내일 방문 예정입니다.');
  });

  it('property: what is sent is at most 45 characters and an advertisement starts with the prefix once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.boolean(), (typed, ad) => {
        const text = cutSmsText(typed, ad);
        const req = smsRequest({ template: ad ? AD : null, text });
        if (req === null) return;
        expect(req.msg.length).toBeLessThanOrEqual(45);
        if (ad) expect(req.msg).toBe(text.startsWith('(광고)') ? text : `(광고)${text}`);
        else expect(req.msg).toBe(text);
      }),
    );
  });
});
