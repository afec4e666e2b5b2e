// Model-based tests of the planner list on the rendered screen against the real server in-process (spec 3
// §2 /eduplanmap/orgList, §6): every path of the branch head's model (branch01, the real getMyOrgList
// pages) and the planner's (planner05: refused, back), inside the fake Android shell. A planner chosen opens
// the customer search popup for them through the shell; its report opens the map with that planner's id.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type InspectionEvent } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { plannerListMachine } from '../../../machines/plan-map/planner-list.machine';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { providePlannerList } from '../../../src/app/plan-map/org-list-route';
import { msg } from '../../../src/domain/messages';
import { planMapMessages as m } from '../../../src/domain/plan-map/messages';
import { PlannerListScreen } from '../../../src/screens/plan-map/planner-list-screen';
import { Clock } from '../../../src/services/clock.service';
import { testAppRuntime } from '../../support/app-runtime';
import { allTransitionKeys, transitionKey, writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { finishedBy } from '../customers/section-world';
import { ask } from '../plans/lists-world';
import { inert, plannerListModels } from './planner-list.model';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(plannerListMachine, taken);
  await h.close();
});

type Row = { userid: string; username: string; orgnzPstn: string };
/** branch01's planners (the first page), and those a search by the first one's family name finds (the model's search). */
const ALL = (await ask(h, 'branch01', 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'Y', offset: '0', size: '10' })).myOrgList as Row[];
const SEARCH = ALL[0]!.username.slice(0, 1);
const FOUND = (await ask(h, 'branch01', 'mySchedule/getMyOrgList', { searchUsername: SEARCH, selfExcept: 'Y', offset: '0', size: '10' })).myOrgList as Row[];

it('branch01 has planners, and a search finds some', () => expect([ALL.length > 0, FOUND.length > 0]).toEqual([true, true]));

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

const isShellAnswer = (e: AnyEventObject) => e.type === 'xstate.done.actor.openPopup' || e.type === 'xstate.error.actor.openPopup';
/** The fake shell answers a popup at once: paths that act while it is opening run on the bare machine only. */
const shellAnswersAtOnce = (p: ModelPath) => p.steps.every((st, i) => pending(st.state.value) === null || isShellAnswer(p.steps[i + 1]?.event ?? { type: '' }));
const pending = (v: unknown) => (typeof v === 'object' && (v as { listing?: string } | null)?.listing === 'opening' ? 'openPopup' : null);

for (const model of plannerListModels())
  describe(`the planner list on the rendered screen: ${model.name}`, () => {
    const userid = model.name === 'branch' ? 'branch01' : 'planner05';
    for (const path of model.paths.map(finishedBy(inert, model.input, pending)).filter(shellAnswersAtOnce))
      it(path.description, async () => {
        localStorage.clear();
        const login = await h.loginAnswer(userid, { autoLoginYn: 'Y' });
        localStorage.setItem('ep.session', JSON.stringify(login.body.data));
        const shell: FakeShellControl = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
        const runtime = testAppRuntime(serverFetch(h).fetch, `device-planners-${model.name}`, Clock.layerFixed(TEST_NOW));
        const went: string[] = [];
        let backs = 0;
        const machine = providePlannerList(makeFlows(runtime), window.location.origin, { go: (to) => went.push(to), back: () => void backs++ });
        let self: AnyActorRef | undefined;
        const actor = createActor(machine, {
          input: model.input,
          inspect: (ev: InspectionEvent) => {
            if (ev.type === '@xstate.microstep' && (self === undefined || ev.actorRef === self)) for (const t of (ev as any)._transitions) taken.add(transitionKey(t));
          },
        });
        self = actor;
        actor.start();
        render(<PlannerListScreen actor={actor} />);
        const android = window as unknown as { EduPlannerAndroid?: unknown };
        const realShell = android.EduPlannerAndroid;
        stop = async () => {
          actor.stop();
          android.EduPlannerAndroid = realShell;
          await runtime.dispose();
          shell.uninstall();
        };
        let at = 0;
        let shown = ALL;
        let chosen: Row | null = null;
        const expectedWent: string[] = [];
        const popups: string[] = [];
        const step = (f: (e: AnyEventObject) => unknown) => async (e: AnyEventObject) => {
          at++;
          await f(e);
        };
        await replayOnImplementation(path as ModelPath, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          isAuto: isShellAnswer,
          drivers: {
            'user.search': step(() => {
              shown = FOUND;
              act(() => void fireEvent.change(screen.getByRole('searchbox', { name: m.planOrgSearchLabel }), { target: { value: SEARCH } }));
              act(() => void fireEvent.submit(screen.getByRole('search')));
            }),
            'user.choose': step(async () => {
              chosen = shown[0]!;
              if (path.steps[at + 1]?.event.type === 'xstate.error.actor.openPopup') delete android.EduPlannerAndroid;
              else popups.push(`/commonPopup/custSearch/${chosen.userid}`);
              const row = await screen.findByRole('button', { name: new RegExp(chosen.username) });
              await act(async () => void fireEvent.click(row));
            }),
            'popup.custSelected': step((e) => {
              if (chosen) expectedWent.push(`/eduplanmap?custDiv=${e.custDiv}&kwkkey=${e.kwkkey}&custNm=${encodeURIComponent(e.custNm)}&targetId=${chosen.userid}`);
              act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'cust-selected', kwkkey: e.kwkkey, custDiv: e.custDiv, custNm: e.custNm, custDivDetail: 'SCD01', tel1: '010', tel2: '1111', tel3: '2222' } } }));
            }),
            'user.dismiss': step(() => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })))),
            'user.goBack': step(() => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })))),
          },
          verify: async (s) => {
            if (isShellAnswer(s.event)) {
              at++;
              android.EduPlannerAndroid = realShell;
            }
            const value = s.state.value;
            await waitFor(() => {
              if (value === 'refused') expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.forbidden);
              if (value === 'leaving') expect(backs).toBe(1);
              if (typeof value === 'object') {
                // The rows as the server lists them: position, name, id; the first page of the current search.
                const list = screen.getByRole('list', { name: m.planOrgListLabel });
                expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(shown.map((r) => `${gradeOf(r.orgnzPstn)}${r.username}${r.userid}`));
                if ((value as { listing: string }).listing === 'notice') expect(screen.getByRole('alertdialog')).toBeInTheDocument();
                else expect(screen.queryByRole('alertdialog')).toBeNull();
              }
              expect(went).toEqual(expectedWent);
              expect(shell.calls.filter((c) => c.action === 'openNewPage').map((c) => new URL(String(c.payload.url)).pathname)).toEqual(popups);
            });
          },
        });
      });
  });

const gradeOf = (code: string) => ({ COG01: '지점장', COG02: '지국장', COGA2: '마스터', COG03: '1급', COG04: '2급', COG05: '3급', COG06: '파트너' })[code] ?? code;

it('the rendered paths take every transition of the planner list', () => expect(allTransitionKeys(plannerListMachine).filter((k) => !taken.has(k))).toEqual([]));
