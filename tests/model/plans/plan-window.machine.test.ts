// Model-based tests of the plan window on the bare machine (spec 3 §2 plan form, §4 write window): every
// generated path from each input — a planner without a query, the request alert's month, a plan by sqno, a
// partner — through the clock's readings, the calls' answers and failures and the window's timers.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { planWindowMachine } from '../../../machines/plans/plan-window.machine';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnMachine } from '../../support/replay';
import * as sel from '../../../machines/plans/plan-window.selectors';
import { EXIST_S, MARCH, WINDOW_EVENTS, WINDOW_INPUTS, windowInert, windowKey } from './plan-window.models';

const taken = new Set<string>();
afterAll(() => writeCoverage(planWindowMachine, taken));

describe('the plan window on the machine', () => {
  for (const [name, input] of Object.entries(WINDOW_INPUTS)) {
    const paths = cachedPaths(`plan-window-${name}`, planWindowMachine, { events: WINDOW_EVENTS, input, contextKey: windowKey }, generatePaths);
    for (const path of paths) it(`${name}: ${path.description}`, () => replayOnMachine(windowInert, input, path, taken, windowKey));
  }

  it('a new plan open at 11:59 of a first start day closes itself at 12:00, asking the clock and the window again', async () => {
    const clock = new SimulatedClock();
    let now = Date.parse('2026-04-01T11:59:00+09:00');
    const april = { firstSttDt: '2026-05-04', thisFirstSttDt: '2026-04-01', firstEndDt: '2026-04-10', firstEndDt2: '2026-04-14', fourthEndDt: '2026-04-24' };
    const asked: string[] = [];
    const machine = planWindowMachine.provide({
      actors: {
        readNow: fromPromise(async () => now),
        loadWindow: fromPromise(async ({ input }: { input: { thisYrmn: string } }) => (asked.push(input.thisYrmn), april)),
        loadExist: fromPromise(async () => EXIST_S),
      } as never,
    });
    const a = createActor(machine, { input: WINDOW_INPUTS.new!, clock }).start();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(a.getSnapshot().value).toEqual({ open: 'watching' });
    expect(sel.selectMonth(a.getSnapshot())).toBe('2026년 4월');
    now += 59_999;
    clock.increment(59_999);
    expect(a.getSnapshot().value).toEqual({ open: 'watching' });
    now += 1;
    clock.increment(1);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(a.getSnapshot().value).toBe('expired');
    expect(sel.selectAlert(a.getSnapshot())).toBe(m.planWriteClosed);
    expect(asked).toEqual(['202604', '202604']);
    a.stop();
  });

  it('asks the window of the month of the clock, with the month after it', async () => {
    const asked: unknown[] = [];
    const machine = planWindowMachine.provide({
      actors: { readNow: fromPromise(async () => Date.parse('2026-12-31T23:59:00+09:00')), loadWindow: fromPromise(async ({ input }) => (asked.push(input), MARCH)) } as never,
    });
    const a = createActor(machine, { input: WINDOW_INPUTS.new! }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{ thisYrmn: '202612', nextYrmn: '202701' }]);
    a.stop();
  });

  it('takes every transition', () => expect(allTransitionKeys(planWindowMachine).filter((k) => !taken.has(k))).toEqual([]));
});
