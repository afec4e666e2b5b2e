// Model-based tests of the medals: every generated path on the machine, then on the rendered goal cards
// and medal dialog, whose actor runs medalActors over the real UiMemory on in-memory storage. A gate
// holds each memory call until the path answers it (memory already holding medals, an unreadable
// memory, a refused write), and each step checks what the user sees and what the storage keeps.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { medalMachine, type MedalContext } from '../../machines/medal/medal.machine';
import { selectShownMedal } from '../../machines/medal/medal.selectors';
import { medalActors } from '../../src/app/actors/medal';
import { fromEffectOn, type Runtime } from '../../src/app/from-effect';
import type { Progress } from '../../src/domain/contracts/dashboard';
import { msg } from '../../src/domain/messages';
import { goalCards, MEDAL_NAMES, medalMessage, medalsToShow, type SeenMedal } from '../../src/domain/rules/goals';
import { GoalCards } from '../../src/screens/dashboard/goal-cards';
import { MedalDialog } from '../../src/screens/dashboard/medal-dialog';
import { UiMemory, UiMemoryNotSaved, uiMemoryKey } from '../../src/services/ui-memory.service';
import { memoryStorage, WebStorage, type StorageLike } from '../../src/services/web-storage.service';
import { generatePaths, writeCoverage, type ModelPath } from '../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../support/replay';

const USER = 'planner01';
const MONTH = '202603';
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
const medalKey = (m: { name: string; type: string; yyyymm?: string }) => `${m.name}/${m.type}/${m.yyyymm ?? MONTH}`;
const contextKey = (c: MedalContext) => [
  Object.keys(FIXTURES).find((k) => FIXTURES[k] === c.progress || JSON.stringify(FIXTURES[k]) === JSON.stringify(c.progress)),
  c.seen.map(medalKey).sort(),
  c.current ? medalKey(c.current) : null,
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

describe('medal machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(15));
  for (const path of paths)
    it(path.description, () => replayOnMachine(medalMachine.provide({ actors: inertActors(['loadSeenMedals', 'rememberMedal']) as never }), INPUT, path, taken, contextKey));
});

type MedalActor = ActorRefFrom<typeof medalMachine>;

/** Local storage whose next read or write of the UI memory can be made to throw, like a broken browser storage. */
function breakableStorage() {
  const inner = memoryStorage();
  const faults = { read: false, write: false };
  const storage: StorageLike = Object.assign(inner, {
    getItem: ((get) => (k: string) => {
      if (faults.read && k.startsWith('ep.ui.')) {
        faults.read = false;
        throw new Error('SecurityError');
      }
      return get(k);
    })(inner.getItem),
    setItem: ((set) => (k: string, v: string) => {
      if (faults.write && k.startsWith('ep.ui.')) {
        faults.write = false;
        throw new Error('QuotaExceededError');
      }
      set(k, v);
    })(inner.setItem),
  });
  return { storage, faults };
}

/** Holds each memory call until the test releases it (as the http gate does for requests). */
function memoryGate() {
  const held: { kind: 'load' | 'remember'; release: () => void }[] = [];
  const hold = (input: unknown) =>
    new Promise<void>((release) => held.push({ kind: input === undefined ? 'load' : 'remember', release }));
  const release = async (kind: 'load' | 'remember') => {
    await waitFor(() => expect(held.some((h) => h.kind === kind), `a held ${kind} call`).toBe(true), { timeout: 2000, interval: 5 });
    const i = held.findIndex((h) => h.kind === kind);
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

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('goal cards and medal dialog: the same paths on the rendered view', () => {
  for (const path of paths) it(path.description, () => replayRendered(path));
});

async function replayRendered(path: ModelPath) {
  const { storage, faults } = breakableStorage();
  const runtime = ManagedRuntime.make(Layer.provide(UiMemory.layer, WebStorage.layer({ local: storage, session: memoryStorage() })));
  const fromEffect = fromEffectOn(runtime as unknown as Runtime<UiMemory>);
  const gate = memoryGate();
  const gated = ((program: (input: unknown) => Effect.Effect<unknown, unknown, UiMemory>) =>
    fromEffect((input: unknown) => Effect.andThen(Effect.promise(() => gate.hold(input)), program(input)))) as never;
  const provided = (via: never) => medalMachine.provide({ actors: medalActors(via, USER) as never });
  const actor = createActor(provided(gated), { input: INPUT }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<Harness actor={actor} />);

  const stored = () => (JSON.parse(storage.getItem(uiMemoryKey(USER)) ?? '{"medals":[]}') as { medals: SeenMedal[] }).medals;
  /** What the storage must hold: the medals seeded for the path, then each medal closed and stored. */
  const expected: SeenMedal[] = [];
  /** Every medal closed in this run, stored or not. */
  const closedNow: SeenMedal[] = [];

  await replayOnImplementation(path, {
    actor: () => actor,
    settle: (check) => waitFor(check, { interval: 5 }),
    drivers: {
      'xstate.done.actor.loadSeenMedals': async (e) => {
        for (const m of (e as unknown as { output: SeenMedal[] }).output) {
          await runtime.runPromise(UiMemory.use((u) => u.rememberMedal(USER, m)));
          expected.push(m);
        }
        await gate.release('load');
      },
      'xstate.error.actor.loadSeenMedals': async () => {
        // UiMemory reads a throwing storage as nothing seen: the states the model's error branch reaches.
        faults.read = true;
        await gate.release('load');
      },
      'user.closeMedal': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: msg.medalClose })),
      'xstate.done.actor.rememberMedal': () => gate.release('remember'),
      'xstate.error.actor.rememberMedal': async () => {
        faults.write = true;
        await gate.release('remember');
      },
      'progress.updated': (e) => void act(() => actor.send(e as never)),
    },
    verify: async (step, i) => {
      const c = step.state.context as MedalContext;
      const closed = i > 0 ? (path.steps[i - 1]!.state.context as MedalContext).current : null;
      if (step.event.type === 'user.closeMedal' && closed) closedNow.push({ name: closed.name, type: closed.type, yyyymm: MONTH });
      if (step.event.type === 'xstate.done.actor.rememberMedal' && closed) expected.push({ name: closed.name, type: closed.type, yyyymm: MONTH });
      // Whatever the model says: a medal closed or stored before never shows again, and at rest none is due.
      const known = [...stored(), ...closedNow];
      if (step.state.value === 'showing') expect(known.map(medalKey)).not.toContain(medalKey(c.current!));
      if (step.state.value === 'idle') expect(medalsToShow(c.progress, known, MONTH)).toEqual([]);
      await waitFor(() => {
        const dialog = screen.queryByRole('alertdialog');
        if (step.state.value === 'showing') {
          const m = c.current!;
          expect(dialog).toHaveAccessibleName(msg.medalTitle(MEDAL_NAMES[m.type]));
          expect(dialog).toHaveTextContent(medalMessage(m));
          expect(within(dialog!).getByRole('img', { name: MEDAL_NAMES[m.type] })).toBeInTheDocument();
        } else expect(dialog).toBeNull();
        for (const card of goalCards(c.progress)) {
          const region = screen.getByRole('region', { name: card.name });
          expect(within(region).getByRole('progressbar', { name: msg.goalRatioLabel(card.name) })).toHaveAttribute('aria-valuenow', String(card.ratio));
          expect(region).toHaveTextContent(msg.goalProgress(card.done, card.goal, card.ratio));
          expect(within(region).queryByRole('img')?.getAttribute('aria-label') ?? null).toBe(card.medal ? MEDAL_NAMES[card.medal] : null);
        }
        expect(stored().map(medalKey).sort()).toEqual(expected.map(medalKey).sort());
      }, { interval: 5 });
      // After a close the medal is kept: a later visit (a fresh actor on the same storage) does not show it.
      if (step.event.type === 'xstate.done.actor.rememberMedal' && closed) {
        const fresh = createActor(provided(fromEffect as never), { input: { progress: c.progress, yyyymm: MONTH } }).start();
        try {
          await waitFor(() => expect(fresh.getSnapshot().matches('loading')).toBe(false), { interval: 5 });
          const next = medalsToShow(c.progress, stored(), MONTH)[0] ?? null;
          expect(selectShownMedal(fresh.getSnapshot())).toEqual(next);
          expect(next && medalKey(next)).not.toBe(medalKey(closed));
        } finally {
          fresh.stop();
        }
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
    // The swiper's pagination is reachable from the keyboard.
    for (const bullet of screen.getAllByRole('button', { name: /번째 카드로 이동$/ })) expect(bullet).toHaveAttribute('tabindex', '0');
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
