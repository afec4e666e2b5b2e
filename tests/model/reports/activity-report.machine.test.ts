// Model-based tests of the activity report on the bare machine (spec 3 §2 /mypage/report): every
// generated path from the current month: the tabs, a year of months back and on again (never past the
// current month), loads answered or failed (offline, the server's message) and retried.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { activityReportMachine } from '../../../machines/reports/activity-report.machine';
import { addMonths, REPORT_MONTHS_BACK } from '../../../src/domain/reports/rules';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnMachine } from '../../support/replay';
import { ACTIVITY_EVENTS, ACTIVITY_INPUT, activityInert, activityKey } from './reports-models';

const paths = cachedPaths('activity-report', activityReportMachine, { events: ACTIVITY_EVENTS, input: ACTIVITY_INPUT, contextKey: activityKey }, generatePaths);
const taken = new Set<string>();
afterAll(() => writeCoverage(activityReportMachine, taken));

describe('the activity report on the machine', () => {
  it('reaches the earliest month and no further, and never a month after the current one', () => {
    const months = new Set(paths.flatMap((p) => p.steps.map((s) => (s.state.context as { month: string }).month)));
    expect(months.has(addMonths('202603', -REPORT_MONTHS_BACK + 1))).toBe(true);
    expect([...months].every((mo) => mo >= addMonths('202603', -REPORT_MONTHS_BACK + 1) && mo <= '202603')).toBe(true);
  });
  it('keeps the tab as the month moves, each move dropping the load under way and starting the month’s', () => {
    const asked: string[] = [];
    const loadReport = fromPromise<never, { thisYrmn: string }>(({ input }) => (asked.push(input.thisYrmn), new Promise<never>(() => {})));
    const a = createActor(activityReportMachine.provide({ actors: { loadReport } as never }), { input: ACTIVITY_INPUT }).start();
    a.send({ type: 'user.selectTab', tab: 'previous' });
    a.send({ type: 'user.prevMonth' });
    a.send({ type: 'user.prevMonth' });
    a.send({ type: 'user.nextMonth' });
    expect(a.getSnapshot().value).toEqual({ comparison: 'vsPrevious', records: 'loading' });
    expect(asked).toEqual(['202603', '202602', '202601', '202602']);
    a.stop();
  });
  for (const path of paths) it(path.description, () => replayOnMachine(activityInert, ACTIVITY_INPUT, path, taken, activityKey));
  it('takes every transition', () => expect(allTransitionKeys(activityReportMachine).filter((k) => !taken.has(k))).toEqual([]));
});
