// The plan window rendered against the real server (spec 3 §2 plan form, §4 write window): a covering set of
// the machine's paths in scenarios built from the seeded calendar and plans, the app's clock and the server's at
// the same instant, moved by the window's own timer across the boundaries — the late window's first and last
// day, the fourth end day's midnight, a first start day's 11:59 → 12:00, a month end and a year end.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { planWindowMachine } from '../../../machines/plans/plan-window.machine';
import * as sel from '../../../machines/plans/plan-window.selectors';
import { salesPlans } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { BSN_PLN_LIST_PATH } from '../../../src/domain/plans/pages';
import { renderedPaths } from '../../support/covering-set';
import { allTransitionKeys, generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { windowInert, windowKey } from './plan-window.models';
import { planScenarios } from './plan-window.scenarios';
import { CALL_OF, click, dialog, dialogButton, keepPlans, renderPlanForm, type PlanWorld } from './plan-window.world';

const h = await createHarness(TEST_DATABASES[0]!);
const restore = await keepPlans(h);
const { scenarios, closings } = await planScenarios(h);
afterAll(() => h.close());

const taken = { window: new Set<string>(), form: new Set<string>() };
afterAll(() => writeCoverage(planWindowMachine, taken.window));
let world: PlanWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  await restore();
});

const READ = 'xstate.done.actor.readNow';
const LOADING = ['clocking', 'loadingWindow', 'loadingExist', 'loadingPlan'];
const amount = (n: number) => n.toLocaleString('en-US');

it('the server’s sttEndInfo is the seeded calendar’s', async () => {
  const { infoOf } = await planScenarios(h);
  const token = await h.as('planner02');
  for (const [thisYrmn, nextYrmn] of [['202603', '202604'], ['202612', '202701']]) {
    const r = await h.call('bsnPln/sttEndInfo', { thisYrmn: thisYrmn!, nextYrmn: nextYrmn! }, { token });
    expect(r.body.data).toEqual(infoOf(thisYrmn!));
  }
});

describe('the plan window on the rendered screen', () => {
  for (const sc of scenarios) {
    const paths = cachedPaths(`plan-window-screen-${sc.name}`, planWindowMachine, { events: sc.events, input: sc.input, contextKey: windowKey, allow: sc.allow }, generatePaths);
    for (const path of renderedPaths(paths, { machine: windowInert, input: sc.input, selectors: sel }))
      it(`${sc.name}: ${path.description}`, async () => {
        const readAt = (i: number) => (path.steps[i]?.event.type === READ ? (path.steps[i]!.event.output as number) : null);
        world = await renderPlanForm(h, { user: sc.user, input: sc.input, at: readAt(1) ?? sc.starts[0]!, device: 'device-0000-planwindow', taken });
        const w = world;
        let clockAt = readAt(1) ?? sc.starts[0]!;
        const drivers: Record<string, (e: any) => Promise<void> | void> = {
          'user.retry': () => click(screen.getByRole('button', { name: '다시 시도' })),
          'user.dismissMessage': () => dialogButton('확인'),
          'xstate.after.windowChange.planWindow.closed': () => w.fire(),
          'xstate.after.windowChange.planWindow.open.watching': () => w.fire(),
          'xstate.done.actor.planForm': () => saveTheForm(w),
        };
        for (const actor of Object.keys(CALL_OF))
          for (const kind of ['done', 'error']) drivers[`xstate.${kind}.actor.${actor}`] = async (e) => void (await w.answer(await w.take(CALL_OF[actor]!), e));
        const steps = path.steps;
        if (readAt(1) === null) await verify(w, steps[0]!, clockAt, sc.user);
        for (let i = 1; i < steps.length; i++) {
          const step = steps[i]!;
          if (step.event.type !== READ) {
            const next = readAt(i + 1);
            if (next !== null) w.setTime((clockAt = next));
            await drivers[step.event.type]!(step.event);
          }
          // Waiting only for the app's clock, which answers at once: the state after it is what shows.
          if (readAt(i + 1) !== null || JSON.stringify(step.state.value) === '"clocking"' || JSON.stringify(step.state.value) === '{"open":"rechecking"}') continue;
          await waitFor(() => expect(w.actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value));
          await verify(w, step, clockAt, sc.user);
        }
      });
  }
  it('the rendered screen took every transition', () => expect(allTransitionKeys(planWindowMachine).filter((k) => !taken.window.has(k))).toEqual([]));
});

/** Fills what is empty, registers or modifies, confirms; the server saves it; the success alert is read. */
async function saveTheForm(w: PlanWorld) {
  for (const input of screen.getAllByRole('textbox') as HTMLInputElement[])
    if (input.inputMode === 'numeric' && !input.disabled && input.value === '') act(() => void fireEvent.change(input, { target: { value: '10' } }));
  const action = (w.form().getSnapshot() as any).context.stat === 'C' ? m.planModify : m.planRegister;
  await click(screen.getByRole('button', { name: action }));
  expect(dialog().textContent).toContain(m.planConfirm(action));
  await dialogButton('확인');
  await w.answer(await w.take('save'), { type: 'xstate.done.actor.savePlan' });
  await waitFor(() => expect(dialog().textContent).toContain(m.planSaved(action)));
  await dialogButton('확인');
}

async function verify(w: PlanWorld, step: ModelPath['steps'][number], clockAt: number, user: string) {
  const value = step.state.value as string | { open: string };
  const c = step.state.context as any;
  await waitFor(async () => {
    const top = typeof value === 'string' ? value : 'open';
    expect(screen.queryByRole('status', { name: m.planFormLoading }) !== null, 'spinner').toBe(LOADING.includes(top));
    expect(screen.queryByText(m.planWriteClosed, { selector: 'p[role=status]' }) !== null, 'closed notice').toBe(top === 'closed');
    expect(screen.queryByText(m.planEditClosed) !== null, 'read-only notice').toBe(top === 'readOnly');
    if (top === 'refused') expect(dialog().textContent).toContain(m.planWriteRefused);
    if (top === 'leaving') expect(w.backs()).toBe(1);
    if (top === 'failed') expect(screen.getByRole('alert').textContent).toBe(c.error);
    if (top === 'expired') {
      expect(dialog().textContent).toContain(m.planWriteClosed);
      // The form closed itself exactly when the calendar says the window closes.
      expect(closings.has(clockAt), new Date(clockAt).toISOString()).toBe(true);
    }
    if (top === 'open' || top === 'readOnly') {
      const yrmn = c.form.planYrmn as string;
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(m.planMonthTitle(`${Number(yrmn.slice(0, 4))}년 ${Number(yrmn.slice(4))}월`));
      const cmcl = screen.getByRole('textbox', { name: m.planGoalCmcl }) as HTMLInputElement;
      const src = screen.getByRole('textbox', { name: m.planGoalSrc }) as HTMLInputElement;
      if (c.form.stat === 'C') {
        const [row] = await h.db.select().from(salesPlans).where(eq(salesPlans.sqno, c.form.sqno));
        expect(cmcl.value).toBe(amount(row!.cmclGoalAmt!));
        expect(src.disabled).toBe(true);
      } else expect(src.disabled).toBe(top === 'readOnly');
      expect(cmcl.disabled).toBe(top === 'readOnly');
      if (top === 'open') expect(screen.getByRole('button', { name: c.form.stat === 'C' ? m.planModify : m.planRegister })).toBeTruthy();
      else expect(screen.queryByRole('button', { name: m.planModify })).toBeNull();
    }
    if (top === 'finishing') {
      expect(w.went).toEqual([BSN_PLN_LIST_PATH]);
      const [row] = await h.db.select().from(salesPlans).where(and(eq(salesPlans.userid, user), eq(salesPlans.planYrmn, c.form.planYrmn)));
      expect(row?.stat).toBe('C');
    } else expect(w.went).toEqual([]);
  });
}
