// The schedule form's and view's calls on the Effect runtime (spec 2 §7): one schedule (getMyschedule),
// its create / update / delete (saveMyschedule C, U, D), and the accompany lookup's pages (getMyOrgList with
// selfExcept Y, getScheduleListByUserid). Saves block the screen.
import { Effect } from 'effect';
import type { SaveScheduleInput } from '../../../machines/schedule/schedule-editor.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { getMyOrgList, getMyschedule, getScheduleListByUserid, getUserInfoByUserid } from '../../domain/schedule/contract';
import { CUSTOMERLESS_KINDS, TITLED_KINDS, type ScheduleKind } from '../../domain/schedule/rules';
import { Api } from '../../services/api.service';

export const loadSchedule = ({ sqno }: { sqno: number }) => Api.use((a) => a.call(getMyschedule, { sqno })).pipe(Effect.map((r) => r.mySchedule));

/** The form as saveMyschedule takes it: a customer only for kinds with one, a title only for titled kinds, no times all-day. */
export function scheduleFields({ form: f }: SaveScheduleInput) {
  const kind = f.scdlDivCd as ScheduleKind;
  const withCustomer = !CUSTOMERLESS_KINDS.includes(kind);
  return {
    scdlDivCd: kind,
    custDivCd: withCustomer ? f.custDivCd : ('' as const),
    kwkey: withCustomer ? f.kwkey : '',
    custNm: withCustomer ? f.custNm.trim() : '',
    etcCntn: TITLED_KINDS.includes(kind) ? f.etcCntn.trim() : '',
    allYn: f.allYn,
    sttDt: f.sttDt,
    sttHr: f.allYn === 'Y' ? '' : f.sttHr,
    endDt: f.endDt,
    endHr: f.allYn === 'Y' ? '' : f.endHr,
    addrNm: f.addrNm,
    addr: f.addr,
    addrDtpt: f.addrDtpt,
    memo: f.memo,
    ...(kind === 'SSD06' && f.acmpScdlSqno !== null ? { acmpScdlSqno: f.acmpScdlSqno } : {}),
  };
}

export const saveSchedule = (input: SaveScheduleInput) =>
  Api.use((a) =>
    a.call(saveMyschedule, input.sqno === null ? { cudType: 'C', ...scheduleFields(input) } : { cudType: 'U', sqno: input.sqno, ...scheduleFields(input) }, { block: true }),
  ).pipe(Effect.asVoid);

export const deleteSchedule = ({ sqno }: { sqno: number }) => Api.use((a) => a.call(saveMyschedule, { cudType: 'D', sqno }, { block: true })).pipe(Effect.asVoid);

/** The branch's other members by name (the list's query), 10 a page. */
export const loadOrgPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(getMyOrgList, { searchUsername: query, selfExcept: 'Y', offset, size })).pipe(Effect.map((r): Page => ({ items: r.myOrgList, total: r.totCnt })));

/** A planner's (the list's query) schedules to accompany, 10 a page. */
/** The accompany lookup's planner (getUserInfoByUserid). */
export const loadPlanner = ({ userid }: { userid: string }) => Api.use((a) => a.call(getUserInfoByUserid, { searchUserid: userid })).pipe(Effect.map((r) => r.userInfo));

export const loadUserSchedulePage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(getScheduleListByUserid, { searchUserid: query, offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.myScheduleList, total: r.totCnt })),
  );
