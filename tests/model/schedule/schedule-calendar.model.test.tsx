// Model-based tests of the schedule calendar: every generated path on the bare machine (month and week,
// the week bounds, a neighbouring month's day, arrow keys across the month end, marks failing and retried),
// keyed on the mode and the bounds so the graph stays small while every transition is taken.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { canStep, type MonthMarks } from '../../../src/domain/schedule/calendar';
import { NetworkError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnMachine } from '../../support/replay';

/** Today: the last day of March 2026 (a Tuesday), so a day forward is another month. */
export const TODAY = '2026-03-31';
export const MARKS: MonthMarks = { counts: { '2026-03-12': 2 }, meetings: [{ attendDate: '2026-03-02', attendStatus: 'Y', akdtim: '08:42', levtim: '09:51' }] };
export const CALENDAR_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.readToday', output: TODAY },
  { type: 'xstate.error.actor.readToday', error: new NetworkError({ detail: 'clock' }) },
  { type: 'xstate.done.actor.loadMarks', output: MARKS },
  { type: 'xstate.error.actor.loadMarks', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.step', dir: -1 },
  { type: 'user.step', dir: 1 },
  { type: 'user.setMode', mode: 'week' },
  { type: 'user.setMode', mode: 'month' },
  { type: 'user.selectDay', day: '2026-03-12' },
  { type: 'user.selectDay', day: '2026-04-02' },
  { type: 'user.moveDay', by: 1 },
  { type: 'user.moveDay', by: -7 },
];
/** The mode, whether previous/next can move, and whether today's month shows: enough to tell the guards apart. */
export const calendarKey = (c: any) => (c.view ? [c.view.mode, canStep(c.view, -1), canStep(c.view, 1), c.view.month === 3, c.marks !== null, c.error] : null);
const INPUT = { weeks: true };
const inert = scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any });
const paths = cachedPaths('schedule-calendar', scheduleCalendarMachine, { events: CALENDAR_EVENTS, input: INPUT, contextKey: calendarKey, inert, taken: new Set<string>() }, generateCoveringPaths);
const taken = new Set<string>();
afterAll(() => writeCoverage(scheduleCalendarMachine, taken));

describe('schedule-calendar machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(5));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, calendarKey));
});

describe('the HQ calendar is a month calendar only', () => {
  const month = [{ type: 'xstate.done.actor.readToday', output: TODAY }, { type: 'user.setMode', mode: 'week' }];
  it('ignores the week toggle', () => {
    const path = { description: 'hq', steps: [{ event: { type: 'xstate.init' }, state: { value: 'starting', context: {} } }, ...month.map((event) => ({ event, state: { value: { shown: 'loading' }, context: {} } }))] };
    replayOnMachine(inert, { weeks: false }, path, taken);
  });
});
