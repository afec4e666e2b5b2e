// My schedule's day on the rendered screen against the real server: a covering set of the my-schedule
// machine's paths, each step done as a user or the network would (a day clicked in the calendar, the day's
// list held and forwarded or failed, a complete check clicked and its save forwarded or failed, the
// message closed, a retry). What shows is checked against the server: the day's rows, and each check as
// the database holds it (or, while saving, turned ahead of it).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { myScheduleMachine, type DayData } from '../../../machines/schedule/my-schedule.machine';
import * as selectors from '../../../machines/schedule/my-schedule.selectors';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { scheduleNoticesMachine } from '../../../machines/schedule/schedule-notices.machine';
import { schedules } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideMySchedule } from '../../../src/app/schedule/my-schedule-route';
import type { ScheduleRow } from '../../../src/domain/schedule/contract';
import { dayLabel } from '../../../src/domain/schedule/calendar';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { msg } from '../../../src/domain/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { MyScheduleScreen } from '../../../src/screens/schedule/my-schedule-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { asksDay, click, fail, refuse, renderSchedule, TODAY, USER, type ScheduleWorld } from './my-schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
/** Another day of the month with a schedule of planner01's. */
const OTHER = '2026-03-16';
const dayRows = async (day: string) => {
  const a = await h.call('mySchedule/getMyscheduleList', { searchYear: day.slice(0, 4), searchMon: String(Number(day.slice(5, 7))), searchDay: String(Number(day.slice(8))) }, { token });
  return (a.body.data as { myScheduleList: ScheduleRow[] }).myScheduleList;
};
const ROWS: Readonly<Record<string, readonly ScheduleRow[]>> = { [TODAY]: await dayRows(TODAY), [OTHER]: await dayRows(OTHER) };
const SEEDED = await h.db.select({ sqno: schedules.sqno, cmplYn: schedules.cmplYn }).from(schedules).where(inArray(schedules.sqno, Object.values(ROWS).flat().map((r) => r.sqno)));
afterAll(() => h.close());

// The model: one listed row stands for the shown day's first row (the check the driver clicks).
const MODEL_DAY: DayData = { rows: [{ ...ROWS[TODAY]![0]!, sqno: 1 }], notices: { concExp: [], reinspec: [], bookcare: [] }, birthdays: [] };
const FAULT = new NetworkError({ detail: 'held request failed' });
// A save with no network waits in the outbox and counts as done for the screen (issue 18): a failed save is a refusal.
const REFUSED = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
const EVENTS: AnyEventObject[] = [
  { type: 'calendar.changed', day: TODAY, month: '202603' },
  { type: 'calendar.changed', day: OTHER, month: '202603' },
  { type: 'xstate.done.actor.loadDay', output: MODEL_DAY },
  { type: 'xstate.error.actor.loadDay', error: FAULT },
  { type: 'user.retry' },
  { type: 'user.toggleComplete', sqno: 1 },
  { type: 'xstate.done.actor.saveCompletion' },
  { type: 'xstate.error.actor.saveCompletion', error: REFUSED },
  { type: 'user.dismissMessage' },
];
const contextKey = (c: any) => [c.day, c.data?.rows[0]?.cmplYn ?? null, c.pending, c.message, c.error];
/** The calendar tells today by itself at the start; later a click tells another day than the one shown. */
const allow = (s: any, e: AnyEventObject) => e.type !== 'calendar.changed' || (s.matches('waiting') ? e.day === TODAY : e.day !== s.context.day);
const inert = myScheduleMachine.provide({
  actors: { ...inertActors(['loadDay', 'saveCompletion']), calendar: scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any }), notices: scheduleNoticesMachine } as any,
});
const paths = generatePaths(myScheduleMachine, { events: EVENTS, contextKey, allow, limit: 5_000 });
const rendered = renderedPaths(paths, { machine: inert, selectors });

const dbCompletion = async (sqno: number) => (await h.db.select({ cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.sqno, sqno)))[0]!.cmplYn;
/** What the day's message says after the path's last save: the fault's message, or which way the check went. */
const lastSave = (path: ModelPath, upTo: number) =>
  path.steps.slice(1, upTo + 1).findLast((s) => s.event.type.startsWith('xstate.') && s.event.type.endsWith('saveCompletion'))?.event.type;

let world: ScheduleWorld | null = null;
beforeEach(async () => {
  for (const r of SEEDED) await h.db.update(schedules).set({ cmplYn: r.cmplYn }).where(eq(schedules.sqno, r.sqno));
});
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('my schedule’s day on the rendered screen: a covering set of the paths', () => {
  it('the server has schedules on both days', () => expect([ROWS[TODAY]!.length, ROWS[OTHER]!.length].every((n) => n > 0)).toBe(true));
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderSchedule(h, { held: ['getMyscheduleList', 'saveMyschedule'], device: 'device-0000-myschedule', machine: provideMySchedule, screen: (a) => <MyScheduleScreen actor={a as never} /> });
      const w = world;
      const ctx = () => (w.actor.getSnapshot() as { context: { day: string | null } }).context;
      const panel = (day: string) => screen.getByRole('region', { name: m.dayListLabel(dayLabel(day)) });
      const dayButton = (day: string) => screen.getAllByRole('button').find((b) => b.getAttribute('aria-label')?.startsWith(dayLabel(day)))!;
      const firstCheck = (day: string) => within(panel(day)).getAllByRole('checkbox')[0] as HTMLInputElement;
      await replayOnImplementation(path, {
        actor: () => w.actor,
        settle: (check) => waitFor(check),
        drivers: {
          // At the start the calendar tells today by itself once it has read the clock (the model then
          // allows no other day, and later only another day than the one shown: a click on it).
          'calendar.changed': (e) => (e.day === TODAY && ctx().day !== OTHER ? undefined : click(dayButton(e.day))),
          'xstate.done.actor.loadDay': async () => void (await w.forward(await w.take('getMyscheduleList', asksDay(ctx().day!)))),
          'xstate.error.actor.loadDay': async () => fail(await w.take('getMyscheduleList', asksDay(ctx().day!))),
          'user.retry': () => click(within(panel(ctx().day!)).getByRole('button', { name: msg.retry })),
          'user.toggleComplete': () => click(firstCheck(ctx().day!)),
          'xstate.done.actor.saveCompletion': async () => {
            const req = await w.take('saveMyschedule');
            expect([req.form.get('cudType'), req.form.get('sqno')]).toEqual(['CMP', String(ROWS[ctx().day!]![0]!.sqno)]);
            expect((await w.forward(req)).body.rt).toBe('success');
          },
          'xstate.error.actor.saveCompletion': async () => refuse(await w.take('saveMyschedule'), REFUSED),
          'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
        },
        verify: (step, index) =>
          waitFor(async () => {
            const value = step.state.value;
            const c = step.state.context as { day: string | null; message: string | null };
            if (value === 'waiting' || c.day === null) return;
            expect(panel(c.day).getAttribute('aria-busy')).toBe(String(value === 'loadingDay'));
            expect(within(panel(c.day)).queryByRole('button', { name: msg.retry }) !== null, 'retry').toBe(value === 'dayFailed');
            if (typeof value === 'object') {
              const rows = ROWS[c.day]!;
              expect(within(panel(c.day)).getAllByRole('checkbox')).toHaveLength(rows.length);
              const saving = (value as { dayShown: string }).dayShown === 'saving';
              const held = (await dbCompletion(rows[0]!.sqno)) === 'Y';
              expect(firstCheck(c.day).checked, 'the first check').toBe(saving ? !held : held);
              expect(firstCheck(c.day).disabled).toBe(saving);
            }
            const dialog = screen.queryByRole('alertdialog');
            expect(dialog !== null, 'message').toBe(c.message !== null);
            if (dialog) {
              const done = (await dbCompletion(ROWS[c.day]![0]!.sqno)) === 'Y';
              const last = lastSave(path, index);
              expect(dialog.textContent).toContain(last === 'xstate.error.actor.saveCompletion' ? msg.serverError : done ? m.completed : m.uncompleted);
            }
          }),
      });
    });
});
