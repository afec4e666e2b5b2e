// Model-based tests of the attendance count's month sheet: every generated path on the machine, then on
// the whole home screen (tests/support/home-screen.tsx) where the count button opens the sheet and
// mySchedule/getMyScheduleCountList is answered through the request gate by the real API client.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { attendanceMonthMachine } from '../../../machines/dashboard/attendance-month.machine';
import * as attendanceMonthSelectors from '../../../machines/dashboard/attendance-month.selectors';
import type { MonthMeeting } from '../../../src/domain/dashboard/schedule-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { eventually } from '../../support/eventually';
import { openHome, type Home } from '../../support/home-screen';
import { success } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { homeAnswers, NOW, SESSION } from './dashboard.fixtures';

const MEETINGS: MonthMeeting[] = [
  { attendDate: '2026-03-02', attendStatus: 'Y', akdtim: '08:42', levtim: '09:51' },
  { attendDate: '2026-03-03', attendStatus: 'N', akdtim: '09:07', levtim: '09:55' },
  { attendDate: '2026-03-04', attendStatus: 'X', akdtim: '', levtim: '' },
  { attendDate: '2026-03-12', attendStatus: 'S', akdtim: '08:41', levtim: '' },
];
const ROWS = ['3월 2일 (월)출석 인정 08:42 – 09:51', '3월 3일 (화)지각 09:07 – 09:55', '3월 4일 (수)미출석', '3월 12일 (목)입실 08:41 –'];
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
});

describe('attendance-month sheet on the home screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, selectors: attendanceMonthSelectors }))
    it(path.description, async () => {
      localStorage.clear();
      home = await openHome({ session: SESSION, now: NOW, platform: 'PC' });
      await home.answerLoad(homeAnswers());
      const h = home;
      const answer = async (e: AnyEventObject) => {
        const req = await h.take('mySchedule/getMyScheduleCountList');
        // This month of the app's clock (NOW: March 2026, Korea time).
        expect([req.form.get('searchYear'), req.form.get('searchMon')]).toEqual(['2026', '3']);
        act(() => {
          if (e.type.startsWith('xstate.done')) req.respond(200, success({ myScheduleCountList: [{ monthDate: '2026-03-12', cnt: 1 }], myMeetingList: e.output }));
          else if (e.error._tag === 'ServerError') req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
          else req.fail();
        });
      };
      const sheet = () => screen.queryByRole('dialog', { name: msg.monthMeetingsTitle });
      await replayOnImplementation(path, {
        actor: () => h.month,
        settle: (check) => eventually(check),
        drivers: {
          // The count shows once the home has loaded (the server's 6 days; today not recognised yet).
          'user.open': async () => void fireEvent.click(await eventually(() => screen.getByRole('button', { name: msg.attendCountLabel(6) }))),
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
            expect(rows).toEqual(s === 'shown' && c.meetings.length > 0 ? ROWS : []);
            expect(within(box).queryByText(msg.noMeetingsThisMonth) !== null).toBe(s === 'shown' && c.meetings.length === 0);
            if (s === 'shown' && c.meetings.length > 0) expect(box).toHaveTextContent(msg.recognisedDays(1));
          }),
      });
    });
});
