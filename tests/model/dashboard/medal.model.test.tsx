// Model-based tests of the medals: every generated path on the machine, then on a rendered view with the
// real medal actors and UiMemory over jsdom's localStorage. Paths the real app can take run on the whole
// home screen of district01 against the real server in-process: its goal figures are set on the server as
// the results feed sets them (the path's START at the load, then each new figure before the user completes
// a schedule on the card, whose save and progress reload go to the server); paths only a slow memory could produce run on
// the goal cards and medal dialog with each memory call held until the path answers it. Each view
// replays a covering set of its paths (tests/support/covering-set.ts); all of them run on the machine.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { medalMachine, type MedalContext } from '../../../machines/dashboard/medal.machine';
import * as medalSelectors from '../../../machines/dashboard/medal.selectors';
import { selectShownMedal } from '../../../machines/dashboard/medal.selectors';
import { medalActors } from '../../../src/app/dashboard/medal-actors';
import { fromEffectOn, type Runtime } from '../../../src/app/from-effect';
import type { Progress } from '../../../src/domain/dashboard/contract';
import { msg } from '../../../src/domain/messages';
import { medalMessage, medalsToShow, type SeenMedal } from '../../../src/domain/dashboard/goals';
import { GoalCards } from '../../../src/screens/dashboard/goal-cards';
import { MedalDialog } from '../../../src/screens/dashboard/medal-dialog';
import { UiMemory, UiMemoryNotSaved, uiMemoryKey } from '../../../src/services/ui-memory.service';
import { WebStorage } from '../../../src/services/web-storage.service';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { closeMedalDialog, expectGoalBars, expectMedalDialog, medalKey, storedMedals, toggleFirstSchedule } from '../../support/home-checks';
import { openHome, type Home } from '../../support/home-screen';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { storageFaults } from '../../support/storage-faults';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { SEED_MONTH as MONTH, writeProgress } from './dashboard.fixtures';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'district01';
/** 소스등록 exactly 50%: bronze; 진단서비스 40%: none; 상담 without a goal. */
const START: Progress = { srcGoal: 20, custmCnt: 10, dgnssrvcGoal: 10, coupnCnt: 4, consGoal: 0, counselCnt: 0 };
/** After completed schedules: 소스등록 25/20 capped at 100% gold, 진단서비스 exactly 80% silver. */
const CROSSED: Progress = { srcGoal: 20, custmCnt: 25, dgnssrvcGoal: 10, coupnCnt: 8, consGoal: 0, counselCnt: 2 };
const FIXTURES: Record<string, Progress> = { START, CROSSED };
/** Stored before: this month's 소스등록 bronze, and last month's 진단서비스 silver (does not count now). */
const SOME_SEEN: SeenMedal[] = [
  { name: '소스등록', type: 'bronze', yyyymm: MONTH },
  { name: '진단서비스', type: 'silver', yyyymm: '202602' },
];

const EVENTS = [
  { type: 'xstate.done.actor.loadSeenMedals', output: [] },
  { type: 'xstate.done.actor.loadSeenMedals', output: SOME_SEEN },
  { type: 'xstate.error.actor.loadSeenMedals', error: new Error('storage unreadable') },
  { type: 'xstate.done.actor.rememberMedal' },
  { type: 'xstate.error.actor.rememberMedal', error: new UiMemoryNotSaved({ key: uiMemoryKey(USER) }) },
  { type: 'user.closeMedal' },
  { type: 'progress.updated', progress: START },
  { type: 'progress.updated', progress: CROSSED },
];
const key = (m: { name: string; type: string; yyyymm?: string }) => medalKey(m, MONTH);
const contextKey = (c: MedalContext) => [
  Object.keys(FIXTURES).find((k) => JSON.stringify(FIXTURES[k]) === JSON.stringify(c.progress)),
  c.seen.map(key).sort(),
  c.current ? key(c.current) : null,
];
const INPUT = { progress: START, yyyymm: MONTH };
/** Path names with the fixtures named (the generic label cuts the progress JSON short). */
const label = (e: { type: string; output?: unknown; progress?: Progress }) =>
  e.type === 'progress.updated'
    ? `progress.updated ${e.progress?.custmCnt === START.custmCnt ? 'START' : 'CROSSED'}`
    : e.type === 'xstate.done.actor.loadSeenMedals'
      ? `${e.type} ${(e.output as SeenMedal[]).length ? 'some seen' : 'none seen'}`
      : e.type;
const paths = generatePaths(medalMachine, { events: EVENTS, input: INPUT, contextKey }).map((p) => ({
  ...p,
  description: p.steps.slice(1).map((st) => label(st.event as never)).join(' → '),
}));
const taken = new Set<string>();
afterAll(() => writeCoverage(medalMachine, taken));

const inert = medalMachine.provide({ actors: inertActors(['loadSeenMedals', 'rememberMedal']) as never });

describe('medal machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(15));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const isMemoryCall = (e: { type: string }) => /\.(loadSeenMedals|rememberMedal)$/.test(e.type);
/**
 * The app's memory is localStorage, which answers at once, and the medal dialog is modal: the medals
 * are read as soon as the home loads, a closed medal is stored at once, and the figures change only
 * (through the schedule card) while no medal shows. The still-loading initial state is never seen there.
 */
const homeCanTake = (p: ModelPath) =>
  p.steps.length > 1 &&
  p.steps.slice(1).every(({ event }, n) => {
    const before = p.steps[n]!;
    if (event.type.endsWith('loadSeenMedals')) return n === 0;
    if (event.type.endsWith('rememberMedal')) return before.event.type === 'user.closeMedal';
    if (event.type === 'progress.updated') return before.state.value === 'idle';
    return true;
  });
const homePaths = paths.filter(homeCanTake);
const slowMemoryPaths = paths.filter((p) => !homeCanTake(p));

/** Per step, from the path alone: what storage must hold (seeded, then each close stored) and every medal closed. */
function ledger(path: ModelPath) {
  const stored: SeenMedal[] = [];
  const closed: SeenMedal[] = [];
  return path.steps.map((step, i) => {
    const e = step.event as { type: string; output?: SeenMedal[] };
    const before = i > 0 ? (path.steps[i - 1]!.state.context as MedalContext).current : null;
    const asSeen = before && { name: before.name, type: before.type, yyyymm: MONTH };
    if (e.type === 'xstate.done.actor.loadSeenMedals') stored.push(...e.output!);
    if (e.type === 'user.closeMedal' && asSeen) closed.push(asSeen);
    if (e.type === 'xstate.done.actor.rememberMedal' && asSeen) stored.push(asSeen);
    return { stored: [...stored], closed: [...closed] };
  });
}

/** After each step, on either view: the medal shown (never one closed or stored before), the bars, the storage. */
async function checkStep(step: ModelPath['steps'][number], entry: ReturnType<typeof ledger>[number]) {
  const c = step.state.context as MedalContext;
  const known = [...entry.stored, ...entry.closed];
  if (step.state.value === 'showing') expect(known.map(key)).not.toContain(key(c.current!));
  if (step.state.value === 'idle') expect(medalsToShow(c.progress, known, MONTH)).toEqual([]);
  await eventually(() => {
    expectMedalDialog(step.state.value === 'showing' ? c.current : null);
    expectGoalBars(c.progress);
    expect(storedMedals(USER).map(key).sort()).toEqual(entry.stored.map(key).sort());
  });
}

const seed = (medals: readonly SeenMedal[]) => localStorage.setItem(uiMemoryKey(USER), JSON.stringify({ medals }));

let faults: ReturnType<typeof storageFaults>['faults'];
let cleanups: (() => Promise<void> | void)[] = [];
beforeEach(() => {
  localStorage.clear();
  const patched = storageFaults();
  faults = patched.faults;
  cleanups = [patched.restore];
});
afterEach(async () => {
  for (const undo of cleanups.reverse()) await undo();
  localStorage.clear();
});

/** The home once loaded, its goal figures (the server's) checked to be `progress`. */
async function home(progress: Progress): Promise<Home> {
  const w = await openHome(h, { userid: USER });
  cleanups.push(() => w.close());
  await w.loaded();
  expect((await w.last('dashboard')).progressInfo).toEqual(progress);
  return w;
}

/** The results feed sets the user's figures on the server (undone after the test). */
async function feed(progress: Progress) {
  const undo = await writeProgress(h, USER, progress);
  if (!cleanups.includes(undoFeed)) {
    firstUndo = undo;
    cleanups.unshift(undoFeed);
  }
}
let firstUndo: (() => Promise<void>) | null = null;
/** Puts the figures read before the first feed back. */
const undoFeed = async () => {
  await firstUndo?.();
  firstUndo = null;
};

describe('home screen: a covering set of the paths the app can take', () => {
  it('takes some', () => expect(homePaths.length).toBeGreaterThan(10));
  for (const path of renderedPaths(homePaths, { machine: inert, input: INPUT, selectors: medalSelectors })) it(path.description, () => replayOnHome(path));
});

async function replayOnHome(path: ModelPath) {
  const load = path.steps[1]!.event as { type: string; output?: SeenMedal[] };
  await feed(START);
  if (load.output) seed(load.output);
  else faults.read = true;
  const w = await home(START);
  const refusals = path.steps.filter((s) => s.event.type.endsWith('rememberMedal')).map((s) => s.event.type.startsWith('xstate.error'));
  const entries = ledger(path);
  await replayOnImplementation(path, {
    actor: () => w.child('medal')!,
    settle: (check) => eventually(check),
    isAuto: isMemoryCall,
    drivers: {
      'user.closeMedal': () => {
        faults.write = refusals.shift()!;
        closeMedalDialog();
      },
      'progress.updated': async (e) => {
        await feed(e.progress);
        expect(await toggleFirstSchedule(w)).toEqual(e.progress);
      },
    },
    verify: (step, i) => checkStep(step, entries[i]!),
  });
  // A later visit on the same storage announces the first medal due that was not stored, if any.
  const last = path.steps.at(-1)!.state.context as MedalContext;
  await w.close();
  const fresh = await home(last.progress);
  await eventually(() => expect(['idle', 'showing']).toContain(fresh.child('medal')?.getSnapshot().value));
  expectMedalDialog(medalsToShow(last.progress, entries.at(-1)!.stored, MONTH)[0] ?? null);
  expectGoalBars(last.progress);
}

// ---- orderings only a slow memory produces: the goal cards and medal dialog alone ----

type MedalActor = ActorRefFrom<typeof medalMachine>;

/** Holds each memory call until the test releases it (as the http gate does for requests). */
function memoryGate() {
  const held: { kind: 'load' | 'remember'; release: () => void }[] = [];
  const hold = (input: unknown) => new Promise<void>((release) => held.push({ kind: input === undefined ? 'load' : 'remember', release }));
  const release = async (kind: 'load' | 'remember') => {
    const i = await eventually(() => {
      const found = held.findIndex((h) => h.kind === kind);
      expect(found, `a held ${kind} call`).toBeGreaterThanOrEqual(0);
      return found;
    });
    await act(async () => held.splice(i, 1)[0]!.release());
  };
  return { hold, release };
}

function Harness({ actor }: { readonly actor: MedalActor }) {
  const progress = useSelector(actor, (s) => s.context.progress);
  return (
    <>
      <GoalCards progress={progress} />
      <MedalDialog actor={actor} />
    </>
  );
}

describe('goal cards and medal dialog: a covering set of the paths only a slow memory produces', () => {
  for (const path of renderedPaths(slowMemoryPaths, { machine: inert, input: INPUT, selectors: medalSelectors })) it(path.description, () => replayOnPieces(path));
});

async function replayOnPieces(path: ModelPath) {
  const runtime = ManagedRuntime.make(Layer.provide(UiMemory.layer, WebStorage.layer({ local: localStorage, session: sessionStorage })));
  const fromEffect = fromEffectOn(runtime as unknown as Runtime<UiMemory>);
  const gate = memoryGate();
  const gated = ((program: (input: unknown) => Effect.Effect<unknown, unknown, UiMemory>) =>
    fromEffect((input: unknown) => Effect.andThen(Effect.promise(() => gate.hold(input)), program(input)))) as never;
  const provided = (via: never) => medalMachine.provide({ actors: medalActors(via, USER) as never });
  const actor = createActor(provided(gated), { input: INPUT }).start();
  cleanups.push(async () => {
    actor.stop();
    await runtime.dispose();
  });
  render(<Harness actor={actor} />);
  const entries = ledger(path);

  await replayOnImplementation(path, {
    actor: () => actor,
    settle: (check) => eventually(check),
    drivers: {
      'xstate.done.actor.loadSeenMedals': async (e) => {
        seed((e as unknown as { output: SeenMedal[] }).output);
        await gate.release('load');
      },
      // UiMemory reads a throwing storage as nothing seen: the states the model's error branch reaches.
      'xstate.error.actor.loadSeenMedals': async () => {
        faults.read = true;
        await gate.release('load');
      },
      'user.closeMedal': closeMedalDialog,
      'xstate.done.actor.rememberMedal': () => gate.release('remember'),
      'xstate.error.actor.rememberMedal': async () => {
        faults.write = true;
        await gate.release('remember');
      },
      'progress.updated': (e) => void act(() => actor.send(e as never)),
    },
    verify: async (step, i) => {
      await checkStep(step, entries[i]!);
      // After a close is stored, a later visit (a fresh actor on the same storage) does not show it.
      const closed = i > 0 ? (path.steps[i - 1]!.state.context as MedalContext).current : null;
      if (step.event.type !== 'xstate.done.actor.rememberMedal' || !closed) return;
      const c = step.state.context as MedalContext;
      const fresh = createActor(provided(fromEffect as never), { input: { progress: c.progress, yyyymm: MONTH } }).start();
      try {
        await eventually(() => expect(fresh.getSnapshot().matches('loading')).toBe(false));
        const next = medalsToShow(c.progress, entries[i]!.stored, MONTH)[0] ?? null;
        expect(selectShownMedal(fresh.getSnapshot())).toEqual(next);
        expect(next && key(next)).not.toBe(key(closed));
      } finally {
        fresh.stop();
      }
    },
  });
}

describe('goal cards and medal dialog: details the paths do not reach', () => {
  it('floors and caps each ratio and shows the medal it earns', () => {
    render(<GoalCards progress={{ srcGoal: 20, custmCnt: 25, dgnssrvcGoal: 9, coupnCnt: 7, consGoal: 0, counselCnt: 0 }} />);
    const card = (name: string) => screen.getByRole('region', { name });
    expect(within(card('소스등록')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(card('소스등록')).toHaveTextContent('25 / 20건 · 100%');
    expect(within(card('소스등록')).getByRole('img', { name: '금메달' })).toBeInTheDocument();
    expect(card('진단서비스')).toHaveTextContent('7 / 9건 · 77%');
    expect(within(card('진단서비스')).getByRole('img', { name: '동메달' })).toBeInTheDocument();
    expect(card('상담')).toHaveTextContent('0 / 0건 · 0%');
    expect(within(card('상담')).queryByRole('img')).toBeNull();
    // Drawn with the app's own graphics: no colour-emoji glyph that a desktop without the font shows as a box.
    for (const medal of screen.getAllByRole('img')) {
      expect(medal.tagName.toLowerCase()).toBe('svg');
      expect(medal.textContent).toBe('');
    }
    // The carousel's dots and the row itself are reachable from the keyboard.
    const dots = screen.getAllByRole('button', { name: /번째 카드로 이동$/ });
    expect(dots.length).toBeGreaterThan(0);
    for (const dot of dots) {
      dot.focus();
      expect(dot).toHaveFocus();
    }
    const row = within(screen.getByRole('group', { name: `${msg.goalCardsTitle} 카드` })).getByRole('list');
    row.focus();
    expect(row).toHaveFocus();
  });

  it('the dialog takes the focus on 닫기, and Escape closes it like the button', () => {
    const actor = createActor(medalMachine.provide({ actors: inertActors(['loadSeenMedals', 'rememberMedal']) as never }), { input: INPUT }).start();
    actor.send({ type: 'xstate.done.actor.loadSeenMedals', output: [] } as never);
    render(<MedalDialog actor={actor} />);
    const dialog = screen.getByRole('alertdialog', { name: '동메달 획득' });
    expect(dialog).toHaveAccessibleDescription(medalMessage({ name: '소스등록', type: 'bronze', ratio: 50 }));
    expect(within(dialog).getByRole('button', { name: msg.medalClose })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('remembering');
    actor.stop();
  });
});
