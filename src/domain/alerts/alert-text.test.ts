import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertCustomer } from './contract';
import { alertText } from './alert-text';

const cust = (custNm: string, kwkey = `K-${custNm}`): AlertCustomer => ({ custNm, custsrno: '', kwkey, userid: 'planner01' });
const KIM = cust('김민수');
const KIM2 = cust('김민수', 'K-other');
const PARK = cust('박서연');
const SHORT = cust('김민');

/** The parts as [text, kwkey of the linked customer or null]. */
const shape = (text: string, customers: AlertCustomer[]) => {
  const r = alertText(text, customers);
  return { parts: r.parts.map((p) => [p.text, p.customer?.kwkey ?? null]), others: r.others.map((c) => c.kwkey) };
};

describe('alertText: customer names picked out of an alert text', () => {
  it.each([
    ['김민수 고객님의 계약이 만료됩니다.', [KIM], { parts: [['김민수', 'K-김민수'], [' 고객님의 계약이 만료됩니다.', null]], others: [] }],
    ['오늘 김민수, 박서연 고객님 상담', [KIM, PARK], { parts: [['오늘 ', null], ['김민수', 'K-김민수'], [', ', null], ['박서연', 'K-박서연'], [' 고객님 상담', null]], others: [] }],
    ['고객 2명의 재진단 예정일입니다.', [KIM, PARK], { parts: [['고객 2명의 재진단 예정일입니다.', null]], others: ['K-김민수', 'K-박서연'] }],
    ['김민수 고객님', [SHORT, KIM], { parts: [['김민수', 'K-김민수'], [' 고객님', null]], others: ['K-김민'] }],
    ['김민수, 김민수 고객님', [KIM, KIM2], { parts: [['김민수', 'K-김민수'], [', ', null], ['김민수', 'K-other'], [' 고객님', null]], others: [] }],
    ['김민수 고객님', [KIM, KIM2], { parts: [['김민수', 'K-김민수'], [' 고객님', null]], others: ['K-other'] }],
    ['알림 내용', [], { parts: [['알림 내용', null]], others: [] }],
    ['', [KIM], { parts: [], others: ['K-김민수'] }],
    ['이름 없는 고객', [cust('')], { parts: [['이름 없는 고객', null]], others: [] }],
    ['<b>김민수</b>', [KIM], { parts: [['<b>', null], ['김민수', 'K-김민수'], ['</b>', null]], others: [] }],
  ])('%j', (text, customers, want) => expect(shape(text, customers)).toEqual(want));

  it('property: the parts put back together are the text, and no customer is both linked and listed apart', () => {
    const names = fc.constantFrom('김민수', '김민', '박서연', '이', 'a<b>');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 6 }), names), { maxLength: 8 }), fc.array(names, { maxLength: 4 }), (pieces, custNames) => {
        const text = pieces.join('');
        const customers = custNames.map((n, i) => cust(n, `K${i}`));
        const r = alertText(text, customers);
        expect(r.parts.map((p) => p.text).join('')).toBe(text);
        const linked = new Set(r.parts.flatMap((p) => (p.customer ? [p.customer] : [])));
        for (const c of r.others) expect(linked.has(c)).toBe(false);
        expect(linked.size + r.others.length).toBe(customers.length);
      }),
    );
  });
});
