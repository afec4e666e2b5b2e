// Model-based tests of the schedule-completion toggle: every generated path on the machine, then on the
// whole rendered home screen of district01 against the real server in-process, its first two schedules of
// the seed day (one open, one done) toggled: saveMyschedule CMP and dashboard/progress are held, a done step
// forwards them to the server, an error step fails them. The medals the load's figures earn were closed
// before; before the first reload the results feed raises the figures on the server, so the reload moves
// the goal bars and a medal the new figures earn is announced once: after its close, neither this home nor
// a fresh one shows it again. Each path starts from the seeded schedules and figures.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { scheduleToggleMachine } from '../../../machines/dashboard/schedule-toggle.machine';
import * as scheduleToggleSelectors from '../../../machines/dashboard/schedule-toggle.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import type { Progress, ScheduleItem } from '../../../src/domain/dashboard/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { medalsToShow, type MedalAward, type SeenMedal } from '../../../src/domain/dashboard/goals';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { closeMedalDialog, expectGoalBars, expectMedalDialog, medalDialog, medalKey, scheduleCard, storedMedals, storeMedals } from '../../support/home-checks';
import { openHome, type Home } from '../../support/home-screen';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { dataOf } from '../schedule/schedule-world';
import { SEED_MONTH as MONTH, writeProgress } from './dashboard.fixtures';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'district01';
const SCHEDULES: ScheduleItem[] = (await dataOf(h, USER, 'schedule', { offset: '0', size: '5' })).list;
/** The seed day's first two schedules: the first open, the second done (today.ts). */
const ITEMS = SCHEDULES.slice(0, 2);
const LOADED: Progress = (await dataOf(h, USER, 'dashboard/progress', {})).progress;
/** The load's medals, closed earlier this month. */
const SEEN: SeenMedal[] = medalsToShow(LOADED, [], MONTH).map((m) => ({ name: m.name, type: m.type, yyyymm: MONTH }));
/** The results feed's new figures: every goal reached (gold where the load had less). */
const RAISED: Progress = { ...LOADED, custmCnt: Math.max(LOADED.custmCnt, LOADED.srcGoal), coupnCnt: Math.max(LOADED.coupnCnt, LOADED.dgnssrvcGoal), counselCnt: Math.max(LOADED.counselCnt, LOADED.consGoal) };
const REFUSED = '본인의 일정만 변경할 수 있습니다.';

it('the seed day has an open and a done schedule first, and the raised figures earn a new medal', () => {
  expect(ITEMS.map((i) => i.cmplYn)).toEqual(['N', 'Y']);
  expect(medalsToShow(RAISED, SEEN, MONTH).length).toBeGreaterThan(0);
});

const EVENTS = [
  { type: 'user.toggleSchedule', sqno: ITEMS[0]!.sqno },
  { type: 'user.toggleSchedule', sqno: ITEMS[1]!.sqno },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.dismissError' },
  { type: 'xstate.done.actor.saveCompletion' },
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'not_found', rtMsg: REFUSED }) },
  // With no network the save waits in the outbox and the toggle goes on as saved (issue 18): the other failure is the server's.
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.reloadProgress', output: RAISED },
  { type: 'xstate.error.actor.reloadProgress', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.error.actor.reloadProgress', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
];
const contextKey = (c: any) => [c.items.map((i: ScheduleItem) => i.cmplYn).join(''), c.pending, c.error];
const INPUT = { items: ITEMS };
const paths = generatePaths(scheduleToggleMachine, { events: EVENTS, input: INPUT, contextKey, limit: 5_000 });
const taken = new Set<string>();
afterAll(() => writeCoverage(scheduleToggleMachine, taken));

const inert = scheduleToggleMachine.provide({ actors: inertActors(['saveCompletion', 'reloadProgress']) as any });

describe('schedule-toggle machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(8));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

let homes: Home[] = [];
let undo: (() => Promise<void>) | null = null;
const token = await h.as(USER);
/** The seeded completion of both schedules back on the server (a path may have changed it). */
const resetSchedules = () => Promise.all(ITEMS.map((i) => h.call('mySchedule/saveMyschedule', { cudType: 'CMP', sqno: String(i.sqno), cmplYn: i.cmplYn }, { token })));
beforeEach(() => localStorage.clear());
afterEach(async () => {
  for (const w of homes) await w.close();
  homes = [];
  await undo?.();
  undo = null;
  localStorage.clear();
});

async function home() {
  const w = await openHome(h, { userid: USER, hold: ['mySchedule/saveMyschedule', 'dashboard/progress'] });
  homes.push(w);
  await w.loaded();
  return w;
}

describe('home screen: a covering set of the paths on the rendered dashboard', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: scheduleToggleSelectors })) it(path.description, () => replayOnHome(path));
});

async function replayOnHome(path: ModelPath) {
  await resetSchedules();
  storeMedals(USER, SEEN);
  const w = await home();
  const row = (n: number) => within(scheduleCard()).getAllByRole('checkbox')[n]!;
  const dialog = () => within(scheduleCard()).queryByRole('alertdialog');
  /** What the goal cards show: the load's figures (the server's), then the last reloaded ones. */
  let shown: Progress = (await w.last('dashboard')).progressInfo;
  expect(shown).toEqual(LOADED);
  const closed: SeenMedal[] = [];
  const due = (): MedalAward | null => medalsToShow(shown, [...SEEN, ...closed], MONTH)[0] ?? null;
  /** The user reads and closes each announced medal, one after another, before tapping again. */
  const closeAnnouncements = async () => {
    for (let m = due(); m; m = due()) {
      await eventually(() => expectMedalDialog(m));
      closeMedalDialog();
      closed.push({ name: m.name, type: m.type, yyyymm: MONTH });
    }
    await eventually(() => expect(medalDialog()).toBeNull());
  };
  let aimed: { sqno: string; cmplYn: string } | null = null;
  const answer = (call: string) => async (e: AnyEventObject) => {
    const req = await w.take(call);
    if (call === 'mySchedule/saveMyschedule') {
      expect({ cudType: req.form.get('cudType'), sqno: req.form.get('sqno'), cmplYn: req.form.get('cmplYn') }).toEqual({ cudType: 'CMP', ...aimed });
      expect(req.headers.blockYn).toBe('Y');
    }
    if (e.type.startsWith('xstate.done')) {
      // The feed's new figures reach the server before the first reload.
      if (call === 'dashboard/progress') undo ??= await writeProgress(h, USER, RAISED);
      const data = await w.reply(req, e);
      if (call === 'dashboard/progress') shown = data.progress;
      return;
    }
    act(() => (e.error._tag === 'ServerError' ? req.respond(e.error.rt === 'not_found' ? 404 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
  };

  await replayOnImplementation(path, {
    actor: () => w.child('scheduleToggle')!,
    settle: (check) => eventually(check),
    drivers: {
      'user.toggleSchedule': async (e) => {
        await closeAnnouncements();
        const box = row(ITEMS.findIndex((i) => i.sqno === e.sqno));
        aimed = { sqno: String(e.sqno), cmplYn: box.getAttribute('aria-checked') === 'true' ? 'N' : 'Y' };
        fireEvent.click(box);
      },
      'user.confirm': () => void fireEvent.click(within(dialog()!).getByRole('button', { name: '확인' })),
      'user.cancel': () => void fireEvent.click(within(dialog()!).getByRole('button', { name: '취소' })),
      'user.dismissError': () => void fireEvent.click(within(dialog()!).getByRole('button', { name: '확인' })),
      'xstate.done.actor.saveCompletion': answer('mySchedule/saveMyschedule'),
      'xstate.error.actor.saveCompletion': answer('mySchedule/saveMyschedule'),
      'xstate.done.actor.reloadProgress': answer('dashboard/progress'),
      'xstate.error.actor.reloadProgress': answer('dashboard/progress'),
    },
    verify: (step) =>
      eventually(() => {
        const c = step.state.context as any;
        const s = step.state.value as string;
        c.items.forEach((i: ScheduleItem, n: number) => {
          const box = row(n);
          expect(box).toHaveAttribute('aria-checked', String(i.cmplYn === 'Y'));
          if (s === 'idle') expect(box).toBeEnabled();
          else expect(box).toBeDisabled();
        });
        if (s === 'confirming') expect(dialog()).toHaveTextContent(msg.scheduleUncompleteConfirm);
        else if (c.error) expect(dialog()).toHaveTextContent(c.error);
        else expect(dialog()).toBeNull();
        // The dashboard takes each reloaded progress: bars, and the first medal it newly earns.
        expectGoalBars(shown);
        expectMedalDialog(due());
      }),
  });

  // The server keeps each completion saved (a failed save changed nothing there).
  const last = path.steps.at(-1)!.state.context as { items: ScheduleItem[] };
  const saved: ScheduleItem[] = (await dataOf(h, USER, 'schedule', { offset: '0', size: '5' })).list;
  if (!path.steps.some((st) => st.event.type === 'xstate.error.actor.saveCompletion'))
    expect(saved.slice(0, 2).map((i) => i.cmplYn)).toEqual(last.items.map((i) => i.cmplYn));
  if (shown === LOADED) return;
  // Every medal closed is kept: a fresh home on the same storage, with the same figures, announces none.
  await closeAnnouncements();
  expect(storedMedals(USER).map((m) => medalKey(m, MONTH)).sort()).toEqual([...SEEN, ...closed].map((m) => medalKey(m, MONTH)).sort());
  await w.close();
  const fresh = await home();
  expect((await fresh.last('dashboard')).progressInfo).toEqual(shown);
  await eventually(() => expect(fresh.child('medal')?.getSnapshot().value).toBe('idle'));
  expectMedalDialog(null);
  expectGoalBars(shown);
}
