// Model-based tests of my schedule and its day's notices: every generated path on the bare machines. The
// calendar child runs with inert actors, so the path itself says when the calendar tells a day.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { myScheduleMachine, type DayData } from '../../../machines/schedule/my-schedule.machine';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { scheduleNoticesMachine } from '../../../machines/schedule/schedule-notices.machine';
import type { ScheduleRow } from '../../../src/domain/schedule/contract';
import type { DayNotices } from '../../../src/domain/schedule/notices';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';

const row = (sqno: number, cmplYn: 'Y' | 'N'): ScheduleRow => ({
  sqno, userid: 'planner01', scdlDivCd: 'SSD01', scdlDivNm: '상담', custDivCd: 'SCD01', kwkey: `K${sqno}`, custNm: `고객${sqno}`, etcCntn: '', allYn: 'N',
  sttDt: '2026-03-12', sttHr: '10:00', endDt: '2026-03-12', endHr: '11:00', addrNm: '', addr: '', addrDtpt: '', memo: '', cmplYn, dltnYn: 'N', acmpScdlSqno: 0, username2: '',
});
export const NOTICES: DayNotices = {
  concExp: [{ kwkey: 'K1', concexpydy: '2026-03-12', custNm: '김하늘' }],
  reinspec: [{ couponNo: 'C-1', cnm: '이바다', compDt: '2026-03-12' }],
  bookcare: [{ rpyery: '2026', rpseqi: '1', rpseri: '7', rppnam: '박구름', rpndte: '2026-03-12' }],
};
const DAY: DayData = { rows: [row(1, 'N'), row(2, 'Y')], notices: NOTICES, birthdays: [] };
const REFUSED = '일정을 찾을 수 없습니다.';

const EVENTS: AnyEventObject[] = [
  { type: 'calendar.changed', day: '2026-03-12', month: '202603' },
  { type: 'xstate.done.actor.loadDay', output: DAY },
  { type: 'xstate.error.actor.loadDay', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.toggleComplete', sqno: 1 },
  { type: 'user.toggleComplete', sqno: 2 },
  { type: 'xstate.done.actor.saveCompletion' },
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'not_found', rtMsg: REFUSED }) },
  { type: 'user.dismissMessage' },
];
const contextKey = (c: any) => [c.day, c.data?.rows.map((r: ScheduleRow) => r.cmplYn).join('') ?? null, c.pending, c.message, c.error];
const calendar = scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any });
const inert = myScheduleMachine.provide({ actors: { ...inertActors(['loadDay', 'saveCompletion']), calendar, notices: scheduleNoticesMachine } as any });
const paths = generatePaths(myScheduleMachine, { events: EVENTS, contextKey, limit: 5_000 });
const taken = new Set<string>();

describe('my-schedule machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(6));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

const NOTICE_EVENTS: AnyEventObject[] = [
  { type: 'user.completeNotice', kind: 'concExp', key: 'K1|2026-03-12' },
  { type: 'user.completeNotice', kind: 'reinspec', key: 'C-1' },
  { type: 'user.completeNotice', kind: 'bookcare', key: '2026|1|7' },
  { type: 'xstate.done.actor.completeNotice' },
  { type: 'xstate.error.actor.completeNotice', error: new ServerError({ rt: 'not_found', rtMsg: REFUSED }) },
  { type: 'user.dismissError' },
];
const noticeKey = (c: any) => [c.notices.concExp.length, c.notices.reinspec.length, c.notices.bookcare.length, c.pending, c.error];
const NOTICE_INPUT = { notices: NOTICES };
const noticesInert = scheduleNoticesMachine.provide({ actors: inertActors(['completeNotice']) as any });
const noticePaths = generatePaths(scheduleNoticesMachine, { events: NOTICE_EVENTS, input: NOTICE_INPUT, contextKey: noticeKey, limit: 5_000 });
const noticesTaken = new Set<string>();
afterAll(() => {
  writeCoverage(myScheduleMachine, taken);
  writeCoverage(scheduleNoticesMachine, noticesTaken);
});

describe('schedule-notices machine: generated paths', () => {
  it('generates paths', () => expect(noticePaths.length).toBeGreaterThan(3));
  for (const path of noticePaths) it(path.description, () => replayOnMachine(noticesInert, NOTICE_INPUT, path, noticesTaken, noticeKey));
});
