// Model-based tests of my plans on the rendered screen against the real server in-process (spec 3 §2 my
// plans, §5 plan name, §8): a covering set of the model's paths (every path also runs on the bare machine).
// planner01 signs in (the small seed's; e2e uses planner04); before each load is forwarded, the server is made to hold the plans the path's answer
// names (saved through eduplan/myPlanSave with catalogue products), so the screen shows the server's own
// list. Renames and deletes go to the server (checked there afterwards) or fail by injected faults.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { waitFor as waitForActor } from 'xstate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { myPlansMachine } from '../../../machines/plan-map/my-plans.machine';
import * as selectors from '../../../machines/plan-map/my-plans.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideMyPlans } from '../../../src/app/plan-map/my-plan-route';
import { msg } from '../../../src/domain/messages';
import type { PlanProduct } from '../../../src/domain/plan-map/contract';
import type { MyPlanEntry } from '../../../src/domain/plan-map/plan-contract';
import { MyPlansScreen } from '../../../src/screens/plan-map/my-plans-screen';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { ask, click, renderPlans, type PlansWorld } from '../plans/lists-world';
import { inert, myPlansPaths, OFFLINE } from './my-plans.model';

const USER = 'planner01';
const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(myPlansMachine, taken);
  await h.close();
});

const rendered = renderedPaths(myPlansPaths(), { machine: inert, selectors });
const onSale: PlanProduct[] = (await ask(h, USER, 'eduplan/base', {})).productList;
const serverPlans = async (): Promise<MyPlanEntry[]> => (await ask(h, USER, 'eduplan/myPlan', {})).myPlanList;

/** The server holds exactly `plans` (names and product counts) for planner01, newest first as listed. */
async function hold(plans: readonly MyPlanEntry[]) {
  for (const p of await serverPlans()) await ask(h, USER, 'eduplan/myPlanDel', { epmMySqno: String(p.epmMySqno) });
  for (const p of [...plans].reverse()) {
    const chosen = onSale.slice(0, p.prdtCnt).map((x) => ({ salecdSqno: x.salecdSqno, prchCnt: 1, dcYn: 'N' }));
    await ask(h, USER, 'eduplan/myPlanSave', { strSearchPrdt: JSON.stringify(chosen), strMyPlanInfo: JSON.stringify({ planNm: p.planNm }) });
  }
  expect((await serverPlans()).map((p) => [p.planNm, p.prdtCnt])).toEqual(plans.map((p) => [p.planNm, p.prdtCnt]));
}

let world: PlansWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

it('planner01’s seeded plans are listed newest first with their product counts', async () => {
  expect((await serverPlans()).map((p) => [p.planNm, p.prdtCnt])).toEqual([
    ['학습지 묶음', 5],
    ['전집 추천 플랜', 4],
  ]);
});

const dialog = () => screen.getByRole('alertdialog');
const inDialog = (name: string) => click(within(dialog()).getByRole('button', { name }));

describe('my plans on the rendered screen', () => {
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderPlans(h, {
        userid: USER,
        device: 'device-my-plans',
        desktop: false,
        held: ['eduplan/myPlan', 'eduplan/myPlanReNm', 'eduplan/myPlanDel'],
        machine: (flows, went) => provideMyPlans(flows, (to) => went.push(to)),
        input: undefined,
        screen: (actor) => <MyPlansScreen actor={actor as never} />,
        taken,
      });
      const w = world;
      const expectedWent: string[] = [];
      let index = 0;
      const ctx = () => path.steps[index]!.state.context as any;
      const nameOf = (sqno: number) => ctx().plans.find((p: MyPlanEntry) => p.epmMySqno === sqno).planNm as string;
      await replayOnImplementation(path as ModelPath, {
        actor: () => w.actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadMyPlans': async (e) => {
            await hold(e.output);
            await w.answer(await w.take('eduplan/myPlan'), e);
          },
          'xstate.error.actor.loadMyPlans': async (e) => void (await w.answer(await w.take('eduplan/myPlan'), e)),
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.add': async () => {
            expectedWent.push('/eduplanmap?myPlan=Y&from=myPlan');
            await click(screen.getByRole('button', { name: '추가' }));
          },
          'user.edit': (e) => click(screen.getByRole('button', { name: `${nameOf(e.epmMySqno)} 편집` })),
          'user.changeName': (e) => act(() => void fireEvent.change(screen.getByRole('textbox', { name: '플랜명' }), { target: { value: e.text } })),
          'user.done': () => click(screen.getByRole('button', { name: '완료' })),
          'user.cancelEdit': () => click(screen.getByRole('button', { name: '취소' })),
          'xstate.done.actor.renameMyPlan': async (e) => {
            const { epmMySqno, planNm } = ctx().editing;
            const req = await w.take('eduplan/myPlanReNm');
            expect(req.form.get('planNm')).toBe(planNm.trim());
            // The version the list gave (and each rename since) is the server's.
            const before = (await serverPlans()).find((p) => p.epmMySqno === Number(req.form.get('epmMySqno')))!;
            expect(req.form.get('version')).toBe(String(before.version));
            await w.answer(req, e);
            const stored = (await serverPlans()).find((p) => p.epmMySqno === Number(req.form.get('epmMySqno')))!;
            expect([stored.planNm, nameOf(epmMySqno)]).toEqual([planNm.trim(), nameOf(epmMySqno)]);
          },
          'xstate.error.actor.renameMyPlan': async (e) => void (await w.answer(await w.take('eduplan/myPlanReNm'), e)),
          'user.delete': (e) => click(screen.getByRole('button', { name: `${nameOf(e.epmMySqno)} 삭제` })),
          'user.confirm': () => inDialog('삭제'),
          'user.dismiss': () => inDialog('취소'),
          'xstate.done.actor.deleteMyPlan': async (e) => {
            const gone = nameOf(ctx().target);
            const req = await w.take('eduplan/myPlanDel');
            const listed = ctx().plans.find((p: MyPlanEntry) => p.epmMySqno === ctx().target);
            expect(req.form.get('version')).toBe(String((await serverPlans()).find((p) => p.planNm === listed.planNm)!.version));
            if (e.output.queued) {
              // The network fails: the outbox keeps the delete, and the server still holds the plan.
              // The outbox stores it some microtasks after the request fails: wait inside act for the screen's update.
              await act(async () => {
                const moved = waitForActor(w.actor, (s) => s.matches('deletedQueued'));
                await w.answer(req, { type: 'xstate.error.actor.deleteMyPlan', error: OFFLINE });
                await moved;
              });
              expect((await serverPlans()).map((p) => p.planNm)).toContain(gone);
            } else {
              await w.answer(req, e);
              expect((await serverPlans()).map((p) => p.planNm)).not.toContain(gone);
            }
          },
          'xstate.error.actor.deleteMyPlan': async (e) => void (await w.answer(await w.take('eduplan/myPlanDel'), e)),
          'user.dismissMessage': () => inDialog('확인'),
        },
        verify: async (step, i) => {
          index = i;
          const value = step.state.value as string;
          const c = step.state.context as any;
          await waitFor(() => {
            const region = screen.getByRole('region', { name: '나만의 플랜 목록' });
            expect(region).toHaveAttribute('aria-busy', String(value === 'loading'));
            if (value === 'loadFailed') expect(screen.getByRole('alert')).toHaveTextContent(msg.networkError);
            else expect(screen.queryByRole('alert')).toBeNull();
            const listed = !['loading', 'loadFailed', 'empty'].includes(value);
            if (value === 'empty') expect(screen.getByText('등록된 플랜이 없습니다.')).toBeInTheDocument();
            if (value !== 'loading' && value !== 'loadFailed') expect(screen.getByText(`총 ${listed ? c.plans.length : 0}개`)).toBeInTheDocument();
            const rows = screen.queryAllByRole('listitem');
            expect(rows).toHaveLength(listed ? c.plans.length : 0);
            if (listed)
              c.plans.forEach((p: MyPlanEntry, k: number) => {
                if (c.editing?.epmMySqno === p.epmMySqno) {
                  expect(within(rows[k]!).getByRole('textbox', { name: '플랜명' })).toHaveValue(c.editing.planNm);
                  expect(rows[k]!).toHaveTextContent(`${[...c.editing.planNm].length}/10`);
                } else {
                  expect(rows[k]!).toHaveTextContent(p.planNm);
                  expect(rows[k]!).toHaveTextContent(`상품 ${p.prdtCnt}개`);
                }
              });
            const busy = value === 'renaming' || value === 'deleting';
            for (const b of screen.queryAllByRole('button', { name: /편집|삭제|완료/ })) if (!dialogHas(b)) expect(b, b.textContent ?? '').toHaveProperty('disabled', busy || (c.editing !== null && !b.closest('.is-editing')));
            const texts: Record<string, string> = {
              nameRefused: '플랜명을 입력해주세요.',
              renamed: '플랜명 변경에 성공 하였습니다.',
              renameFailed: '플랜명 변경에 실패 하였습니다.',
              deleted: c.message ?? '',
              deletedQueued: c.message ?? '',
              confirmingDelete: `'${c.plans.find((p: MyPlanEntry) => p.epmMySqno === c.target)?.planNm}' 플랜을 삭제하시겠습니까?`,
            };
            if (value in texts) expect(dialog()).toHaveTextContent(texts[value]!);
            else expect(screen.queryByRole('alertdialog')).toBeNull();
            expect(w.went).toEqual(expectedWent);
          });
        },
      });
    });
});

const dialogHas = (el: HTMLElement) => el.closest('[role="alertdialog"]') !== null;
