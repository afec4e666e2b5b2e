// Model-based tests of the schedule-completion toggle: every generated path on the machine, then on the
// whole rendered home screen with the real actors and the real API client answering through a request
// gate (saveMyschedule CMP, dashboard/progress). A reload moves the goal bars, and a medal the new
// figures earn is announced once: after its close, neither this home nor a fresh one shows it again.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { scheduleToggleMachine } from '../../../machines/dashboard/schedule-toggle.machine';
import * as scheduleToggleSelectors from '../../../machines/dashboard/schedule-toggle.selectors';
import type { Progress, ScheduleItem } from '../../../src/domain/dashboard/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { medalsToShow, type MedalAward, type SeenMedal } from '../../../src/domain/dashboard/goals';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { closeMedalDialog, expectGoalBars, expectMedalDialog, medalDialog, medalKey, scheduleCard, storedMedals } from '../../support/home-checks';
import { openHome, type Home } from '../../support/home-screen';
import { success } from '../../support/http-gate';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { BASE, homeAnswers, MONTH, NOW, SESSION } from './dashboard.fixtures';

const item = (sqno: number, cmplYn: 'Y' | 'N', custNm: string): ScheduleItem => ({
  sqno, cmplYn, allYn: 'N', sttHr: `1${sqno}:00`, endHr: `1${sqno}:30`, scdlDivCd: 'SSD01', scdlDivNm: '상담', custNm, username2: '', etcCntn: '',
});
const ITEMS = [item(1, 'N', '이서연'), item(2, 'Y', '박지호')];
/** From the home's figures (no medal) to 소스등록 21/20 (gold) and 진단서비스 5/10 (bronze). */
const PROGRESS: Progress = { srcGoal: 20, custmCnt: 21, dgnssrvcGoal: 10, coupnCnt: 5, consGoal: 30, counselCnt: 3 };
const REFUSED = '본인의 일정만 변경할 수 있습니다.';

const EVENTS = [
  { type: 'user.toggleSchedule', sqno: 1 },
  { type: 'user.toggleSchedule', sqno: 2 },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.dismissError' },
  { type: 'xstate.done.actor.saveCompletion' },
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'not_found', rtMsg: REFUSED }) },
  // With no network the save waits in the outbox and the toggle goes on as saved (issue 18): the other failure is the server's.
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.reloadProgress', output: PROGRESS },
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
beforeEach(() => localStorage.clear());
afterEach(async () => {
  for (const h of homes) await h.close();
  homes = [];
  localStorage.clear();
});

async function home(progress: Progress) {
  const h = await openHome({ session: SESSION, now: NOW });
  homes.push(h);
  await h.answerLoad(homeAnswers({ schedules: ITEMS, progress }));
  return h;
}

describe('home screen: a covering set of the paths on the rendered dashboard', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: scheduleToggleSelectors })) it(path.description, () => replayOnHome(path));
});

async function replayOnHome(path: ModelPath) {
  const h = await home(BASE.progressInfo);
  const row = (name: string) => within(scheduleCard()).getByRole('checkbox', { name: new RegExp(name) });
  const dialog = () => within(scheduleCard()).queryByRole('alertdialog');
  /** What the goal cards show: the home's figures, then the last reloaded ones. */
  let shown = BASE.progressInfo;
  const closed: SeenMedal[] = [];
  const due = (): MedalAward | null => medalsToShow(shown, closed, MONTH)[0] ?? null;
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
    const req = await h.take(call);
    if (call === 'mySchedule/saveMyschedule') {
      expect({ cudType: req.form.get('cudType'), sqno: req.form.get('sqno'), cmplYn: req.form.get('cmplYn') }).toEqual({ cudType: 'CMP', ...aimed });
      expect(req.headers.blockYn).toBe('Y');
    }
    act(() => {
      if (e.type.startsWith('xstate.done')) req.respond(200, success(call === 'dashboard/progress' ? { progress: e.output } : {}));
      else if (e.error._tag === 'ServerError') req.respond(e.error.rt === 'not_found' ? 404 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
      else req.fail();
    });
    if (call === 'dashboard/progress' && e.type.startsWith('xstate.done')) shown = e.output;
  };

  await replayOnImplementation(path, {
    actor: () => h.child('scheduleToggle')!,
    settle: (check) => eventually(check),
    drivers: {
      'user.toggleSchedule': async (e) => {
        await closeAnnouncements();
        const box = row(e.sqno === 1 ? '이서연' : '박지호');
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
          const box = row(n === 0 ? '이서연' : '박지호');
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

  if (shown === BASE.progressInfo) return;
  // Every medal closed is kept: a fresh home on the same storage, with the same figures, announces none.
  await closeAnnouncements();
  expect(storedMedals(SESSION.userId).map((m) => medalKey(m, MONTH)).sort()).toEqual(closed.map((m) => medalKey(m, MONTH)).sort());
  await h.close();
  const fresh = await home(shown);
  await eventually(() => expect(fresh.child('medal')?.getSnapshot().value).toBe('idle'));
  expectMedalDialog(null);
  expectGoalBars(shown);
}
