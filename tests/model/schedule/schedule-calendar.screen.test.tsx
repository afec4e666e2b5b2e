// The calendar on my schedule, rendered against the real server: a covering set of the schedule-calendar
// machine's paths, each step done as a user or the network would (previous / next, the month / week
// toggle, a day clicked, also a neighbouring month's, the arrow keys; the month's marks call held and
// forwarded or failed, then retried). What shows is checked against the path and the server: the period,
// the bounded previous / next, the selected day, each day's marks (today, attendance, schedules) and the
// selected day's morning meeting as getMyScheduleCountList answers them.
// Left out of the model: the clock failing (readToday's error), which nothing on the screen can cause.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import * as sel from '../../../machines/schedule/schedule-calendar.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideMySchedule } from '../../../src/app/schedule/my-schedule-route';
import { canStep, dayLabel, MAX_DOTS, visibleWeeks, type CalendarView, type MonthMarks } from '../../../src/domain/schedule/calendar';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { msg } from '../../../src/domain/messages';
import { NetworkError } from '../../../src/domain/shared/errors';
import { MyScheduleScreen } from '../../../src/screens/schedule/my-schedule-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { click, fail, renderSchedule, TODAY, USER, type ScheduleWorld } from './my-schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
type Marks = { myScheduleCountList: { monthDate: string; cnt: number }[]; myMeetingList: MonthMarks['meetings'] };
const answers = new Map<string, Marks>();
/** The month's marks as the server answers them (read once per month). */
async function serverMarks(year: number, month: number): Promise<Marks> {
  const k = `${year}-${month}`;
  if (!answers.has(k)) answers.set(k, (await h.call('mySchedule/getMyScheduleCountList', { searchYear: String(year), searchMon: String(month) }, { token })).body.data);
  return answers.get(k)!;
}
const MARCH = await serverMarks(2026, 3);
afterAll(() => h.close());

/** A day of the month with a late morning meeting, and a day of April the March grid shows. */
const MEETING_DAY = '2026-03-04';
const NEIGHBOUR = '2026-04-02';
const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.readToday', output: TODAY },
  { type: 'xstate.done.actor.loadMarks', output: { counts: Object.fromEntries(MARCH.myScheduleCountList.map((c) => [c.monthDate, c.cnt])), meetings: MARCH.myMeetingList } satisfies MonthMarks },
  { type: 'xstate.error.actor.loadMarks', error: new NetworkError({ detail: 'held request failed' }) },
  { type: 'user.retry' },
  { type: 'user.step', dir: -1 },
  { type: 'user.step', dir: 1 },
  { type: 'user.setMode', mode: 'week' },
  { type: 'user.setMode', mode: 'month' },
  { type: 'user.selectDay', day: MEETING_DAY },
  { type: 'user.selectDay', day: NEIGHBOUR },
  { type: 'user.moveDay', by: 1 },
  { type: 'user.moveDay', by: -7 },
];
const monthIndex = (v: CalendarView) => v.year * 12 + v.month - 1;
const TODAY_MONTH = Number(TODAY.slice(0, 4)) * 12 + Number(TODAY.slice(5, 7)) - 1;
/** The mode, the week, the month as before / today's / after, the marks: the graph stays small. */
const contextKey = (c: any) => (c.view ? [c.view.mode, c.view.mode === 'week' ? c.view.week : 0, Math.sign(monthIndex(c.view) - TODAY_MONTH), c.marks !== null, c.error] : null);
/** Only a day the calendar shows can be clicked. */
const allow = (s: any, e: AnyEventObject) => e.type !== 'user.selectDay' || visibleWeeks(s.context.view).flat().some((c) => c.day === e.day);
const INPUT = { weeks: true };
const inert = scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any });
/** A graph vertex keeps one snapshot, maybe of another route to it: each path's states as its own events make them. */
function realized(path: ModelPath): ModelPath {
  const actor = createActor(inert, { input: INPUT }).start();
  const steps = path.steps.map((st, i) => {
    if (i > 0) actor.send(st.event as never);
    const s = actor.getSnapshot();
    return { event: st.event, state: { value: s.value, context: s.context } };
  });
  actor.stop();
  return { description: path.description, steps };
}
const paths = generatePaths(scheduleCalendarMachine, { events: EVENTS, input: INPUT, contextKey, allow, limit: 20_000 }).map(realized);
// What the views read, less the whole view and marks objects (every selected day would count as new).
const selectors = {
  mode: (s: any) => sel.selectCalendarView(s)?.mode,
  canPrev: sel.selectCanPrev,
  canNext: sel.selectCanNext,
  loading: sel.selectMarksLoading,
  error: sel.selectMarksError,
  marks: (s: any) => sel.selectMarks(s) !== null,
  meeting: (s: any) => sel.selectSelectedMeeting(s) !== null,
  otherMonth: (s: any) => {
    const v = sel.selectCalendarView(s);
    return v ? monthIndex(v) !== TODAY_MONTH : null;
  },
};
/** Besides what the selectors show: each control used in each mode. */
const controls = (p: ModelPath) => p.steps.slice(1).map((s, i) => `${JSON.stringify(s.event).slice(0, 40)} in ${(p.steps[i]!.state.context as any).view?.mode}`);
const rendered = renderedPaths(paths, { machine: inert, input: INPUT, selectors, also: controls });

/** Every day of a month, yyyy-mm-dd. */
const daysOf = (year: number, month: number) =>
  Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, month - 1, i + 1)))
    .filter((d) => d.getUTCMonth() === month - 1)
    .map((d) => d.toISOString().slice(0, 10));

/** What a day cell says (spec 2 §2): the day, today, attendance recognised or late, its schedules; no marks while they are missing. */
function cellName(day: string, marks: Marks | null): string {
  const meeting = marks?.myMeetingList.find((x) => x.attendDate === day);
  const n = marks?.myScheduleCountList.find((c) => c.monthDate === day)?.cnt ?? 0;
  const parts = [dayLabel(day), day === TODAY && m.today, meeting?.attendStatus === 'Y' && m.attendRecognised, meeting?.attendStatus === 'N' && m.attendLate, n > 0 && m.scheduleCount(n)];
  return parts.filter(Boolean).join(', ');
}

let world: ScheduleWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('the calendar on my schedule, rendered: a covering set of the paths', () => {
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderSchedule(h, { held: ['getMyScheduleCountList'], device: 'device-0000-calendar', machine: provideMySchedule, screen: (a) => <MyScheduleScreen actor={a as never} /> });
      const w = world;
      const calendar = () => (w.actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.calendar!;
      const view = () => (calendar().getSnapshot() as { context: { view: CalendarView } }).context.view;
      const region = () => screen.getByRole('region', { name: m.calendarLabel });
      const grid = () => within(region()).getByRole('grid');
      const cells = () => within(grid()).getAllByRole('button');
      const monthCall = () => w.take('getMyScheduleCountList', (r) => r.form.get('searchYear') === String(view().year) && r.form.get('searchMon') === String(view().month));
      await replayOnImplementation(path, {
        actor: calendar,
        settle: (check) => waitFor(check),
        // The calendar reads the app's clock by itself on opening.
        isAuto: (e) => e.type === 'xstate.done.actor.readToday',
        drivers: {
          'xstate.done.actor.loadMarks': async () => void (await w.forward(await monthCall())),
          'xstate.error.actor.loadMarks': async () => fail(await monthCall()),
          'user.retry': () => click(within(region()).getByRole('button', { name: msg.retry })),
          'user.step': (e) => {
            const week = view().mode === 'week';
            return click(within(region()).getByRole('button', { name: e.dir < 0 ? (week ? m.prevWeek : m.prevMonth) : week ? m.nextWeek : m.nextMonth }));
          },
          'user.setMode': (e) => click(within(region()).getByRole('button', { name: e.mode === 'week' ? m.weekMode : m.monthMode })),
          'user.selectDay': (e) => click(cells().find((b) => b.getAttribute('aria-label')!.startsWith(dayLabel(e.day)))!),
          'user.moveDay': (e) => act(() => void fireEvent.keyDown(grid(), { key: e.by === 1 ? 'ArrowRight' : 'ArrowUp' })),
        },
        verify: (step) =>
          waitFor(async () => {
            const v = (step.state.context as { view: CalendarView | null }).view;
            if (!v) return;
            const value = (step.state.value as { shown: string }).shown;
            const week = v.mode === 'week';
            expect(region().getAttribute('aria-busy')).toBe(String(value === 'loading'));
            expect(within(region()).getByRole('heading').textContent).toBe(`${v.year}년 ${v.month}월${week ? ` ${v.week}주` : ''}`);
            expect((within(region()).getByRole('button', { name: week ? m.prevWeek : m.prevMonth }) as HTMLButtonElement).disabled).toBe(!canStep(v, -1));
            expect((within(region()).getByRole('button', { name: week ? m.nextWeek : m.nextMonth }) as HTMLButtonElement).disabled).toBe(!canStep(v, 1));
            expect(within(region()).getByRole('button', { name: week ? m.weekMode : m.monthMode }).getAttribute('aria-pressed')).toBe('true');
            expect(within(region()).queryByRole('button', { name: msg.retry }) !== null, 'retry').toBe(value === 'failed');
            // The grid: a week of 7 days, or the month's weeks; the selected day pressed; each day's marks.
            const shown = cells();
            if (week) expect(shown).toHaveLength(7);
            else expect(shown.length % 7).toBe(0);
            const marks = value === 'ready' ? await serverMarks(v.year, v.month) : null;
            const own = daysOf(v.year, v.month);
            for (const b of shown) {
              const label = b.getAttribute('aria-label')!;
              const day = own.find((d) => label.startsWith(`${dayLabel(d)}`) && (label.length === dayLabel(d).length || label[dayLabel(d).length] === ','));
              if (day) {
                expect(label).toBe(cellName(day, marks));
                const n = marks?.myScheduleCountList.find((c) => c.monthDate === day)?.cnt ?? 0;
                expect(b.querySelector('.sch-dots')!.textContent).toBe('•'.repeat(Math.min(n, MAX_DOTS)));
              } else expect(label, 'a neighbouring month’s day has no marks').not.toContain(',');
              expect(b.getAttribute('aria-pressed')).toBe(String(day === v.selected));
            }
            expect(shown.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
            // The selected day's morning meeting, once the marks are in.
            const meeting = marks?.myMeetingList.find((x) => x.attendDate === v.selected);
            const panel = screen.getByRole('region', { name: m.dayListLabel(dayLabel(v.selected)) });
            expect(within(panel).queryByText(m.meetingEnter) !== null, 'meeting').toBe(meeting !== undefined);
            if (meeting) expect(panel.querySelector('.sch-meeting')!.textContent).toBe(`${m.meetingEnter}${meeting.akdtim}${m.meetingLeave}${meeting.levtim}`);
          }),
      });
    });
});
