// Model-based tests of the HQ schedule: every generated path on the bare machine; the list restarts for
// another month and stays for another day of the same month.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { hqScheduleMachine } from '../../../machines/schedule/hq-schedule.machine';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';

const EVENTS: AnyEventObject[] = [
  { type: 'calendar.changed', day: '2026-03-12', month: '202603' },
  { type: 'calendar.changed', day: '2026-03-13', month: '202603' },
  { type: 'calendar.changed', day: '2026-04-01', month: '202604' },
];
const contextKey = (c: any) => c.month;
const inert = hqScheduleMachine.provide({
  actors: {
    calendar: scheduleCalendarMachine.provide({ actors: inertActors(['readToday', 'loadMarks']) as any }),
    list: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }),
  } as any,
});
const paths = generatePaths(hqScheduleMachine, { events: EVENTS, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(hqScheduleMachine, taken));

describe('hq-schedule machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(2));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});
