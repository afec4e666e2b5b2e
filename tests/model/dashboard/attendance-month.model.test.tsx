// Model-based tests of the attendance count's month sheet: every generated path on the machine, then on
// the whole home screen (tests/support/home-screen.tsx) of district01 against the real server in-process,
// where the count button opens the sheet and mySchedule/getMyScheduleCountList is held: a path's done step
// forwards it to the server, an error step fails it. A month with meetings is the seed day's (March 2026);
// one without is the first day of April (the app's and the server's clock there), before any meeting.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { attendanceMonthMachine } from '../../../machines/dashboard/attendance-month.machine';
import * as attendanceMonthSelectors from '../../../machines/dashboard/attendance-month.selectors';
import type { MonthMeeting } from '../../../src/domain/dashboard/schedule-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { eventually } from '../../support/eventually';
import { openHome, type Home } from '../../support/home-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { dataOf } from '../schedule/schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'district01';
/** The first day of a month without meetings yet (a Wednesday, before the meeting). */
const APRIL_FIRST = new Date('2026-04-01T08:30:00+09:00');

/** The meetings of the seed day's month, as the server has them. */
const MEETINGS: MonthMeeting[] = (await dataOf(h, USER, 'mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '3' })).myMeetingList;
const WEEKDAYS = '일월화수목금토';
/** The status names of spec 1 §4 (Y recognised, S entered, N late, X absent). */
const STATUS: Record<string, string> = { Y: '출석 인정', S: '입실', N: '지각', X: '미출석' };
/** A sheet row as the spec shows it: the day with its weekday, the status, and the times of a day attended. */
const rowOf = (m: MonthMeeting) => {
  const [, mm, dd] = m.attendDate.split('-').map(Number);
  const day = `${mm}월 ${dd}일 (${WEEKDAYS[new Date(`${m.attendDate}T00:00:00Z`).getUTCDay()]})${STATUS[m.attendStatus]}`;
  return m.attendStatus === 'X' ? day : `${day} ${m.akdtim} –${m.levtim ? ` ${m.levtim}` : ''}`;
};
const ROWS = MEETINGS.map(rowOf);

it('the seed day’s month has meetings of several statuses', () => {
  expect(MEETINGS.length).toBeGreaterThan(3);
  expect(new Set(MEETINGS.map((m) => m.attendStatus)).size).toBeGreaterThan(1);
});
const EVENTS: AnyEventObject[] = [
  { type: 'user.open' },
  { type: 'user.close' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadMonth', output: MEETINGS },
  { type: 'xstate.done.actor.loadMonth', output: [] },
  { type: 'xstate.error.actor.loadMonth', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.error.actor.loadMonth', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.meetings.length, c.error];
const paths = generatePaths(attendanceMonthMachine, { events: EVENTS, contextKey });
const inert = attendanceMonthMachine.provide({ actors: inertActors(['loadMonth']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(attendanceMonthMachine, taken));

describe('attendance-month machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(8));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

let home: Home | null = null;
afterEach(async () => {
  cleanup();
  await home?.close();
  home = null;
  h.clock.set(TEST_NOW);
});

/** What the month's done steps answer: meetings or none (a path needing both cannot be one month of one user). */
const doneKinds = (p: ModelPath) => new Set(p.steps.filter((st) => st.event.type === 'xstate.done.actor.loadMonth').map((st) => (st.event.output as unknown[]).length > 0));
const onOneMonth = (p: ModelPath) => doneKinds(p).size <= 1;

describe('attendance-month sheet on the home screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths.filter(onOneMonth), { machine: inert, selectors: attendanceMonthSelectors }))
    it(path.description, async () => {
      localStorage.clear();
      const empty = doneKinds(path).has(false);
      const now = empty ? APRIL_FIRST : TEST_NOW;
      h.clock.set(now);
      home = await openHome(h, { userid: USER, now, platform: 'PC', hold: ['mySchedule/getMyScheduleCountList'] });
      const w = home;
      // The count beside the profile line: this month's recognised days before today, as the server counts them.
      const count = (await w.last('dashboard')).userInfo.attendCnt as number;
      expect(count).toBe(empty ? 0 : MEETINGS.filter((m) => m.attendStatus === 'Y').length);
      let shown: MonthMeeting[] = [];
      const answer = async (e: AnyEventObject) => {
        const req = await w.take('mySchedule/getMyScheduleCountList');
        // This month of the app's clock, Korea time.
        expect([req.form.get('searchYear'), req.form.get('searchMon')]).toEqual(['2026', empty ? '4' : '3']);
        const data = await w.reply(req, e);
        if (data) shown = data.myMeetingList;
      };
      const sheet = () => screen.queryByRole('dialog', { name: msg.monthMeetingsTitle });
      await replayOnImplementation(path, {
        actor: () => w.month,
        settle: (check) => eventually(check),
        drivers: {
          'user.open': async () => void fireEvent.click(await eventually(() => screen.getByRole('button', { name: msg.attendCountLabel(count) }))),
          'user.close': () => void fireEvent.click(within(sheet()!).getByRole('button', { name: '닫기' })),
          'user.retry': () => void fireEvent.click(within(sheet()!).getByRole('button', { name: '다시 시도' })),
          'xstate.done.actor.loadMonth': answer,
          'xstate.error.actor.loadMonth': answer,
        },
        verify: (step) =>
          eventually(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            if (s === 'closed') return expect(sheet()).toBeNull();
            const box = sheet()!;
            expect(box).not.toBeNull();
            expect(within(box).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(within(box).getByRole('alert')).toHaveTextContent(c.error);
            else expect(within(box).queryByRole('alert')).toBeNull();
            const rows = within(box).queryAllByRole('listitem').map((li) => li.textContent);
            expect(rows).toEqual(s === 'shown' ? shown.map(rowOf) : []);
            if (s === 'shown') expect(shown.map(rowOf)).toEqual(empty ? [] : ROWS);
            expect(within(box).queryByText(msg.noMeetingsThisMonth) !== null).toBe(s === 'shown' && shown.length === 0);
            if (s === 'shown' && shown.length > 0) expect(box).toHaveTextContent(msg.recognisedDays(shown.filter((m) => m.attendStatus === 'Y').length));
          }),
      });
    });
});
