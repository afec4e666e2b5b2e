// The medal machine alone, with actors that answer only when told: the order medals show in, what
// counts as seen (stored, other months, closed during this run), and medals earned by a reload.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Progress } from '../../src/domain/dashboard/contract';
import type { SeenMedal } from '../../src/domain/dashboard/goals';
import { inertActors } from '../../tests/support/replay';
import { medalMachine } from './medal.machine';
import { selectShownMedal } from './medal.selectors';

const MONTH = '202603';
/** 소스등록 60% bronze, 진단서비스 80% silver, 상담 100% (capped) gold. */
const ALL_THREE: Progress = { srcGoal: 20, custmCnt: 12, dgnssrvcGoal: 10, coupnCnt: 8, consGoal: 30, counselCnt: 45 };
/** Nothing above 49%. */
const NONE: Progress = { srcGoal: 20, custmCnt: 9, dgnssrvcGoal: 10, coupnCnt: 4, consGoal: 0, counselCnt: 7 };

function start(progress: Progress, stored: readonly SeenMedal[] | Error) {
  const asked: SeenMedal[] = [];
  const rememberMedal = fromPromise<void, SeenMedal>(({ input }) => {
    asked.push(input);
    return new Promise<never>(() => {});
  });
  const actors = { ...inertActors(['loadSeenMedals']), rememberMedal };
  const actor = createActor(medalMachine.provide({ actors: actors as never }), { input: { progress, yyyymm: MONTH } });
  actor.start();
  if (stored instanceof Error) actor.send({ type: 'xstate.error.actor.loadSeenMedals', error: stored } as never);
  else actor.send({ type: 'xstate.done.actor.loadSeenMedals', output: stored } as never);
  const shown = () => {
    const m = selectShownMedal(actor.getSnapshot());
    return m ? `${m.name} ${m.type}` : null;
  };
  const close = (remembered: boolean) => {
    actor.send({ type: 'user.closeMedal' });
    actor.send((remembered ? { type: 'xstate.done.actor.rememberMedal' } : { type: 'xstate.error.actor.rememberMedal', error: new Error('quota') }) as never);
  };
  return { actor, shown, close, asked };
}

describe('medal machine', () => {
  it('shows due medals one after another, in card order', () => {
    const m = start(ALL_THREE, []);
    expect(m.shown()).toBe('소스등록 bronze');
    m.close(true);
    expect(m.shown()).toBe('진단서비스 silver');
    m.close(true);
    expect(m.shown()).toBe('상담 gold');
    m.close(true);
    expect(m.shown()).toBeNull();
    expect(m.actor.getSnapshot().value).toBe('idle');
  });

  it('asks to remember the closed medal with its month', () => {
    const m = start(ALL_THREE, []);
    m.actor.send({ type: 'user.closeMedal' });
    expect(m.shown()).toBeNull();
    expect(m.asked).toEqual([{ name: '소스등록', type: 'bronze', yyyymm: MONTH }]);
    m.actor.send({ type: 'xstate.done.actor.rememberMedal' } as never);
    m.close(true);
    expect(m.asked.map((x) => x.name)).toEqual(['소스등록', '진단서비스']);
  });

  it('skips medals stored for this month, not those of another month', () => {
    const m = start(ALL_THREE, [
      { name: '소스등록', type: 'bronze', yyyymm: MONTH },
      { name: '진단서비스', type: 'silver', yyyymm: '202602' },
    ]);
    expect(m.shown()).toBe('진단서비스 silver');
  });

  it('a medal whose remembering failed does not show again in this run', () => {
    const m = start(ALL_THREE, []);
    m.close(false);
    expect(m.shown()).toBe('진단서비스 silver');
    m.close(false);
    m.close(false);
    m.actor.send({ type: 'progress.updated', progress: ALL_THREE });
    expect(m.shown()).toBeNull();
  });

  it('an unreadable memory still celebrates the medals', () => {
    expect(start(ALL_THREE, new Error('storage')).shown()).toBe('소스등록 bronze');
  });

  it('a reload that crosses a threshold shows the new medal; a better medal on the same card is new', () => {
    const m = start(NONE, []);
    expect(m.shown()).toBeNull();
    m.actor.send({ type: 'progress.updated', progress: { ...NONE, custmCnt: 10 } });
    expect(m.shown()).toBe('소스등록 bronze');
    m.close(true);
    m.actor.send({ type: 'progress.updated', progress: { ...NONE, custmCnt: 16 } });
    expect(m.shown()).toBe('소스등록 silver');
  });

  it('a reload while a medal is open keeps it open and shows the newly earned one after it', () => {
    const m = start({ ...NONE, custmCnt: 10 }, []);
    m.actor.send({ type: 'progress.updated', progress: { ...NONE, custmCnt: 20, coupnCnt: 5 } });
    expect(m.shown()).toBe('소스등록 bronze');
    m.close(true);
    expect(m.shown()).toBe('소스등록 gold');
    m.close(true);
    expect(m.shown()).toBe('진단서비스 bronze');
  });
});
