// The attendance-month sheet's actor on the Effect runtime: this month's (KST, app clock) meetings from
// mySchedule/getMyScheduleCountList (its per-day schedule counts serve the schedule calendar).
import { Effect } from 'effect';
import { getMyScheduleCountList } from '../../domain/dashboard/schedule-contract';
import { kstYyyymm } from '../../domain/dashboard/goals';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import type { FromEffect } from '../flows';

export const loadMonthMeetings = () =>
  Effect.gen(function* () {
    const yyyymm = kstYyyymm(yield* Clock.use((c) => c.now));
    const r = yield* Api.use((a) => a.call(getMyScheduleCountList, { searchYear: Number(yyyymm.slice(0, 4)), searchMon: Number(yyyymm.slice(4)) }));
    return r.myMeetingList;
  });

export const attendanceMonthActors = (fromEffect: FromEffect) => ({ loadMonth: fromEffect(loadMonthMeetings) });
