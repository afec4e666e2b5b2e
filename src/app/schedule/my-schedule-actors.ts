// The my-schedule and HQ-schedule machines' actors on the Effect runtime: today (KST, app clock), the month's
// marks (getMyScheduleCountList; getHdScheduleCountList for HQ), the selected day (getMyscheduleList), the
// complete toggle (saveMyschedule cudType CMP), the notices' completions and a page of HQ events.
// The toggle and the completions go through the outbox (issue 18): with no network they wait there and the
// screen keeps the check turned and the notice gone, as after a sent save.
import { Effect } from 'effect';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { getMyScheduleCountList, saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { yyyymmOf, type MonthMarks } from '../../domain/schedule/calendar';
import {
  cmplBookcareSchedule, cmplConcExpDueSchedule, cmplReinspecSchedule, getHdScheduleCountList, getHdScheduleList, getMyscheduleList,
  type BookcareDue, type ConcExpDue, type Reinspec,
} from '../../domain/schedule/contract';
import type { NoticeItem, NoticeKind } from '../../domain/schedule/notices';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { kstDay } from '../../domain/shared/format';
import { afterPaint } from '../../services/after-paint';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import type { FromEffect } from '../flows';
import { submitVoid } from '../outbox/submit-save';

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

/** A toggle: no version (last write wins), but after the schedule's other saves still waiting. */
export const saveCompletion = ({ sqno, cmplYn }: { sqno: number; cmplYn: 'Y' | 'N' }) =>
  submitVoid(saveMyschedule, { cudType: 'CMP', sqno, cmplYn }, { label: outboxMessages.outboxLabelScheduleDone, record: recordOf.schedule(sqno) });

// A notice's completion adds a completion row of its own (no schedule, nothing to conflict with): no record.
const notice = { label: outboxMessages.outboxLabelScheduleDone, record: null };

export const completeNotice = ({ kind, item }: { kind: NoticeKind; item: NoticeItem }) => {
  if (kind === 'concExp') {
    const { kwkey, concexpydy } = item as typeof ConcExpDue.Type;
    return submitVoid(cmplConcExpDueSchedule, { kwkey, concexpydy }, notice);
  }
  if (kind === 'reinspec') return submitVoid(cmplReinspecSchedule, { couponNo: (item as typeof Reinspec.Type).couponNo }, notice);
  const { rpyery, rpseqi, rpseri } = item as typeof BookcareDue.Type;
  return submitVoid(cmplBookcareSchedule, { rpyery, rpseqi, rpseri }, notice);
};

/** A page of the month's HQ events: the paged list's query is the month, yyyymm. */
export const loadHqPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(getHdScheduleList, { searchMon: query, offset, size })).pipe(Effect.map((r): Page => ({ items: r.hdScheduleList, total: r.totalCount })));

export const calendarActors = (fromEffect: FromEffect, hq: boolean) => ({
  readToday: fromEffect(readToday),
  loadMarks: fromEffect(hq ? loadHqMarks : loadMyMarks),
});
