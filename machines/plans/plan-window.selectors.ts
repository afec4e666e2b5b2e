// What the plan form screen reads from the plan-window actor's snapshot: which view it shows, the month, the
// refusals and notices, and the form child (or, read-only, the saved plan's values).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { plansMessages as m } from '../../src/domain/plans/messages';
import { monthTitle } from '../../src/domain/reports/rules';
import { plainByteLength } from '../../src/domain/organisation/rules';
import { planAmountTotal } from '../../src/domain/plans/rules';
import { locksCounts, type planFormMachine } from './plan-form.machine';
import { periodRows } from './plan-form.selectors';
import type { planWindowMachine } from './plan-window.machine';

type Snap = SnapshotFrom<typeof planWindowMachine>;

export type PlanWindowView = 'loading' | 'refused' | 'leaving' | 'failed' | 'closed' | 'expired' | 'readOnly' | 'open' | 'finishing';

export function selectView(s: Snap): PlanWindowView {
  for (const v of ['refused', 'leaving', 'failed', 'closed', 'expired', 'readOnly', 'open', 'finishing'] as const) if (s.matches(v)) return v;
  return 'loading';
}

/** '2026년 3월' once the month is known. */
export const selectMonth = (s: Snap): string | null => {
  const yrmn = s.context.form?.planYrmn ?? (s.context.target ? `${s.context.target.planYr}${s.context.target.planMn}` : null);
  return yrmn ? monthTitle(yrmn) : null;
};
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The alert over the screen: the partner's refusal, or the window closing while the form was open. */
export const selectAlert = (s: Snap) => (s.matches('refused') ? m.planWriteRefused : s.matches('expired') ? m.planWriteClosed : null);
/** The notice in place of a form: no month open, or a saved plan outside its edit window. */
export const selectNotice = (s: Snap) => (s.matches('closed') ? m.planWriteClosed : s.matches('readOnly') ? m.planEditClosed : null);
/** The saved plan a read-only view shows: its values, the period table and the amount total. */
export const selectReadOnly = (s: Snap) => {
  const form = s.matches('readOnly') ? s.context.form : null;
  return form && { form, periods: periodRows(form), total: planAmountTotal(form.values), countsLocked: locksCounts(form), memoBytes: plainByteLength(form.values.memo) };
};
export const selectFormActor = (s: Snap) => (s.matches('open') ? ((s.children as { planForm?: ActorRefFrom<typeof planFormMachine> }).planForm ?? null) : null);
