// The plan form rendered against the real server (spec 3 §2 plan form, §5, §8): opened on the e2e day
// (2026-03-12 08:30, March's late window) for planner02's new March plan, planner03's requested one and
// planner01's saved one, then a covering set of the form's paths from what the server answered: goals typed
// (separators, digits only, counts locked once saved), the memo and its byte counter, the period shares, the
// missing goals' alerts in the spec's order with the focus moved, confirm, the save answered, refused, or
// queued by the outbox when the network fails (done for the form, issue 18).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { planFormMachine, type PlanFormInput } from '../../../machines/plans/plan-form.machine';
import * as sel from '../../../machines/plans/plan-form.selectors';
import { formOfExist, formOfPlan } from '../../../machines/plans/plan-window.forms';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { msg } from '../../../src/domain/messages';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { BSN_PLN_LIST_PATH } from '../../../src/domain/plans/pages';
import { renderedPaths } from '../../support/covering-set';
import { allTransitionKeys, generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { FORM_EVENTS, formInert, formKey, REFUSED } from './plan-window.models';
import { at } from './plan-window.scenarios';
import { click, dialog, dialogButton, keepPlans, renderPlanForm, type PlanWorld } from './plan-window.world';

const h = await createHarness(TEST_DATABASES[0]!);
const restore = await keepPlans(h);
afterAll(() => h.close());
const E2E_DAY = at('2026-03-12 08:30');

/** The spec's alerts (§5), labels (§3) and the order of the goals. */
const GOALS = [
  ['cmclGoalAmt', '전집'], ['mmbsGoalAmt', '멤버쉽'], ['frpsGoalAmt', '프리패스'], ['etcGoalAmt', '기타'],
  ['srcGoalCscnt', '소스'], ['dgnssrvcGoalCscnt', '진단서비스'], ['exsnConsCscnt', '기존상담'], ['newConsCscnt', '신규상담'],
] as const;
const AMOUNT_KEYS = GOALS.slice(0, 4).map(([k]) => k as string);
const labelOf = (key: string) => (key === 'rcrtGoalCscnt' ? `${m.planGoalRcrt} (${m.planOptional})` : GOALS.find(([k]) => k === key)![1]);
const inputOf = (key: string) => screen.getByLabelText(labelOf(key)) as HTMLInputElement;

async function ask(user: string, call: string, fields: Record<string, string>) {
  const r = await h.call(call, fields, { token: await h.as(user) });
  expect(r.body.rt, JSON.stringify(r.body)).toBe('success');
  return r.body.data;
}
const CASES = [
  { name: 'a new plan (planner02)', user: 'planner02', input: { position: 'COG04', sqno: null, planYr: null, planMn: null }, form: formOfExist(await ask('planner02', 'bsnPln/existInfo', { planYr: '2026', planMn: '03' }), '202603') },
  { name: 'the requested plan (planner03)', user: 'planner03', input: { position: 'COG05', sqno: null, planYr: '2026', planMn: '03' }, form: formOfExist(await ask('planner03', 'bsnPln/existInfo', { planYr: '2026', planMn: '03' }), '202603') },
];
const saved = await ask('planner01', 'bsnPln/existInfo', { planYr: '2026', planMn: '03' });
CASES.push({ name: 'the saved plan (planner01)', user: 'planner01', input: { position: 'COG03', sqno: saved.sqno, planYr: null, planMn: null }, form: formOfPlan(await ask('planner01', 'bsnPln/info', { sqno: String(saved.sqno) })) });

const taken = { window: new Set<string>(), form: new Set<string>() };
afterAll(() => writeCoverage(planFormMachine, taken.form));
let world: PlanWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  await restore();
});

/** What an input keeps, as spec 3 §5 says: digits only, amounts with separators (9 digits at most, no leading zeros). */
const typed = (key: string, raw: string) => {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
  return AMOUNT_KEYS.includes(key) ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
};
/** The values after the path's first `upTo` steps, from the start and the typing alone. */
function expectedValues(form: PlanFormInput, path: ModelPath, upTo: number): Record<string, string> {
  const v: Record<string, string> = { ...form.values };
  for (const { event: e } of path.steps.slice(1, upTo + 1)) {
    if (e.type === 'user.changeGoal' && (AMOUNT_KEYS.includes(e.key) || form.stat !== 'C')) v[e.key] = typed(e.key, e.value);
    if (e.type === 'user.changeMemo') v.memo = e.text;
  }
  return v;
}
/** What the dialogs, buttons and locks show (the inputs' values are checked at every step of every path). */
const SHOWN = { selectCountsLocked: sel.selectCountsLocked, selectAction: sel.selectAction, selectEditable: sel.selectEditable, selectBusy: sel.selectBusy, selectConfirm: sel.selectConfirm, selectMessage: sel.selectMessage, selectFocus: sel.selectFocus };
const SHARE = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

describe('the plan form on the rendered screen', () => {
  for (const cs of CASES) {
    const paths = cachedPaths(`plan-form-screen-${cs.name}`, planFormMachine, { events: FORM_EVENTS, input: cs.form, contextKey: formKey }, generatePaths);
    for (const path of renderedPaths(paths, { machine: formInert, input: cs.form, selectors: SHOWN }))
      it(`${cs.name}: ${path.description}`, async () => {
        world = await renderPlanForm(h, { user: cs.user, input: cs.input, at: E2E_DAY, device: 'device-0000-planform', taken });
        const w = world;
        for (const call of cs.input.sqno ? ['info'] : cs.input.planYr ? ['existInfo'] : ['sttEndInfo', 'existInfo'])
          await w.answer(await w.take(call), { type: 'xstate.done.actor.x' });
        await waitFor(() => expect((w.actor.getSnapshot() as any).matches('open')).toBe(true));
        const action = cs.form.stat === 'C' ? m.planModify : m.planRegister;
        const drivers: Record<string, (e: any) => Promise<void> | void> = {
          'user.changeGoal': (e) => act(() => void fireEvent.change(inputOf(e.key), { target: { value: e.value } })),
          'user.changeMemo': (e) => act(() => void fireEvent.change(screen.getByLabelText(m.planMemoLabel), { target: { value: e.text } })),
          'user.submit': () => click(screen.getByRole('button', { name: action })),
          'user.confirm': () => dialogButton('확인'),
          'user.dismiss': () => dialogButton('취소'),
          'user.dismissMessage': () => dialogButton('확인'),
          'xstate.done.actor.savePlan': async (e) => {
            const req = await w.take('save');
            // The saved plan's form sends the version it was read at (issue 18); a new or requested month's none.
            expect(req.form.get('version')).toBe(cs.form.version === undefined ? null : String(cs.form.version));
            const data = await w.answer(req, e);
            if (data) expect(data.sqno).toBeGreaterThan(0);
          },
          'xstate.error.actor.savePlan': async (e) => void (await w.answer(await w.take('save'), e)),
        };
        for (let i = 0; i < path.steps.length; i++) {
          const step = path.steps[i]!;
          if (i > 0) await drivers[step.event.type]!(step.event);
          const value = step.state.value as string;
          await waitFor(() => {
            if (value === 'done') return expect(w.went).toEqual([BSN_PLN_LIST_PATH]);
            expect((w.form().getSnapshot() as any).value, `after ${step.event.type}`).toBe(value);
            const v = expectedValues(cs.form, path, i);
            for (const [key] of GOALS) expect(inputOf(key).value, key).toBe(v[key]);
            expect(inputOf('rcrtGoalCscnt').value).toBe(v.rcrtGoalCscnt);
            expect(inputOf('srcGoalCscnt').disabled).toBe(cs.form.stat === 'C' || value === 'saving');
            const memo = screen.getByLabelText(m.planMemoLabel) as HTMLTextAreaElement;
            expect(memo.value).toBe(v.memo);
            const bytes = [...v.memo!].reduce((n, ch) => n + (ch.codePointAt(0)! > 127 ? 2 : 1), 0);
            expect(screen.getByText(`${bytes}/1000Byte`)).toBeTruthy();
            const total = AMOUNT_KEYS.reduce((t, k) => t + Number(v[k]!.replace(/,/g, '') || 0), 0);
            const rows = within(screen.getByRole('table', { name: m.planPeriodsTitle })).getAllByRole('row').slice(1, -1);
            expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual(
              cs.form.periods.map((p) => [p.cdNm, `${p.cdVl1}%`, SHARE.format(Math.round(total * Number(p.cdVl1) / 10) / 10)]),
            );
            const shown = screen.queryByRole('alertdialog')?.textContent ?? null;
            const missing = GOALS.findIndex(([k]) => v[k] === '');
            if (value === 'alerting') expect(shown).toContain(`${GOALS[missing]![1]} 실적을 입력해주세요.`);
            else if (value === 'confirming') expect(shown).toContain(`영업활동계획을 ${action} 하시겠습니까?`);
            else if (value === 'saved') expect(shown).toContain(`${action}되었습니다.`);
            else if (value === 'failed') {
              const e = step.event as any;
              const expected = e.type === 'xstate.done.actor.savePlan' || e.error?.rtMsg === '' ? `${action}에 실패하였습니다.` : e.error?._tag === 'NetworkError' ? msg.networkError : REFUSED.rtMsg;
              expect(shown).toContain(expected);
            } else expect(shown).toBeNull();
            // Once the missing goal's alert is read, its input has the focus.
            if (value === 'editing' && i > 0 && path.steps[i - 1]!.state.value === 'alerting') expect(document.activeElement).toBe(inputOf(GOALS[missing]![0]));
          });
        }
        void dialog;
      });
  }
  it('a save without network is kept by the outbox with the version read, and the form goes on as saved', async () => {
    const cs = CASES[2]!;
    world = await renderPlanForm(h, { user: cs.user, input: cs.input, at: E2E_DAY, device: 'device-0000-planform', taken });
    const w = world;
    await w.answer(await w.take('info'), { type: 'xstate.done.actor.x' });
    await waitFor(() => expect((w.actor.getSnapshot() as any).matches('open')).toBe(true));
    await act(() => void fireEvent.change(inputOf('cmclGoalAmt'), { target: { value: '2468' } }));
    click(screen.getByRole('button', { name: m.planModify }));
    dialogButton('확인');
    const save = await w.take('save');
    act(() => save.fail());
    await waitFor(() => expect(screen.queryByRole('alertdialog')?.textContent).toContain(`${m.planModify}되었습니다.`));
    const kept = await w.outbox();
    expect(kept.map((e) => [e.path, e.state, e.label, e.record, e.fields.cmclGoalAmt, e.fields.version])).toEqual([
      ['bsnPln/save', 'queued', msg.outboxLabelBusinessPlan, `salesPlan:planner01:202603`, '2468', String(cs.form.version)],
    ]);
    expect(inputOf('cmclGoalAmt').value).toBe('2,468');
  });

  it('the rendered screen took every transition', () => expect(allTransitionKeys(planFormMachine).filter((k) => !taken.form.has(k))).toEqual([]));
});
