// The schedule form's pure edits (spec 2 §4, §5, §9) for the schedule editor: the empty form of a day, a
// loaded schedule as a form, a field typed (capped like the inputs), a kind chosen (customer-less kinds
// clear the customer, leaving the accompany drops the followed schedule), the popups' picks.
import type { ScheduleRow } from '../../src/domain/schedule/contract';
import type { ScheduleCustomer } from '../../src/domain/schedule/pages';
import { ACCOMPANY, ADDR_DTPT_INPUT, clearsCustomer, CUST_NM_INPUT, DEFAULT_TIME, MEMO_INPUT, TITLE_INPUT, type ScheduleForm, type ScheduleKind } from '../../src/domain/schedule/rules';

/** The form with what the rules do not check: the linked customer, the place's name, the followed planner. */
export interface EditorForm extends ScheduleForm {
  readonly kwkey: string;
  readonly custDivCd: 'SCD01' | 'SCD02' | '';
  readonly addrNm: string;
  /** The followed schedule's owner (an accompany), '' before one is chosen. */
  readonly acmpUsername: string;
}

/** The fields a user types or picks from a list (dates yyyy-mm-dd, times HH:mm). */
export type TypedField = 'custNm' | 'etcCntn' | 'sttDt' | 'sttHr' | 'endDt' | 'endHr' | 'addrDtpt' | 'memo';
const CAPS: Partial<Record<TypedField, number>> = { custNm: CUST_NM_INPUT, etcCntn: TITLE_INPUT, addrDtpt: ADDR_DTPT_INPUT, memo: MEMO_INPUT };

/** The accompanied schedule as the lookup reports it (acmp-schedule-selected). */
export interface AccompaniedSchedule {
  readonly sqno: number;
  readonly username: string;
  readonly allYn: 'Y' | 'N';
  readonly sttDt: string;
  readonly sttHr: string;
  readonly endDt: string;
  readonly endHr: string;
  readonly addrNm: string;
  readonly addr: string;
  readonly addrDtpt: string;
}

/** A new schedule on `day`, for the customer the opener named: not all-day, 09:00 (spec 2 §9). */
export const newForm = (day: string, customer: ScheduleCustomer | null): EditorForm => ({
  scdlDivCd: '',
  acmpScdlSqno: null,
  acmpUsername: '',
  kwkey: customer?.kwkey ?? '',
  custDivCd: customer?.custDivCd ?? '',
  custNm: customer?.custNm.slice(0, CUST_NM_INPUT) ?? '',
  etcCntn: '',
  allYn: 'N',
  sttDt: day,
  sttHr: DEFAULT_TIME,
  endDt: day,
  endHr: DEFAULT_TIME,
  addrNm: '',
  addr: '',
  addrDtpt: '',
  memo: '',
});

const kindOf = (code: string): ScheduleKind | '' => (/^SSD0[1-7]$/.test(code) ? (code as ScheduleKind) : '');

/** A schedule to edit; an all-day one gets the default times should it stop being all-day. */
export const formOf = (r: ScheduleRow): EditorForm => ({
  scdlDivCd: kindOf(r.scdlDivCd),
  acmpScdlSqno: r.acmpScdlSqno > 0 ? r.acmpScdlSqno : null,
  acmpUsername: r.username2,
  kwkey: r.kwkey,
  custDivCd: r.custDivCd === 'SCD01' || r.custDivCd === 'SCD02' ? r.custDivCd : '',
  custNm: r.custNm,
  etcCntn: r.etcCntn,
  allYn: r.allYn,
  sttDt: r.sttDt,
  sttHr: r.sttHr || DEFAULT_TIME,
  endDt: r.endDt,
  endHr: r.endHr || DEFAULT_TIME,
  addrNm: r.addrNm,
  addr: r.addr,
  addrDtpt: r.addrDtpt,
  memo: r.memo,
});

/** A typed value, capped like its input; a typed customer name is no longer the customer picked. */
export function withField(f: EditorForm, field: TypedField, value: string): EditorForm {
  const cap = CAPS[field];
  const next = { ...f, [field]: cap === undefined ? value : value.slice(0, cap) };
  return field === 'custNm' ? { ...next, kwkey: '', custDivCd: '' } : next;
}

export function withKind(f: EditorForm, kind: ScheduleKind): EditorForm {
  const next: EditorForm = kind === ACCOMPANY ? f : { ...f, acmpScdlSqno: null, acmpUsername: '' };
  return clearsCustomer(kind) ? { ...next, scdlDivCd: kind, kwkey: '', custDivCd: '', custNm: '' } : { ...next, scdlDivCd: kind };
}

export const withCustomer = (f: EditorForm, c: { kwkkey: string; custDiv: '1' | '2'; custNm: string }): EditorForm => ({
  ...f,
  kwkey: c.kwkkey,
  custDivCd: c.custDiv === '1' ? 'SCD01' : 'SCD02',
  custNm: c.custNm.slice(0, CUST_NM_INPUT),
});

/** The followed schedule's times and place (spec 2 §4). */
export const withAccompanied = (f: EditorForm, a: AccompaniedSchedule): EditorForm => ({
  ...f,
  acmpScdlSqno: a.sqno,
  acmpUsername: a.username,
  allYn: a.allYn,
  sttDt: a.sttDt,
  sttHr: a.sttHr || DEFAULT_TIME,
  endDt: a.endDt,
  endHr: a.endHr || DEFAULT_TIME,
  addrNm: a.addrNm,
  addr: a.addr,
  addrDtpt: a.addrDtpt.slice(0, ADDR_DTPT_INPUT),
});
