// Model-based tests of the schedule view and the accompany lookup on the bare machines (spec 2 §2, §4, §6):
// every transition from generated paths, replayed with the transitions recorded: a schedule shown,
// modified, deleted after confirming (a failed delete keeps it), the deleted notice (dltnYn Y, or gone);
// the branch's planners searched and one chosen; a planner's schedule picked and reported, or closed.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { orgListMachine } from '../../../machines/schedule/org-list.machine';
import { scheduleViewMachine } from '../../../machines/schedule/schedule-view.machine';
import { userScheduleListMachine } from '../../../machines/schedule/user-schedule-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';
import { itCoversEveryTransition, ROW } from './schedule-machines.fixtures';

function model(name: string, machine: AnyStateMachine, inert: AnyStateMachine, inputs: unknown[], events: AnyEventObject[], contextKey: (c: any) => unknown) {
  const taken = new Set<string>();
  afterAll(() => writeCoverage(machine, taken));
  describe(name, () => {
    for (const input of inputs) {
      const paths = generateCoveringPaths(machine, { events, input, contextKey, inert, taken: new Set() });
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    }
    itCoversEveryTransition(machine, taken);
  });
}

model(
  'the schedule view',
  scheduleViewMachine,
  scheduleViewMachine.provide({ actors: inertActors(['loadSchedule', 'deleteSchedule', 'finish']) as any }),
  [{ sqno: 7 }],
  [
    { type: 'xstate.done.actor.loadSchedule', output: ROW },
    { type: 'xstate.done.actor.loadSchedule', output: { ...ROW, dltnYn: 'Y' } },
    { type: 'xstate.error.actor.loadSchedule', error: new ServerError({ rt: 'not_found', rtMsg: m.notFound }) },
    { type: 'xstate.error.actor.loadSchedule', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
    { type: 'user.modify' },
    { type: 'user.delete' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.dismissMessage' },
    { type: 'xstate.done.actor.deleteSchedule' },
    { type: 'xstate.error.actor.deleteSchedule', error: new ServerError({ rt: 'server_error', rtMsg: '삭제하지 못했습니다.' }) },
    { type: 'xstate.done.actor.finish' },
  ],
  (c) => [c.schedule?.dltnYn ?? null, c.error, c.message],
);

const MEMBER = { userid: 'planner02', username: '박동행', orgnzPstn: 'COG03' };
model(
  'the organisation lookup',
  orgListMachine,
  orgListMachine.provide({ actors: { ...(inertActors(['finish']) as any), memberList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } }),
  [{ username: '' }, { username: '박' }],
  [{ type: 'user.search', username: ' 박동 ' }, { type: 'user.choose', member: MEMBER }, { type: 'user.close' }, { type: 'xstate.done.actor.finish' }],
  (c) => c.username,
);

model(
  'a planner’s schedules to accompany',
  userScheduleListMachine,
  userScheduleListMachine.provide({ actors: { ...(inertActors(['finish', 'loadPlanner']) as any), scheduleList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } }),
  [{ userid: 'planner02' }],
  [
    { type: 'xstate.done.actor.loadPlanner', output: { userid: 'planner02', username: '박동행', orgnzPstn: 'COG04' } },
    { type: 'xstate.error.actor.loadPlanner', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
    { type: 'user.pick', schedule: { ...ROW, userid: 'planner02' } },
    { type: 'user.confirm' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.finish' },
  ],
  (c) => [c.planner?.userid ?? null, c.error, c.picked?.sqno ?? null],
);
