// The my-schedule and HQ-schedule machines' actors on the Effect runtime: today (KST, app clock), the month's
// marks (getMyScheduleCountList; getHdScheduleCountList for HQ), the selected day (getMyscheduleList), the
// complete toggle (saveMyschedule cudType CMP), the notices' completions and a page of HQ events.
import { Effect } from 'effect';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { getMyScheduleCountList, saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { yyyymmOf, type MonthMarks } from '../../domain/schedule/calendar';
import {
  cmplBookcareSchedule, cmplConcExpDueSchedule, cmplReinspecSchedule, getHdScheduleCountList, getHdScheduleList, getMyscheduleList,
  type BookcareDue, type ConcExpDue, type Reinspec,
} from '../../domain/schedule/contract';
import type { NoticeItem, NoticeKind } from '../../domain/schedule/notices';
import { kstDay } from '../../domain/shared/format';
import { afterPaint } from '../../services/after-paint';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import type { FromEffect } from '../flows';

const counts = (list: readonly { monthDate: string; cnt: number }[]) => Object.fromEntries(list.map((c) => [c.monthDate, c.cnt]));

export const readToday = () => Clock.use((c) => c.now).pipe(Effect.map(kstDay));

// The month's marks and the day load after the tap's frame is painted (docs/performance.md, schedule).
export const loadMyMarks = ({ year, month }: { year: number; month: number }) =>
  afterPaint.pipe(Effect.andThen(Api.use((a) => a.call(getMyScheduleCountList, { searchYear: year, searchMon: month })).pipe(
    Effect.map((r): MonthMarks => ({ counts: counts(r.myScheduleCountList), meetings: r.myMeetingList })),
  )));

export const loadHqMarks = ({ year, month }: { year: number; month: number }) =>
  afterPaint.pipe(Effect.andThen(Api.use((a) => a.call(getHdScheduleCountList, { searchMon: yyyymmOf(year, month) })).pipe(
    Effect.map((r): MonthMarks => ({ counts: counts(r.hdScheduleCountList), meetings: [] })),
  )));

export const loadDay = ({ day }: { day: string }) =>
  afterPaint.pipe(Effect.andThen(Api.use((a) => a.call(getMyscheduleList, { searchYear: Number(day.slice(0, 4)), searchMon: Number(day.slice(5, 7)), searchDay: Number(day.slice(8)) })).pipe(
    Effect.map((r) => ({ rows: r.myScheduleList, notices: { concExp: r.concExpDueList, reinspec: r.reinspecList, bookcare: r.bookcareList }, birthdays: r.birthdayList })),
  )));

export const saveCompletion = ({ sqno, cmplYn }: { sqno: number; cmplYn: 'Y' | 'N' }) =>
  Api.use((a) => a.call(saveMyschedule, { cudType: 'CMP', sqno, cmplYn })).pipe(Effect.asVoid);

export const completeNotice = ({ kind, item }: { kind: NoticeKind; item: NoticeItem }) => {
  if (kind === 'concExp') {
    const { kwkey, concexpydy } = item as typeof ConcExpDue.Type;
    return Api.use((a) => a.call(cmplConcExpDueSchedule, { kwkey, concexpydy })).pipe(Effect.asVoid);
  }
  if (kind === 'reinspec') return Api.use((a) => a.call(cmplReinspecSchedule, { couponNo: (item as typeof Reinspec.Type).couponNo })).pipe(Effect.asVoid);
  const { rpyery, rpseqi, rpseri } = item as typeof BookcareDue.Type;
  return Api.use((a) => a.call(cmplBookcareSchedule, { rpyery, rpseqi, rpseri })).pipe(Effect.asVoid);
};

/** A page of the month's HQ events: the paged list's query is the month, yyyymm. */
export const loadHqPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(getHdScheduleList, { searchMon: query, offset, size })).pipe(Effect.map((r): Page => ({ items: r.hdScheduleList, total: r.totalCount })));

export const calendarActors = (fromEffect: FromEffect, hq: boolean) => ({
  readToday: fromEffect(readToday),
  loadMarks: fromEffect(hq ? loadHqMarks : loadMyMarks),
});
