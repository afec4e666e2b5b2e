// Model-based tests of the accompany lookup on the rendered popup pages against the real server in-process
// on PGlite, inside the fake Android shell (spec 2 §2 Organisation list, User schedule list, §4, §6):
// (1) the organisation list (orgList): planner01's branch without planner01, searched by name, a member
//     chosen (its schedules open in the same popup), or closed;
// (2) a member's schedules (userScheduleList): live ones from the seed day on, grouped by date, one picked
//     and reported to the schedule form (acmp-schedule-selected through the shell), or closed.
// Covering sets of each machine's paths (every path also runs on the bare machine); the lists answer from
// the server by themselves, and the expected rows are the server's own answers read first.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate';
import * as orgSelectors from '../../../machines/schedule/org-list.selectors';
import { orgListMachine } from '../../../machines/schedule/org-list.machine';
import * as userScheduleSelectors from '../../../machines/schedule/user-schedule-list.selectors';
import { userScheduleListMachine } from '../../../machines/schedule/user-schedule-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideOrgList } from '../../../src/app/schedule/org-list-route';
import { provideUserScheduleList } from '../../../src/app/schedule/user-schedule-list-route';
import { makeFlows } from '../../../src/app/flows';
import { HOME_PATH } from '../../../src/domain/app/routes';
import type { OrgMember, ScheduleRow } from '../../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { userScheduleListHref } from '../../../src/domain/schedule/pages';
import { msg } from '../../../src/domain/messages';
import { NetworkError } from '../../../src/domain/shared/errors';
import { GRADE_NAMES, isPosition } from '../../../src/domain/shared/roles';
import { OrgListScreen } from '../../../src/screens/schedule/org-list-screen';
import { UserScheduleListScreen } from '../../../src/screens/schedule/user-schedule-list-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from './schedule-machines.fixtures';
import { dataOf, withWeekday } from './schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const orgPage = async (name: string): Promise<OrgMember[]> =>
  (await dataOf(h, 'planner01', 'mySchedule/getMyOrgList', { searchUsername: name, selfExcept: 'Y', offset: '0', size: '10' })).myOrgList;
const schedulesOf = async (userid: string): Promise<ScheduleRow[]> =>
  (await dataOf(h, 'planner01', 'mySchedule/getScheduleListByUserid', { searchUserid: userid, offset: '0', size: '10' })).myScheduleList;
const BRANCH = await orgPage('');
const MEMBER = BRANCH.find((x) => x.userid === 'planner02')!;
const NAMED = await orgPage(MEMBER.username);
const MEMBER_ROWS = await schedulesOf(MEMBER.userid);
const PICKED = MEMBER_ROWS[0]!;

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});
afterAll(() => h.close());

it('planner01’s branch lists its members without planner01, planner02 among them with schedules ahead', () => {
  expect(BRANCH.map((x) => x.userid)).not.toContain('planner01');
  expect(NAMED.map((x) => x.userid)).toContain(MEMBER.userid);
  expect(MEMBER_ROWS.length).toBeGreaterThan(0);
  expect(MEMBER_ROWS.every((r) => r.dltnYn === 'N' && r.scdlDivCd !== 'SSD06' && r.endDt >= '2026-03-12')).toBe(true);
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finishing = (inert: AnyStateMachine, input: unknown) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null));

function runModel(o: {
  name: string;
  machine: AnyStateMachine;
  inert: AnyStateMachine;
  inputs: readonly unknown[];
  events: AnyEventObject[];
  contextKey: (c: any) => unknown;
  selectors: Record<string, unknown>;
  rendered: (path: ModelPath, input: unknown) => Promise<void>;
}) {
  const taken = new Set<string>();
  afterAll(() => writeCoverage(o.machine, taken));
  describe(o.name, () => {
    o.inputs.forEach((input, i) => {
      const paths = cachedPaths(`${o.machine.id}-${i}`, o.machine, { events: o.events, input, contextKey: o.contextKey }, generatePaths).map(finishing(o.inert, input));
      for (const path of paths) it(`machine: ${path.description}`, () => replayOnMachine(o.inert, input, path, taken, o.contextKey));
      for (const path of renderedPaths(paths, { machine: o.inert, input, selectors: o.selectors })) it(path.description, () => o.rendered(path, input));
    });
    itCoversEveryTransition(o.machine, taken);
  });
}

const told = (shell: { calls: readonly { action: string; payload: any }[] }) => shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
const closes = (shell: { calls: readonly { action: string }[] }) => shell.calls.filter((k) => k.action === 'close').length;

runModel({
  name: 'the organisation list',
  machine: orgListMachine,
  inert: orgListMachine.provide({ actors: { ...(inertActors(['finish']) as any), memberList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } }),
  inputs: [{ username: '' }, { username: MEMBER.username }],
  events: [{ type: 'user.search', username: ` ${MEMBER.username} ` }, { type: 'user.choose', member: MEMBER }, { type: 'user.close' }, { type: 'xstate.done.actor.finish' }],
  contextKey: (c) => c.username,
  selectors: orgSelectors,
  rendered: async (path, input) => {
    const went: [string, boolean][] = [];
    const w = await sectionWorld(h, { userid: 'planner01', held: [], device: 'device-0000-org', shell: true });
    const actor: AnyActorRef = createActor(provideOrgList(makeFlows(w.runtime), (to, replace) => went.push([to, replace])), { input: input as any }).start();
    stop = async () => {
      actor.stop();
      await w.stop();
    };
    render(<OrgListScreen actor={actor as any} />);
    await replayOnImplementation(path, {
      actor: () => actor,
      settle: (check) => waitFor(check),
      isAuto,
      drivers: {
        'user.search': (e) => {
          const box = screen.getByRole('searchbox', { name: m.orgSearchLabel });
          fireEvent.change(box, { target: { value: e.username } });
          // Enter in the box searches (the form's submit).
          return act(() => void fireEvent.submit(box.closest('form')!));
        },
        'user.choose': async (e) => click(await screen.findByRole('button', { name: new RegExp(`${e.member.username}.*${e.member.userid}`) })),
        'user.close': () => click(screen.getByRole('button', { name: m.orgClose })),
      },
      verify: (step, index) =>
        waitFor(() => {
          const chosen = path.steps.slice(1, index + 1).filter((st) => st.event.type === 'user.choose');
          const member = chosen.map((): [string, boolean] => [userScheduleListHref(MEMBER.userid), false]);
          if (step.state.value === 'closed') {
            expect(told(w.shell!)).toEqual([]);
            expect(closes(w.shell!)).toBe(1);
            return expect(went).toEqual([...member, [HOME_PATH, true]]);
          }
          expect(went).toEqual(member);
          const rows = (step.state.context as any).username === '' ? BRANCH : NAMED;
          const shown = within(screen.getByRole('list', { name: m.orgListLabel })).getAllByRole('listitem');
          expect(shown.map((li) => li.textContent)).toEqual(rows.map((r) => `${isPosition(r.orgnzPstn) ? GRADE_NAMES[r.orgnzPstn] : r.orgnzPstn}${r.username}${r.userid}`));
        }),
    });
  },
});

runModel({
  name: 'a member’s schedules to accompany',
  machine: userScheduleListMachine,
  inert: userScheduleListMachine.provide({ actors: { ...(inertActors(['finish', 'loadPlanner']) as any), scheduleList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } }),
  inputs: [{ userid: MEMBER.userid }],
  events: [
    { type: 'xstate.done.actor.loadPlanner', output: MEMBER },
    { type: 'xstate.error.actor.loadPlanner', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
    { type: 'user.pick', schedule: PICKED },
    { type: 'user.confirm' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.finish' },
  ],
  contextKey: (c) => [c.planner?.userid ?? null, c.error, c.picked?.sqno ?? null],
  selectors: userScheduleSelectors,
  rendered: async (path, input) => {
    // The planner's header call is held: answered by the server, or failed (a fault) for the retry.
    const w = await sectionWorld(h, { userid: 'planner01', held: ['mySchedule/getUserInfoByUserid'], device: 'device-0000-usl', shell: true });
    const went: string[] = [];
    const actor: AnyActorRef = createActor(provideUserScheduleList(makeFlows(w.runtime), (to) => went.push(to)), { input: input as any }).start();
    stop = async () => {
      actor.stop();
      await w.stop();
    };
    render(<UserScheduleListScreen actor={actor as any} />);
    const firstRadio = async () => within((await screen.findAllByRole('list'))[0]!).getAllByRole('radio')[0]!;
    await replayOnImplementation(path, {
      actor: () => actor,
      settle: (check) => waitFor(check),
      isAuto,
      drivers: {
        'xstate.done.actor.loadPlanner': async () => {
          const req = await w.take('mySchedule/getUserInfoByUserid');
          await act(async () => expect((await w.server.forward(req)).body.data.userInfo).toEqual(MEMBER));
        },
        'xstate.error.actor.loadPlanner': async () => {
          const req = await w.take('mySchedule/getUserInfoByUserid');
          act(() => req.fail());
        },
        'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
        'user.pick': async () => click(await firstRadio()),
        'user.confirm': () => click(screen.getByRole('button', { name: m.pick })),
        'user.close': () => click(screen.getByRole('button', { name: m.close })),
      },
      verify: (step) =>
        waitFor(() => {
          const c = step.state.context as any;
          const v = step.state.value;
          if (v === 'closed') {
            // The form takes the followed schedule's times and place, and whose it is (spec 2 §4).
            const report = { event: 'acmp-schedule-selected', sqno: PICKED.sqno, username: MEMBER.username, allYn: PICKED.allYn, sttDt: PICKED.sttDt, sttHr: PICKED.sttHr, endDt: PICKED.endDt, endHr: PICKED.endHr, addrNm: PICKED.addrNm, addr: PICKED.addr, addrDtpt: PICKED.addrDtpt };
            expect(told(w.shell!)).toEqual(c.picked ? [report] : []);
            expect(closes(w.shell!)).toBe(1);
            return expect(went).toEqual([HOME_PATH]);
          }
          expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual(v === 'failed' ? [msg.networkError] : []);
          if (v === 'loading' || v === 'failed') return expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
          // The header as the server has the planner.
          expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(m.userSchedulesOf(MEMBER.username, MEMBER.userid));
          // The schedules under their start days, in the server's order.
          const days = [...new Set(MEMBER_ROWS.map((r) => r.sttDt))];
          expect(screen.getAllByRole('heading', { level: 3 }).map((x) => x.textContent)).toEqual(days.map(withWeekday));
          for (const day of days) expect(within(screen.getByRole('list', { name: withWeekday(day) })).getAllByRole('radio')).toHaveLength(MEMBER_ROWS.filter((r) => r.sttDt === day).length);
          expect(screen.getAllByRole('radio')[0]).toHaveProperty('checked', c.picked !== null);
          expect(screen.getByRole('button', { name: m.pick })).toHaveProperty('disabled', c.picked === null);
        }),
    });
  },
});
