// Model-based tests of the read-only plan on the rendered screen against the real server in-process (spec 3
// §2, §3 sales plan, §4 edit window): a covering set of the open, closed and member models' paths (every
// path also runs on the bare machine). planner01 opens their plan of March (its edit window holds the test
// day: 수정 opens the form) and of February (closed: 수정 shows the refusal); branch01 opens planner01's
// March plan (no 수정). The load waits in the request gate: forwarded to the server, whose answer the
// screen must show (goals ×10,000 won, first-registered values, counts, periods' shares, memo, last save),
// or failed (offline, or the server's message) and retried.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { planViewMachine } from '../../../machines/plans/plan-view.machine';
import * as selectors from '../../../machines/plans/plan-view.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { providePlanView } from '../../../src/app/plans/plan-view-route';
import { msg } from '../../../src/domain/messages';
import type { Plan, PlanListRow } from '../../../src/domain/plans/contract';
import { PlanViewScreen } from '../../../src/screens/plans/plan-view-screen';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { click, renderPlans, ask, type PlansWorld } from './lists-world';
import { inert, planViewModels, REFUSED } from './plan-view.model';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(planViewMachine, taken);
  await h.close();
});

const models = planViewModels().map((m) => ({ ...m, rendered: renderedPaths(m.paths, { machine: inert, input: { sqno: 1, ...m.input }, selectors }) }));
/** The owners' plan numbers by month, from their own list. */
const OWN: PlanListRow[] = (await ask(h, 'planner01', 'bsnPln/list', { offset: '0', size: '10', searchYear: '2026' })).list;
const sqnoOf = (yrmn: string) => OWN.find((r) => r.planYrmn === yrmn)!.sqno;

const won = (man: number) => `${(man * 10_000).toLocaleString('ko-KR')}원`;
/** A period's share: the total × ratio %, to 1,000 won (0.1 of the 10,000-won unit). */
const share = (total: number, ratio: string) => `${(Math.round((total * Number(ratio)) / 10) * 1_000).toLocaleString('ko-KR')}원`;

let world: PlansWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

it('the scripted refusal is the server’s own message for a plan not the caller’s', async () => {
  const other = await h.call('bsnPln/info', { sqno: String(sqnoOf('202603')) }, { token: await h.as('planner02') });
  expect(other.body.rtMsg).toBe(REFUSED.rtMsg);
});

it('planner01’s plans of March and February are saved, one with a goal changed since first registered, with a memo', async () => {
  const march: Plan = await ask(h, 'planner01', 'bsnPln/info', { sqno: String(sqnoOf('202603')) });
  const feb: Plan = await ask(h, 'planner01', 'bsnPln/info', { sqno: String(sqnoOf('202602')) });
  expect([march.stat, feb.stat]).toEqual(['C', 'C']);
  expect(march.periodList.map((p) => p.cdVl1)).toEqual(['10', '25', '25', '25', '15']);
  expect(march.endDt <= '2026-03-12' && '2026-03-12' <= march.endDt2).toBe(true);
  expect(feb.endDt2 < '2026-03-12').toBe(true);
});

const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;
const term = (within_: HTMLElement, label: string) => within(within_).getByText(label, { selector: 'dt' }).nextElementSibling!;

function expectPlan(p: Plan) {
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${p.planYr}년 ${Number(p.planMn)}월`);
  const goals = section('목표');
  const amounts = [
    ['전집', p.cmclGoalAmt, p.orcpCmclGoalAmt],
    ['멤버쉽', p.mmbsGoalAmt, p.orcpMmbsGoalAmt],
    ['프리패스', p.frpsGoalAmt, p.orcpFrpsGoalAmt],
    ['기타', p.etcGoalAmt, p.orcpEtcGoalAmt],
  ] as const;
  for (const [label, now, first] of amounts) {
    const dd = term(goals, label);
    expect(dd).toHaveTextContent(won(now));
    if (first !== now) expect(dd).toHaveTextContent(`최초 ${won(first)}`);
    else expect(dd.textContent).not.toContain('최초');
  }
  const counts = [
    ['소스', p.srcGoalCscnt],
    ['진단서비스', p.dgnssrvcGoalCscnt],
    ['리크루팅', p.rcrtGoalCscnt],
    ['기존상담', p.exsnConsCscnt],
    ['신규상담', p.newConsCscnt],
  ] as const;
  for (const [label, n] of counts) expect(term(goals, label)).toHaveTextContent(`${n.toLocaleString('ko-KR')}건`);
  const periods = section('구간별 목표');
  expect(within(periods).getAllByRole('term').map((t) => t.textContent)).toEqual(p.periodList.map((x) => x.cdNm));
  for (const x of p.periodList) expect(term(periods, x.cdNm)).toHaveTextContent(`${x.cdVl1}% · ${share(p.amtSum, x.cdVl1)}`);
  expect(within(section('메모')).getByRole('paragraph').textContent).toBe(p.memo);
  if (p.updtDttm) expect(screen.getByText(`최종 저장 ${p.updtDttm}`)).toBeInTheDocument();
}

for (const model of models)
  describe(`the read-only plan on the rendered screen: ${model.name}`, () => {
    const call = model.input.member ? 'bsnPln/memberInfo' : 'bsnPln/info';
    const sqno = sqnoOf(model.yrmn);
    for (const path of model.rendered)
      it(path.description, async () => {
        world = await renderPlans(h, {
          userid: model.userid,
          device: `device-plan-view-${model.name}`,
          desktop: false,
          held: [call],
          machine: (flows, went) => providePlanView(flows, (to) => went.push(to)),
          input: { sqno, ...model.input },
          screen: (actor) => <PlanViewScreen actor={actor as never} />,
          taken,
        });
        const w = world;
        let plan: Plan | null = null;
        const expectedWent: string[] = [];
        await replayOnImplementation(path as ModelPath, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          drivers: {
            'xstate.done.actor.loadPlan': async (e) => {
              const req = await w.take(call);
              expect(req.form.get('sqno')).toBe(String(sqno));
              plan = await w.answer(req, e);
            },
            'xstate.error.actor.loadPlan': async (e) => void (await w.answer(await w.take(call), e)),
            'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
            'user.edit': async () => {
              if (model.name === 'open') expectedWent.push(`/mypage/bsnPlnReg?sqno=${sqno}`);
              await click(screen.getByRole('button', { name: '수정' }));
            },
            'user.dismiss': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          },
          verify: async (step) => {
            const value = step.state.value as string;
            const error = (step.state.context as { message: string | null }).message;
            await waitFor(() => {
              if (value === 'loading') expect(screen.getByRole('region', { name: msg.planViewLabel })).toHaveAttribute('aria-busy', 'true');
              // The failure's message as the path's error gives it (the server's rtMsg, or the network's message).
              if (value === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(error!);
              if (value === 'ready' || value === 'editRefused') {
                expectPlan(plan!);
                expect(screen.queryByRole('button', { name: '수정' }) !== null, '수정').toBe(!model.input.member);
              }
              if (value === 'editRefused') expect(screen.getByRole('alertdialog')).toHaveTextContent('수정 가능 기간이 아닙니다.');
              else expect(screen.queryByRole('alertdialog')).toBeNull();
              expect(w.went).toEqual(expectedWent);
            });
          },
        });
      });
  });
