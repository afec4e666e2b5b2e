// Shared fixtures of the schedule machines' model tests: a schedule as getMyschedule answers it (with its version), a
// followed schedule as the accompany lookup reports it, and the test that every transition was taken.
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { ScheduleDetail } from '../../../src/domain/schedule/contract';
import { allTransitionKeys } from '../../support/model-paths';

export const ROW: ScheduleDetail = {
  sqno: 7,
  userid: 'planner01',
  scdlDivCd: 'SSD01',
  scdlDivNm: '상담',
  custDivCd: 'SCD01',
  kwkey: 'K00000001',
  custNm: '김하늘',
  etcCntn: '',
  allYn: 'N',
  sttDt: '2031-03-10',
  sttHr: '10:00',
  endDt: '2031-03-10',
  endHr: '11:00',
  addrNm: '',
  addr: '서울특별시 강남구 테헤란로 152',
  addrDtpt: '3층',
  memo: '상담 메모',
  cmplYn: 'N',
  dltnYn: 'N',
  acmpScdlSqno: 0,
  username2: '',
  version: 3,
};

export const FOLLOWED = {
  sqno: 41,
  username: '박동행',
  allYn: 'Y' as const,
  sttDt: '2031-03-12',
  sttHr: '',
  endDt: '2031-03-13',
  endHr: '',
  addrNm: '역삼센터',
  addr: '서울특별시 강남구 역삼로 1',
  addrDtpt: '2층',
};

/** Run last in a file: the paths replayed took every transition of the machine. */
export function itCoversEveryTransition(machine: AnyStateMachine, taken: ReadonlySet<string>) {
  it(`takes every transition of ${machine.id}`, () => expect(allTransitionKeys(machine).filter((k) => !taken.has(k))).toEqual([]));
}
