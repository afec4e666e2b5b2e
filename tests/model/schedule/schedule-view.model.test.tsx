// Model-based tests of the schedule view on the rendered screen against the real server in-process on
// PGlite, inside the fake Android shell (spec 2 §2 Schedule view, §4, §6): a covering set of its paths for
// three schedules of planner01's: a live one opened from the customer detail in a popup (shown, modified,
// deleted after confirming, reported to the detail as reload-myschedule; a failed delete keeps it; a failed
// load retried), a deleted one (the deleted notice, 확인 goes to the list) and another planner's (the
// server answers not_found: the same notice). Every path also runs on the bare machine (with
// schedule-view.machine.test.ts's). getMyschedule and saveMyschedule are held and forwarded or failed.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { scheduleViewMachine } from '../../../machines/schedule/schedule-view.machine';
import * as viewSelectors from '../../../machines/schedule/schedule-view.selectors';
import { schedules } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideScheduleView } from '../../../src/app/schedule/schedule-view-route';
import { makeFlows } from '../../../src/app/flows';
import type { ScheduleDetail } from '../../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { SCHEDULE_LIST_PATH, scheduleRegHref } from '../../../src/domain/schedule/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ScheduleViewScreen } from '../../../src/screens/schedule/schedule-view-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from './schedule-machines.fixtures';
import { answerer, dataOf, seededSchedule, serverAnswer, withWeekday } from './schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const rowOf = async (userid: string, sqno: number): Promise<ScheduleDetail> => (await dataOf(h, userid, 'mySchedule/getMyschedule', { sqno: String(sqno) })).mySchedule;
const LIVE = await rowOf('planner01', await seededSchedule(h, 'planner01', { deleted: false }));
const DELETED = await rowOf('planner01', await seededSchedule(h, 'planner01', { deleted: true }));
const OTHERS = await seededSchedule(h, 'planner02', { deleted: false });
const NOT_FOUND = await serverAnswer(h, 'planner01', 'mySchedule/getMyschedule', { sqno: String(OTHERS) });

const FAILED = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
const MODELS = [
  {
    name: 'a live schedule in the detail’s popup',
    sqno: LIVE.sqno,
    popup: true,
    events: [
      { type: 'xstate.done.actor.loadSchedule', output: LIVE },
      { type: 'xstate.error.actor.loadSchedule', error: new NetworkError({ detail: 'offline' }) },
      { type: 'user.retry' },
      { type: 'user.modify' },
      { type: 'user.delete' },
      { type: 'user.confirm' },
      { type: 'user.dismiss' },
      { type: 'user.dismissMessage' },
      { type: 'xstate.done.actor.deleteSchedule' },
      { type: 'xstate.error.actor.deleteSchedule', error: FAILED },
      { type: 'xstate.done.actor.finish' },
    ],
  },
  {
    name: 'a deleted schedule',
    sqno: DELETED.sqno,
    popup: false,
    events: [{ type: 'xstate.done.actor.loadSchedule', output: DELETED }, { type: 'user.confirm' }, { type: 'xstate.done.actor.finish' }],
  },
  {
    name: 'another planner’s schedule',
    sqno: OTHERS,
    popup: false,
    events: [{ type: 'xstate.error.actor.loadSchedule', error: new ServerError({ rt: NOT_FOUND.rt, rtMsg: NOT_FOUND.rtMsg ?? '' }) }, { type: 'user.confirm' }, { type: 'xstate.done.actor.finish' }],
  },
] as const;

const inert = scheduleViewMachine.provide({ actors: inertActors(['loadSchedule', 'deleteSchedule', 'finish']) as any });
const contextKey = (c: any) => [c.schedule?.dltnYn ?? null, c.error, c.message];
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const taken = new Set<string>();
let stop: (() => Promise<void>) | null = null;
// A path's delete also bumps the version: each path starts from the schedule as read.
beforeEach(async () => void (await h.db.update(schedules).set({ dltnYn: 'N', version: LIVE.version }).where(eq(schedules.sqno, LIVE.sqno))));
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});
afterAll(async () => {
  writeCoverage(scheduleViewMachine, taken);
  await h.close();
});

it('the seed has a live and a deleted schedule of planner01, and another’s is not found', () => {
  expect([LIVE.dltnYn, DELETED.dltnYn, NOT_FOUND.rt]).toEqual(['N', 'Y', 'not_found']);
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialog = (text: string) => screen.getAllByRole('alertdialog').find((d) => d.textContent?.includes(text))!;
/** What the view says of a schedule (spec 2 §2): kind, date with weekday, time or all-day, title or customer, place, memo. */
function expectShown(s: ScheduleDetail) {
  const view = screen.getByRole('region', { name: m.viewLabel });
  expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(s.scdlDivNm);
  const value = (label: string) => within(view).getByText(label).nextElementSibling?.textContent;
  expect(value(m.viewDate)).toBe(s.endDt !== s.sttDt ? `${withWeekday(s.sttDt)} ~ ${withWeekday(s.endDt)}` : withWeekday(s.sttDt));
  expect(value(m.viewTime)).toBe(s.allYn === 'Y' ? m.allDay : `${s.sttHr} ~ ${s.endHr}`);
  expect(value(m.viewWho)).toBe(s.scdlDivCd === 'SSD03' || s.scdlDivCd === 'SSD07' ? s.etcCntn : s.custNm);
  expect(value(m.viewPlace)).toBe([s.addrNm, s.addr, s.addrDtpt].filter(Boolean).join(' '));
  expect(value(m.viewMemo)).toBe(s.memo);
}

for (const model of MODELS) {
  const input = { sqno: model.sqno };
  const finished = finishedBy(inert, input, (v) => (v === 'leaving' || v === 'leavingDeleted' ? 'finish' : null));
  const paths = cachedPaths(`schedule-view-${model.popup}-${model.events.length}`, scheduleViewMachine, { events: [...model.events], input, contextKey }, generatePaths).map(finished);

  describe(`${model.name}: on the machine`, () => {
    for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
  });

  describe(`${model.name}: a covering set on the rendered view`, () => {
    for (const path of renderedPaths(paths, { machine: inert, input, selectors: viewSelectors }))
      it(path.description, async () => {
        const w = await sectionWorld(h, { userid: 'planner01', held: ['mySchedule/getMyschedule', 'mySchedule/saveMyschedule'], device: 'device-0000-sview', shell: true });
        const went: string[] = [];
        const actor: AnyActorRef = createActor(provideScheduleView(makeFlows(w.runtime), model.popup, (to) => went.push(to)), { input }).start();
        stop = async () => {
          actor.stop();
          await w.stop();
        };
        render(<ScheduleViewScreen actor={actor as any} />);
        const answer = answerer(w);
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          isAuto,
          drivers: {
            'xstate.done.actor.loadSchedule': (e) =>
              answer('getMyschedule', e, (req, body) => {
                expect(req.form.get('sqno')).toBe(String(model.sqno));
                expect(body.data.mySchedule).toEqual(e.output);
              }).then(() => undefined),
            'xstate.error.actor.loadSchedule': (e) =>
              // Another's schedule: the server itself answers not_found.
              e.error.rt === 'not_found' ? w.take('mySchedule/getMyschedule').then((req) => act(async () => void (await w.server.forward(req)))) : answer('getMyschedule', e).then(() => undefined),
            'xstate.done.actor.deleteSchedule': (e) =>
              answer('saveMyschedule', e, (req) => expect(Object.fromEntries(req.form)).toMatchObject({ cudType: 'D', sqno: String(model.sqno), version: String(LIVE.version) })).then(() => undefined),
            'xstate.error.actor.deleteSchedule': (e) => answer('saveMyschedule', e).then(() => undefined),
            'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
            'user.modify': () => click(screen.getByRole('button', { name: m.viewModify })),
            'user.delete': () => click(screen.getByRole('button', { name: m.viewDelete })),
            'user.dismiss': () => click(within(dialog(m.confirmDelete)).getByRole('button', { name: '취소' })),
            'user.confirm': () => click(within(dialog(actor.getSnapshot().value === 'deleted' ? m.deletedNotice : m.confirmDelete)).getByRole('button', { name: '확인' })),
            'user.dismissMessage': () => click(within(dialog(msg.serverError)).getByRole('button', { name: '확인' })),
          },
          verify: (step, index) =>
            waitFor(async () => {
              const s = step.state.value as string;
              const c = step.state.context as any;
              const done = path.steps.slice(1, index + 1);
              const deleted = done.some((st) => st.event.type === 'xstate.done.actor.deleteSchedule');
              const modified = done.filter((st) => st.event.type === 'user.modify').map(() => scheduleRegHref({ sqno: model.sqno }));
              const told = w.shell!.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              if (s === 'left') {
                // The detail that opened it hears of the delete (only then) and the popup closes; otherwise the list.
                expect(told).toEqual(deleted && model.popup ? [{ event: 'reload-myschedule', sqno: model.sqno }] : []);
                expect(w.shell!.calls.filter((k) => k.action === 'close')).toHaveLength(model.popup ? 1 : 0);
                expect(went).toEqual([...modified, SCHEDULE_LIST_PATH]);
                const [row] = await h.db.select({ dltnYn: schedules.dltnYn }).from(schedules).where(eq(schedules.sqno, model.sqno));
                expect(row!.dltnYn).toBe(deleted || model.sqno === DELETED.sqno ? 'Y' : 'N');
                return;
              }
              expect(went).toEqual(modified);
              expect(told).toEqual([]);
              expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
              if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
              else expect(screen.queryByRole('alert')).toBeNull();
              const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
              const expected = [s === 'deleted' && m.deletedNotice, s === 'confirmingDelete' && m.confirmDelete, c.message].filter(Boolean);
              expect(dialogs).toHaveLength(expected.length);
              for (const text of expected) expect(dialogs.some((d) => d.includes(text))).toBe(true);
              const shows = ['shown', 'confirmingDelete', 'deleting', 'refused'].includes(s);
              if (shows) expectShown(c.schedule);
              else expect(screen.queryByRole('button', { name: m.viewDelete })).toBeNull();
            }),
        });
      });
  });
}

describe('all paths', () => itCoversEveryTransition(scheduleViewMachine, taken));
