// Model-based tests of the plan register on the rendered screen against the real server in-process (spec 3
// §2 plan register, §5 plan name, §8): a covering set of the model's paths (every path also runs on the bare
// machine). planner01's plan draft is written to session storage as the path's draft says (two products of
// the seed's catalogue, or none) before the screen starts; the catalogue's names and the save go to the
// server (the new plan is then in planner01's list and the draft is gone) or fail by injected faults.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Effect } from 'effect';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { planRegMachine } from '../../../machines/plan-map/plan-reg.machine';
import * as selectors from '../../../machines/plan-map/plan-reg.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { providePlanReg } from '../../../src/app/plan-map/plan-reg-route';
import type { PlanProduct } from '../../../src/domain/plan-map/contract';
import { EMPTY_DRAFT, type PlanDraft } from '../../../src/domain/plan-map/draft';
import type { MyPlanEntry } from '../../../src/domain/plan-map/plan-contract';
import { makePlanDraft } from '../../../src/services/plan-draft.service';
import { makeWebStorage } from '../../../src/services/web-storage.service';
import { PlanRegScreen } from '../../../src/screens/plan-map/plan-reg-screen';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { ask, click, renderPlans, type PlansWorld } from '../plans/lists-world';
import { inert, planRegPaths, USER } from './plan-reg.model';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(planRegMachine, taken);
  await h.close();
});

const rendered = renderedPaths(planRegPaths(), { machine: inert, input: { userId: USER }, selectors });
const onSale: PlanProduct[] = (await ask(h, USER, 'eduplan/base', {})).productList;
const serverPlans = async (): Promise<MyPlanEntry[]> => (await ask(h, USER, 'eduplan/myPlan', {})).myPlanList;
const drafts = () => makePlanDraft(makeWebStorage({ local: localStorage, session: sessionStorage }));
/** The path's draft with the catalogue's first products in place of the model's. */
const realDraft = (d: PlanDraft): PlanDraft => ({ customer: null, products: d.products.map((p, i) => ({ ...p, salecdSqno: onSale[i]!.salecdSqno })) });

let world: PlansWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  sessionStorage.clear();
});

const dialog = () => screen.getByRole('alertdialog');

describe('the plan register on the rendered screen', () => {
  for (const path of rendered)
    it(path.description, async () => {
      const draft = realDraft((path.steps[1]?.event as { output?: PlanDraft } | undefined)?.output ?? EMPTY_DRAFT);
      Effect.runSync(drafts().write(USER, draft));
      const before = await serverPlans();
      world = await renderPlans(h, {
        userid: USER,
        device: 'device-plan-reg',
        desktop: false,
        held: ['eduplan/base', 'eduplan/myPlanSave'],
        machine: (flows, went) => providePlanReg(flows, { go: (to) => went.push(to), back: () => went.push('back') }),
        input: { userId: USER },
        screen: (actor) => <PlanRegScreen actor={actor as never} />,
        taken,
      });
      const w = world;
      const expectedWent: string[] = [];
      let named = false;
      let queued = false;
      await replayOnImplementation(path as ModelPath, {
        actor: () => w.actor,
        settle: (check) => waitFor(check),
        isAuto: (e) => e.type === 'xstate.done.actor.readDraft',
        drivers: {
          'xstate.done.actor.loadNames': async (e) => {
            await w.answer(await w.take('eduplan/base'), e);
            named = true;
          },
          'xstate.error.actor.loadNames': async (e) => void (await w.answer(await w.take('eduplan/base'), e)),
          'user.changeName': (e) => act(() => void fireEvent.change(screen.getByRole('textbox', { name: '플랜명' }), { target: { value: e.text } })),
          'user.cancel': async () => {
            expectedWent.push('back');
            await click(screen.getByRole('button', { name: '취소' }));
          },
          'user.submit': () => click(screen.getByRole('button', { name: '등록' })),
          'xstate.done.actor.saveMyPlan': async (e) => {
            const req = await w.take('eduplan/myPlanSave');
            const planNm = (w.actor.getSnapshot().context.planNm as string).trim();
            expect(JSON.parse(req.form.get('strMyPlanInfo')!)).toEqual({ planNm });
            expect(JSON.parse(req.form.get('strSearchPrdt')!)).toEqual(draft.products);
            if (e.output.queued) {
              // The network fails: the outbox keeps the save, the draft goes (the entry holds the products).
              queued = true;
              act(() => req.fail());
              await waitFor(() => expect(Effect.runSync(drafts().read(USER))).toEqual(EMPTY_DRAFT));
              expect(await serverPlans()).toHaveLength(before.length);
              return;
            }
            await w.answer(req, e);
            const after = await serverPlans();
            expect(after.length).toBe(before.length + 1);
            expect(after[0]).toMatchObject({ planNm, prdtCnt: draft.products.length });
            expect(Effect.runSync(drafts().read(USER))).toEqual(EMPTY_DRAFT);
          },
          'xstate.error.actor.saveMyPlan': async (e) => {
            await w.answer(await w.take('eduplan/myPlanSave'), e);
            expect(Effect.runSync(drafts().read(USER))).toEqual(draft);
          },
          'user.dismissMessage': async () => {
            if (w.actor.getSnapshot().matches('noProducts')) expectedWent.push('back');
            if (w.actor.getSnapshot().matches('saved')) expectedWent.push('/eduplanmap/myPlan');
            await click(within(dialog()).getByRole('button', { name: '확인' }));
          },
        },
        verify: async (step) => {
          const value = step.state.value as string;
          const c = step.state.context as any;
          await waitFor(() => {
            const region = screen.getByRole('region', { name: '나만의 플랜 등록' });
            expect(region).toHaveAttribute('aria-busy', String(['reading', 'naming', 'saving'].includes(value)));
            const form = ['editing', 'nameRefused', 'saving', 'saved', 'failed'].includes(value);
            expect(screen.queryByRole('textbox', { name: '플랜명' }) !== null, 'form').toBe(form);
            if (form) {
              expect(screen.getByRole('textbox', { name: '플랜명' })).toHaveValue(c.planNm);
              expect(screen.getByText(`${[...c.planNm].length}/10`)).toBeInTheDocument();
              expect(screen.getByRole('heading', { name: `담을 상품 ${draft.products.length}개` })).toBeInTheDocument();
              const items = screen.queryAllByRole('listitem').map((li) => li.textContent);
              expect(items).toEqual(named ? onSale.slice(0, draft.products.length).map((p) => p.prdtnm) : []);
              for (const name of ['취소', '등록']) expect(screen.getByRole('button', { name })).toHaveProperty('disabled', value === 'saving');
            }
            const texts: Record<string, string> = {
              noProducts: '상품을 선택해 주세요.',
              nameRefused: '플랜명을 입력해주세요.',
              saved: queued ? '네트워크 연결이 없어 나만의 플랜 등록을 저장 대기에 보관했습니다. 연결되면 자동으로 등록합니다.' : '나만의 플랜 등록이 성공 하였습니다.',
              failed: '나만의 플랜 등록이 실패 하였습니다.',
            };
            if (value in texts) expect(dialog()).toHaveTextContent(texts[value]!);
            else expect(screen.queryByRole('alertdialog')).toBeNull();
            expect(w.went).toEqual(expectedWent);
          });
        },
      });
    });
});
