// The HQ schedule tab, rendered against the real server: the hq-schedule machine's paths (the calendar
// telling today's month at the start, then another month by 다음 달 / 이전 달), each month's first page of
// HQ events held and forwarded; the rows shown are the server's getHdScheduleList answer for that month.
// After the path: a day of the same month keeps the list, and the list's next page (the paged list's
// 더 보기, which infinite scroll presses) adds the server's second page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { HQ_PAGE_SIZE, hqScheduleMachine } from '../../../machines/schedule/hq-schedule.machine';
import * as selectors from '../../../machines/schedule/hq-schedule.selectors';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideHqSchedule } from '../../../src/app/schedule/hd-schedule-route';
import type { HdSchedule } from '../../../src/domain/schedule/contract';
import { dayLabel } from '../../../src/domain/schedule/calendar';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { msg } from '../../../src/domain/messages';
import { HqScheduleScreen } from '../../../src/screens/schedule/hq-schedule-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths } from '../../support/model-paths';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { click, renderSchedule, TODAY, USER, type ScheduleWorld } from './my-schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
type ListAnswer = { totalCount: number; hdScheduleList: HdSchedule[] };
const page = async (month: string, offset: number): Promise<ListAnswer> =>
  (await h.call('mySchedule/getHdScheduleList', { searchMon: month, offset: String(offset), size: String(HQ_PAGE_SIZE) }, { token })).body.data;
const MARCH = '202603';
const APRIL = '202604';
/** Each month's first page as the server answers it. */
const FIRST: Readonly<Record<string, ListAnswer>> = { [MARCH]: await page(MARCH, 0), [APRIL]: await page(APRIL, 0) };
afterAll(() => h.close());

// Today's month at the start (the calendar's own), April by 다음 달 (its first day), back by 이전 달 (today).
const EVENTS: AnyEventObject[] = [
  { type: 'calendar.changed', day: TODAY, month: MARCH },
  { type: 'calendar.changed', day: '2026-04-01', month: APRIL },
];
const contextKey = (c: any) => c.month;
const inert = hqScheduleMachine.provide({
  actors: { calendar: scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any }), list: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } as any,
});
/** The calendar tells today by itself at the start. */
const allow = (s: any, e: AnyEventObject) => !s.matches('waiting') || e.day === TODAY;
const paths = generatePaths(hqScheduleMachine, { events: EVENTS, contextKey, allow });
const rendered = renderedPaths(paths, { machine: inert, selectors: { month: selectors.selectHqMonth } });

let world: ScheduleWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('the HQ schedule on the rendered screen: the paths', () => {
  it('the server has more than a page of HQ events in March and some in April', () => {
    expect(FIRST[MARCH]!.totalCount).toBeGreaterThan(HQ_PAGE_SIZE);
    expect(FIRST[APRIL]!.hdScheduleList.length).toBeGreaterThan(0);
  });
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderSchedule(h, { held: ['getHdScheduleList'], device: 'device-0000-hqschedule', machine: provideHqSchedule, screen: (a) => <HqScheduleScreen actor={a as never} /> });
      const w = world;
      const month = () => (w.actor.getSnapshot() as { context: { month: string | null } }).context.month;
      const calendar = () => screen.getByRole('region', { name: m.calendarLabel });
      const rows = () => within(screen.getByRole('region', { name: m.hqListLabel })).queryAllByRole('listitem');
      /** The rows show these events (spec 2 §2: type, dates, title), in the server's order. */
      const expectRows = (events: readonly HdSchedule[]) => {
        expect(rows()).toHaveLength(events.length);
        rows().forEach((r, i) => {
          const e = events[i]!;
          for (const part of [e.cdNm, e.sttDt, e.title]) expect(r.textContent).toContain(part);
        });
      };
      /** The list's first page for the month: asked for once the month shows, held, then answered. */
      const firstPage = async (yyyymm: string) => {
        const req = await w.take('getHdScheduleList', (r) => r.form.get('searchMon') === yyyymm && r.form.get('offset') === '0');
        expect(screen.getByRole('region', { name: m.hqListLabel }).getAttribute('aria-busy')).toBe('true');
        expect((await w.forward(req)).body.data).toEqual(FIRST[yyyymm]);
      };
      await replayOnImplementation(path, {
        actor: () => w.actor,
        settle: (check) => waitFor(check),
        drivers: {
          'calendar.changed': async (e) => {
            // At the start the calendar tells today's month by itself (maybe already told); later a click.
            if (month() !== null && month() !== e.month) await click(within(calendar()).getByRole('button', { name: e.month > month()! ? m.nextMonth : m.prevMonth }));
            await firstPage(e.month);
          },
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as { month: string | null };
            if (c.month === null) return;
            expect(within(calendar()).getByRole('heading').textContent).toBe(`${c.month.slice(0, 4)}년 ${Number(c.month.slice(4))}월`);
            expectRows(FIRST[c.month]!.hdScheduleList);
            expect(screen.queryByRole('button', { name: msg.loadMore }) !== null, 'more').toBe(FIRST[c.month]!.totalCount > HQ_PAGE_SIZE);
          }),
      });
      const shown = month()!;
      // Another day of the shown month: the list stays, nothing asked.
      const asked = w.heldCount('getHdScheduleList');
      const other = screen.getAllByRole('button').find((b) => b.getAttribute('aria-label')?.startsWith(dayLabel(`${shown.slice(0, 4)}-${shown.slice(4)}-20`)))!;
      await click(other);
      await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('true'));
      expect(w.heldCount('getHdScheduleList')).toBe(asked);
      expectRows(FIRST[shown]!.hdScheduleList);
      // The next page, where there is one.
      if (FIRST[shown]!.totalCount <= HQ_PAGE_SIZE) return;
      await click(screen.getByRole('button', { name: msg.loadMore }));
      const next = await w.take('getHdScheduleList', (r) => r.form.get('searchMon') === shown && r.form.get('offset') === String(HQ_PAGE_SIZE));
      const answer = (await w.forward(next)).body.data as ListAnswer;
      expect(answer).toEqual(await page(shown, HQ_PAGE_SIZE));
      await waitFor(() => expectRows([...FIRST[shown]!.hdScheduleList, ...answer.hdScheduleList]));
      expect(screen.queryByRole('button', { name: msg.loadMore }) !== null).toBe(FIRST[shown]!.totalCount > 2 * HQ_PAGE_SIZE);
    });
});
