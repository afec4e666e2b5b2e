// Model-based tests of own activity info (spec 3 §2, §3 own info, §4 rank progress and labels, §6 COG01):
// every generated path of the my-edu-infor machine on the bare machine and a covering set on the rendered
// screen against the real server in-process on PGlite, as a planner (graph and monthly panel) and as a branch
// head (neither); mypage/myEduInfor is held so a path can fail it (a fault) or forward it. The screen is
// checked against the server's answer with the spec's rules written out here; then every other position's
// level line.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { myEduInforMachine, type MyEduInfo } from '../../../machines/reports/my-edu-infor.machine';
import * as myEduSelectors from '../../../machines/reports/my-edu-infor.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideMyEduInfor } from '../../../src/app/reports/my-edu-infor-actors';
import { msg } from '../../../src/domain/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { MyEduInforScreen } from '../../../src/screens/reports/my-edu-infor-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { sectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from '../schedule/schedule-machines.fixtures';
import { dataOf } from '../schedule/schedule-world';
import { expectedRank, expectOwnInfo } from './my-edu-infor.checks';

const h = await createHarness(TEST_DATABASES[0]!);
const infoOf = async (userid: string): Promise<MyEduInfo> => dataOf(h, userid, 'mypage/myEduInfor', {});
const USERS = [
  { userid: 'planner01', info: await infoOf('planner01') },
  { userid: 'branch01', info: await infoOf('branch01') },
];
afterAll(() => h.close());

it('a planner’s answer has six months, a branch head’s none (spec 3 §6)', () => {
  expect(USERS[0]!.info.months).toHaveLength(6);
  expect(USERS[1]!.info.months).toEqual([]);
});

const SERVER_DOWN = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
const contextKey = (c: any) => [c.info?.akdcde ?? null, c.error, c.month];
const inert = myEduInforMachine.provide({ actors: inertActors(['loadInfo']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(myEduInforMachine, taken));

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

async function start(userid: string, held: readonly string[]) {
  const w = await sectionWorld(h, { userid, held, device: `device-0000-edu-${userid}`, shell: false });
  const actor: AnyActorRef = createActor(provideMyEduInfor(makeFlows(w.runtime).fromEffect)).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<MyEduInforScreen actor={actor as any} />);
  return { w, actor };
}

describe.each(USERS)('own activity info of $userid', ({ userid, info }) => {
  const months = info.months.map((m) => m.yyyymm);
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.loadInfo', output: info },
    { type: 'xstate.error.actor.loadInfo', error: new NetworkError({ detail: 'offline' }) },
    { type: 'xstate.error.actor.loadInfo', error: SERVER_DOWN },
    { type: 'user.retry' },
    ...[months[0], months.at(-2)].filter((m) => m !== undefined).map((yyyymm) => ({ type: 'user.selectMonth', yyyymm })),
  ];
  const paths = cachedPaths(`myEduInfor-${userid}`, myEduInforMachine, { events, contextKey }, generatePaths);

  describe('machine', () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(2));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
  });

  describe('screen', () => {
    for (const path of renderedPaths(paths, { machine: inert, selectors: myEduSelectors }))
      it(path.description, async () => {
        const { w, actor } = await start(userid, ['mypage/myEduInfor']);
        const answer = async (e: AnyEventObject) => {
          const req = await w.take('mypage/myEduInfor');
          if (e.type.startsWith('xstate.done.')) return act(async () => expect((await w.server.forward(req)).body.data).toEqual(info));
          act(() => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
        };
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          drivers: {
            'xstate.done.actor.loadInfo': answer,
            'xstate.error.actor.loadInfo': answer,
            'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: msg.retry })),
            'user.selectMonth': (e) => void fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${Number(e.yyyymm.slice(0, 4))}년 ${Number(e.yyyymm.slice(4))}월 `) })),
          },
          verify: (step) =>
            waitFor(() => {
              const v = step.state.value;
              const c = step.state.context as { error: string | null; month: string | null };
              expect(screen.queryByRole('status', { name: msg.myEduLoading }) !== null).toBe(v === 'loading');
              expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual(v === 'failed' ? [c.error] : []);
              if (v !== 'ready') return expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
              expectOwnInfo(info, c.month);
            }),
        });
      });
  });
});

describe('every position’s level and next rank (spec 3 §4, own-info reading)', () => {
  for (const userid of ['district01', 'master01', 'planner02', 'planner03', 'partner01'])
    it(userid, async () => {
      const info = await infoOf(userid);
      await start(userid, []);
      await screen.findByRole('meter');
      const rank = expectedRank(info.gubun, info.siljuck);
      expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', String(rank.level));
      expect(info.need).toBe(rank.need);
      expect(within(screen.getByRole('region', { name: msg.myEduFigures })).getByText(rank.text(info.need))).toBeInTheDocument();
      expect(screen.getByRole('group', { name: msg.myEduGraph })).toBeInTheDocument();
    });
});

itCoversEveryTransition(myEduInforMachine, taken);
