// Model-based tests of the plan form's editing on the bare machine (spec 3 §2 plan form, §5, §8): every
// generated path from a new, a requested and a saved plan — goals typed and cleared, counts locked once saved,
// the memo, the first missing goal's alert, confirm, save answered, not stored or failed.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planFormMachine, saveRequest } from '../../../machines/plans/plan-form.machine';
import * as sel from '../../../machines/plans/plan-form.selectors';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnMachine } from '../../support/replay';
import { FORM_EVENTS, FORM_INPUTS, formInert, formKey } from './plan-window.models';

const taken = new Set<string>();
afterAll(() => writeCoverage(planFormMachine, taken));

const ALERTS = ['전집', '멤버쉽', '프리패스', '기타', '소스', '진단서비스', '기존상담', '신규상담'].map((g) => `${g} 실적을 입력해주세요.`);

describe('the plan form on the machine', () => {
  for (const [name, input] of Object.entries(FORM_INPUTS)) {
    const paths = cachedPaths(`plan-form-${name}`, planFormMachine, { events: FORM_EVENTS, input, contextKey: formKey }, generatePaths);
    for (const path of paths) it(`${name}: ${path.description}`, () => replayOnMachine(formInert, input, path, taken, formKey));
  }

  it('alerts the goals in the spec’s order as they are filled, and sends amounts without commas', async () => {
    const sent: unknown[] = [];
    const a = createActor(planFormMachine.provide({ actors: { savePlan: fromPromise(async ({ input }) => (sent.push(input), { sqno: 9 })) } }), { input: FORM_INPUTS.new! }).start();
    const keys = ['cmclGoalAmt', 'mmbsGoalAmt', 'frpsGoalAmt', 'etcGoalAmt', 'srcGoalCscnt', 'dgnssrvcGoalCscnt', 'exsnConsCscnt', 'newConsCscnt'] as const;
    keys.forEach((key, i) => {
      a.send({ type: 'user.submit' });
      expect(sel.selectMessage(a.getSnapshot())).toBe(ALERTS[i]);
      a.send({ type: 'user.dismissMessage' });
      expect(sel.selectFocus(a.getSnapshot())).toBe(key);
      a.send({ type: 'user.changeGoal', key, value: i === 0 ? '12a34567' : '0012' });
    });
    expect(sel.selectValues(a.getSnapshot()).cmclGoalAmt).toBe('1,234,567');
    // 1,234,603 만원 in all: 10 %, 25 % ×3 and 15 % of it, to one decimal
    expect(sel.selectPeriods(a.getSnapshot()).map((p) => p.share)).toEqual([123460.3, 308650.8, 308650.8, 308650.8, 185190.5]);
    a.send({ type: 'user.submit' });
    expect(sel.selectConfirm(a.getSnapshot())).toBe('영업활동계획을 등록 하시겠습니까?');
    a.send({ type: 'user.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sel.selectMessage(a.getSnapshot())).toBe('등록되었습니다.');
    expect(sent).toEqual([{ sqno: 0, stat: 'S', planYrmn: '202603', cmclGoalAmt: 1234567, mmbsGoalAmt: 12, frpsGoalAmt: 12, etcGoalAmt: 12, srcGoalCscnt: 12, dgnssrvcGoalCscnt: 12, exsnConsCscnt: 12, newConsCscnt: 12, memo: '' }]);
    a.send({ type: 'user.dismissMessage' });
    expect(a.getSnapshot().status).toBe('done');
  });

  it('a saved plan says 수정, keeps its counts and sends them as saved', () => {
    const a = createActor(formInert, { input: FORM_INPUTS.saved! }).start();
    expect(sel.selectAction(a.getSnapshot())).toBe('수정');
    expect(sel.selectCountsLocked(a.getSnapshot())).toBe(true);
    a.send({ type: 'user.changeGoal', key: 'srcGoalCscnt', value: '99' });
    expect(sel.selectValues(a.getSnapshot()).srcGoalCscnt).toBe('10');
    expect(saveRequest(a.getSnapshot().context)).toMatchObject({ sqno: 42, stat: 'C', cmclGoalAmt: 1200, srcGoalCscnt: 10, rcrtGoalCscnt: 1 });
    a.stop();
  });

  it('takes every transition', () => expect(allTransitionKeys(planFormMachine).filter((k) => !taken.has(k))).toEqual([]));
});
