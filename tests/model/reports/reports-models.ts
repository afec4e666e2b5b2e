// The report machines' models, shared by the bare-machine tests and the rendered ones: each machine's
// alphabet (user events, and the load's answer or failure), the context that tells states apart (the
// month or day shown: the bounds depend on it), and the machine with loads that never answer by themselves.
import type { AnyEventObject } from 'xstate';
import { activityReportMachine, type ActivityReportData } from '../../../machines/reports/activity-report.machine';
import { dailyReportMachine, type DailyReportData } from '../../../machines/reports/daily-report.machine';
import { addMonths, recordOf, REPORT_MONTHS_BACK } from '../../../src/domain/reports/rules';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { inertActors } from '../../support/replay';

/** Stand-in answers for the bare machine; the rendered tests forward the server's own instead. */
export const REPORT: ActivityReportData = { monRec: recordOf({ sectSr1: 3 }), monAvg: recordOf({ sectSr1: 2.5 }), preRec: recordOf({}), preAvg: recordOf({}) };
const period = (label: string) => ({ label, sales: 1, management: 0 });
export const DAILY: DailyReportData = {
  yrInfo: period('2026년'),
  mnInfo: period('3월'),
  dayInfo: period('12일'),
  day: recordOf({ sectSr1: 1 }),
  sectMywin: ['Sr'],
  sectAvgwin: [],
  sectInfo: [{ key: 'Sr', label: '소스', mine: 1, avg: 0.5 }],
};

/** The failures a load meets: the network, and the server's refusal with its message. */
export const OFFLINE = new NetworkError({ detail: 'offline' });
export const REFUSED = new ServerError({ rt: 'server_error', rtMsg: '일시적인 오류입니다. 잠시 후 다시 시도해 주세요.' });

/** The test day's month (TEST_NOW, 2026-03-12): the report opens on it. */
export const ACTIVITY_INPUT = { currentMonth: '202603' };

export const ACTIVITY_EVENTS: AnyEventObject[] = [
  { type: 'user.selectTab', tab: 'previous' },
  { type: 'user.selectTab', tab: 'average' },
  { type: 'user.prevMonth' },
  { type: 'user.nextMonth' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadReport', output: REPORT },
  { type: 'xstate.error.actor.loadReport', error: OFFLINE },
  { type: 'xstate.error.actor.loadReport', error: REFUSED },
];
export const activityKey = (c: any) => [c.month, c.error];
export const activityInert = activityReportMachine.provide({ actors: inertActors(['loadReport']) as any });

/** The test day (TEST_NOW) and the first day of the year of months the reports hold (April 2025). */
export const TODAY = '20260312';
export const FIRST_DAY = '20250401';
/** From today (no trgDate) and from that first day: the bounds of both moves. */
export const DAILY_INPUTS = [
  { today: TODAY, trgDate: null },
  { today: TODAY, trgDate: FIRST_DAY },
] as const;

export const DAILY_EVENTS: AnyEventObject[] = [
  { type: 'user.prevDay' },
  { type: 'user.nextDay' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadDaily', output: DAILY },
  { type: 'xstate.error.actor.loadDaily', error: OFFLINE },
  { type: 'xstate.error.actor.loadDaily', error: REFUSED },
];
const dayNumber = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / 86_400_000;
/** Days from `from` to `to`, as such up to 2, else 'far': the bounds matter, not which day in between. */
const near = (from: string, to: string) => (Math.abs(dayNumber(to) - dayNumber(from)) <= 2 ? dayNumber(to) - dayNumber(from) : 'far');
/** The shown day by how near it is to today and to the first day the reports hold (a year of days is too many states). */
export const dailyKey = (c: any) => [near(c.today, c.day), near(`${addMonths(c.today.slice(0, 6), -REPORT_MONTHS_BACK + 1)}01`, c.day), c.error];
export const dailyInert = dailyReportMachine.provide({ actors: inertActors(['loadDaily']) as any });
