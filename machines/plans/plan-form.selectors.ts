// What the plan form's inputs, period table, buttons and dialogs read from the plan-form actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { plansMessages as m } from '../../src/domain/plans/messages';
import { periodShare, planAmountTotal } from '../../src/domain/plans/rules';
import { plainByteLength } from '../../src/domain/organisation/rules';
import { actionOf, locksCounts, type PlanFormInput, type planFormMachine } from './plan-form.machine';

type Snap = SnapshotFrom<typeof planFormMachine>;

export const selectValues = (s: Snap) => s.context.values;
export const selectCountsLocked = (s: Snap) => locksCounts(s.context);
/** 등록, or 수정 once saved. */
export const selectAction = (s: Snap) => actionOf(s.context);
export const selectEditable = (s: Snap) => s.matches('editing');
export const selectBusy = (s: Snap) => s.matches('saving') || s.matches('done');
export const selectConfirm = (s: Snap) => (s.matches('confirming') ? m.planConfirm(actionOf(s.context)) : null);
export const selectMessage = (s: Snap) => (s.matches('alerting') || s.matches('saved') || s.matches('failed') ? s.context.message : null);
/** The missing goal's input, focused once its alert is read. */
export const selectFocus = (s: Snap) => (s.matches('editing') ? s.context.focus : null);
export const selectMemoBytes = (s: Snap) => plainByteLength(s.context.values.memo);
export const selectAmountTotal = (s: Snap) => planAmountTotal(s.context.values);
/** The five periods with each one's share of the amount total (만원). */
export const periodRows = (c: Pick<PlanFormInput, 'values' | 'periods'>) => {
  const total = planAmountTotal(c.values);
  return c.periods.map((p) => ({ name: p.cdNm, ratio: p.cdVl1, share: periodShare(total, p.cdVl1) }));
};
export const selectPeriods = (s: Snap) => periodRows(s.context);
