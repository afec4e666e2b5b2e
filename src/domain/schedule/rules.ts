// The schedule editor's rules (spec 2 §4, §5, §9): limits, the customer-less kinds, and the validation of
// a schedule in the screen's order. Pure: the editor checks its form with them and the server checks
// saveMyschedule with them again, answering the same message.
import { scheduleMessages as m } from './messages';

export const SCHEDULE_KINDS = ['SSD01', 'SSD02', 'SSD03', 'SSD04', 'SSD05', 'SSD06', 'SSD07'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const ACCOMPANY: ScheduleKind = 'SSD06';
/** Kinds without a customer: no-jin activity and other need a title instead; accompany follows a schedule. */
export const TITLED_KINDS: readonly ScheduleKind[] = ['SSD03', 'SSD07'];
export const CUSTOMERLESS_KINDS: readonly ScheduleKind[] = ['SSD03', 'SSD06', 'SSD07'];

/** Checked lengths, and the inputs' caps where they are smaller (spec 2 §5). */
export const CUST_NM_MAX = 16;
export const CUST_NM_INPUT = 10;
export const TITLE_MAX = 128;
export const TITLE_INPUT = 30;
export const ADDR_MAX = 128;
export const ADDR_DTPT_MAX = 64;
export const ADDR_DTPT_INPUT = 50;
export const MEMO_MAX = 1024;
export const MEMO_INPUT = 500;
/** Default times and the time picker's step (spec 2 §9). */
export const DEFAULT_TIME = '09:00';
export const TIME_STEP_MINUTES = 5;

export interface ScheduleForm {
  readonly scdlDivCd: ScheduleKind | '';
  /** The followed schedule of an accompany; null until one is chosen. */
  readonly acmpScdlSqno: number | null;
  readonly custNm: string;
  readonly etcCntn: string;
  readonly allYn: 'Y' | 'N';
  /** yyyy-mm-dd or ''. */
  readonly sttDt: string;
  /** HH:mm or ''. */
  readonly sttHr: string;
  readonly endDt: string;
  readonly endHr: string;
  readonly addr: string;
  readonly addrDtpt: string;
  readonly memo: string;
}

/** The validation of spec 2 §5 in the screen's order; null when the form may be saved (after confirming). */
export function scheduleError(f: ScheduleForm): string | null {
  if (f.scdlDivCd === ACCOMPANY && f.acmpScdlSqno === null) return m.accompanyRequired;
  if (f.scdlDivCd === '' || !CUSTOMERLESS_KINDS.includes(f.scdlDivCd)) {
    if (f.custNm.trim() === '') return m.custNmRequired;
    if (f.custNm.trim().length > CUST_NM_MAX) return m.custNmTooLong;
  }
  if (f.scdlDivCd === '') return m.typeRequired;
  if (TITLED_KINDS.includes(f.scdlDivCd)) {
    if (f.etcCntn.trim() === '') return m.titleRequired;
    if (f.etcCntn.trim().length > TITLE_MAX) return m.titleTooLong;
  }
  if (f.sttDt === '') return m.startDateRequired;
  if (f.endDt === '') return m.endDateRequired;
  if (f.endDt < f.sttDt) return m.endBeforeStart;
  if (f.allYn === 'N') {
    if (f.sttHr === '' || f.endHr === '') return m.checkTime;
    if (f.sttDt === f.endDt && f.endHr < f.sttHr) return m.checkTime;
  }
  if (f.addr.length > ADDR_MAX) return m.addrTooLong;
  if (f.addrDtpt.length > ADDR_DTPT_MAX) return m.addrDtptTooLong;
  if (f.memo.length > MEMO_MAX) return m.memoTooLong;
  return null;
}

/** Choosing a kind without a customer clears the customer fields (spec 2 §4). */
export const clearsCustomer = (kind: ScheduleKind | ''): boolean => kind !== '' && CUSTOMERLESS_KINDS.includes(kind);

/** HH:mm on the 5-minute grid (the time picker's values). */
export const timeOptions = (): string[] =>
  Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => {
    const minutes = i * TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
