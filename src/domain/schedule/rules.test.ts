import { describe, expect, it } from 'vitest';
import { scheduleMessages as m } from './messages';
import { clearsCustomer, scheduleError, timeOptions, type ScheduleForm } from './rules';

const consult: ScheduleForm = {
  scdlDivCd: 'SSD01',
  acmpScdlSqno: null,
  custNm: '김하늘',
  etcCntn: '',
  allYn: 'N',
  sttDt: '2026-11-27',
  sttHr: '09:00',
  endDt: '2026-11-27',
  endHr: '10:00',
  addr: '',
  addrDtpt: '',
  memo: '',
};

describe('the schedule form (spec 2 §5), in order', () => {
  it('passes a consultation with a customer and times', () => expect(scheduleError(consult)).toBeNull());
  it('an accompany needs the schedule it follows, and no customer', () => {
    expect(scheduleError({ ...consult, scdlDivCd: 'SSD06', custNm: '' })).toBe(m.accompanyRequired);
    expect(scheduleError({ ...consult, scdlDivCd: 'SSD06', custNm: '', acmpScdlSqno: 7 })).toBeNull();
  });
  it('the customer name is required except for no-jin activity, accompany and other; at most 16', () => {
    expect(scheduleError({ ...consult, custNm: ' ' })).toBe(m.custNmRequired);
    expect(scheduleError({ ...consult, scdlDivCd: '', custNm: '' })).toBe(m.custNmRequired);
    expect(scheduleError({ ...consult, custNm: '가'.repeat(17) })).toBe(m.custNmTooLong);
    expect(scheduleError({ ...consult, custNm: '가'.repeat(16) })).toBeNull();
  });
  it('then the type', () => expect(scheduleError({ ...consult, scdlDivCd: '' })).toBe(m.typeRequired));
  it('no-jin activity and other need a title of at most 128', () => {
    for (const kind of ['SSD03', 'SSD07'] as const) {
      expect(scheduleError({ ...consult, scdlDivCd: kind, custNm: '' })).toBe(m.titleRequired);
      expect(scheduleError({ ...consult, scdlDivCd: kind, custNm: '', etcCntn: 'x'.repeat(129) })).toBe(m.titleTooLong);
      expect(scheduleError({ ...consult, scdlDivCd: kind, custNm: '', etcCntn: '놀이터 활동' })).toBeNull();
    }
  });
  it('dates: both required, the end not before the start', () => {
    expect(scheduleError({ ...consult, sttDt: '' })).toBe(m.startDateRequired);
    expect(scheduleError({ ...consult, endDt: '' })).toBe(m.endDateRequired);
    expect(scheduleError({ ...consult, endDt: '2026-11-26' })).toBe(m.endBeforeStart);
  });
  it('times when not all-day: both required, a same-day end not before the start', () => {
    expect(scheduleError({ ...consult, sttHr: '' })).toBe(m.checkTime);
    expect(scheduleError({ ...consult, endHr: '08:55' })).toBe(m.checkTime);
    expect(scheduleError({ ...consult, endDt: '2026-11-28', endHr: '08:55' })).toBeNull();
    expect(scheduleError({ ...consult, allYn: 'Y', sttHr: '', endHr: '' })).toBeNull();
  });
  it('lengths: address 128, detail 64, memo 1024', () => {
    expect(scheduleError({ ...consult, addr: 'a'.repeat(129) })).toBe(m.addrTooLong);
    expect(scheduleError({ ...consult, addrDtpt: 'a'.repeat(65) })).toBe(m.addrDtptTooLong);
    expect(scheduleError({ ...consult, memo: 'a'.repeat(1025) })).toBe(m.memoTooLong);
    expect(scheduleError({ ...consult, addr: 'a'.repeat(128), addrDtpt: 'a'.repeat(64), memo: 'a'.repeat(1024) })).toBeNull();
  });
});

describe('kinds and times (spec 2 §4, §9)', () => {
  it('no-jin activity, accompany and other clear the customer', () => {
    expect(['SSD01', 'SSD02', 'SSD03', 'SSD04', 'SSD05', 'SSD06', 'SSD07'].filter((k) => clearsCustomer(k as never))).toEqual(['SSD03', 'SSD06', 'SSD07']);
  });
  it('the time picker has 5-minute steps over the day', () => {
    const t = timeOptions();
    expect([t.length, t[0], t[1], t.at(-1), t.includes('09:00')]).toEqual([288, '00:00', '00:05', '23:55', true]);
  });
});
