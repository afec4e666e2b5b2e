// Model-based tests of the daily report on the bare machine (spec 3 §2 /dailyReport): every generated path
// from today (no trgDate) and from the first day the reports hold: a day back and on (never past today, never
// before that first day), each move shown in the URL, loads answered or failed and retried. A trgDate that
// is not a real day up to today opens today.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dailyReportMachine } from '../../../machines/reports/daily-report.machine';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnMachine } from '../../support/replay';
import { DAILY_EVENTS, DAILY_INPUTS as INPUTS, dailyInert, dailyKey, TODAY } from './reports-models';

const taken = new Set<string>();
afterAll(() => writeCoverage(dailyReportMachine, taken));

describe('the daily report on the machine', () => {
  it.each([
    ['20260311', '20260311'],
    ['20260313', TODAY],
    ['20260230', TODAY],
    ['2026031', TODAY],
    [null, TODAY],
  ])('trgDate %s shows %s', (trgDate, day) => {
    const a = createActor(dailyInert, { input: { today: TODAY, trgDate } }).start();
    expect(a.getSnapshot().context.day).toBe(day);
    a.stop();
  });

  it('moving shows each new day in the URL', () => {
    const shown: string[] = [];
    const a = createActor(dailyReportMachine.provide({ actions: { showDay: (_, { day }) => void shown.push(day) }, actors: dailyInert.implementations.actors as any }), { input: INPUTS[0]! }).start();
    a.send({ type: 'user.nextDay' });
    a.send({ type: 'user.prevDay' });
    a.send({ type: 'user.prevDay' });
    a.send({ type: 'user.nextDay' });
    a.stop();
    expect(shown).toEqual(['20260311', '20260310', '20260311']);
  });

  it('each move drops the load under way and starts the day’s', () => {
    const asked: string[] = [];
    const loadDaily = fromPromise<never, { day: string }>(({ input }) => (asked.push(input.day), new Promise<never>(() => {})));
    const a = createActor(dailyReportMachine.provide({ actors: { loadDaily } as never }), { input: INPUTS[0]! }).start();
    a.send({ type: 'user.prevDay' });
    a.send({ type: 'user.prevDay' });
    a.send({ type: 'user.nextDay' });
    expect(asked).toEqual([TODAY, '20260311', '20260310', '20260311']);
    a.stop();
  });

  for (const input of INPUTS) {
    const paths = cachedPaths(`daily-report-${input.trgDate ?? 'today'}`, dailyReportMachine, { events: DAILY_EVENTS, input, contextKey: dailyKey }, generatePaths);
    describe(`from ${input.trgDate ?? 'today'}`, () => {
      for (const path of paths) it(path.description, () => replayOnMachine(dailyInert, input, path, taken, dailyKey));
    });
  }
  it('takes every transition', () => expect(allTransitionKeys(dailyReportMachine).filter((k) => !taken.has(k))).toEqual([]));
});
