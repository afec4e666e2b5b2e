// The schedule form's and view's calls on the Effect runtime (spec 2 §7): one schedule (getMyschedule),
// its create / update / delete (saveMyschedule C, U, D), and the accompany lookup's pages (getMyOrgList with
// selfExcept Y, getScheduleListByUserid). Saves block the screen and go through the outbox (issue 18): with no
// network they wait there and the screen goes on as after a sent save; an update or delete sends the version read.
import { Effect } from 'effect';
import type { SaveScheduleInput } from '../../../machines/schedule/schedule-editor.machine';
import type { DeleteScheduleInput } from '../../../machines/schedule/schedule-view.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { getMyOrgList, getMyschedule, getScheduleListByUserid, getUserInfoByUserid } from '../../domain/schedule/contract';
import { CUSTOMERLESS_KINDS, TITLED_KINDS, type ScheduleKind } from '../../domain/schedule/rules';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitVoid } from '../outbox/submit-save';

export const loadSchedule = ({ sqno }: { sqno: number }) => Api.use((a) => a.call(getMyschedule, { sqno })).pipe(Effect.map((r) => r.mySchedule));

/** The form as saveMyschedule takes it: a customer only for kinds with one, a title only for titled kinds, no times all-day. */
export function scheduleFields({ form: f }: Pick<SaveScheduleInput, 'form'>) {
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

const versionOf = (version: number | null) => (version === null ? {} : { version });

export const saveSchedule = (input: SaveScheduleInput) =>
  input.sqno === null
    ? submitVoid(saveMyschedule, { cudType: 'C', ...scheduleFields(input) }, { label: outboxMessages.outboxLabelSchedule, record: null, block: true })
    : submitVoid(
        saveMyschedule,
        { cudType: 'U', sqno: input.sqno, ...scheduleFields(input), ...versionOf(input.version) },
        { label: outboxMessages.outboxLabelSchedule, record: recordOf.schedule(input.sqno), block: true },
      );

export const deleteSchedule = ({ sqno, version }: DeleteScheduleInput) =>
  submitVoid(saveMyschedule, { cudType: 'D', sqno, version }, { label: outboxMessages.outboxLabelScheduleDelete, record: recordOf.schedule(sqno), block: true });

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
