// The plan form's inputs (spec 3 §2 plan form, §3 sales plan): the four amounts in 만원 and the four counts in
// the spec's order plus the optional 리크루팅, the memo with its n/1000Byte counter, and the five periods with
// each one's share of the amount total. Presentational: the editor (or the read-only view) gives values and handlers.
import { useId, type MutableRefObject } from 'react';
import type { PlanFieldKey, PlanValues } from '../../../machines/plans/plan-form.machine';
import { plansMessages as m } from '../../domain/plans/messages';
import { PLAN_GOALS, PLAN_MEMO_MAX_BYTES } from '../../domain/plans/rules';
import { CountedTextarea } from '../../ui/counted-textarea';

export interface PeriodRow {
  readonly name: string;
  readonly ratio: string;
  readonly share: number;
}

const SHARE = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
const AMOUNTS = PLAN_GOALS.filter((g) => g.kind === 'amount');
const COUNTS = [...PLAN_GOALS.filter((g) => g.kind === 'count'), { key: 'rcrtGoalCscnt' as const, label: m.planGoalRcrt, optional: true }];

export function PlanFormFields(p: {
  readonly values: PlanValues;
  readonly countsLocked: boolean;
  /** Read-only, or a save under way. */
  readonly disabled: boolean;
  readonly memoBytes: number;
  readonly periods: readonly PeriodRow[];
  readonly total: number;
  readonly onChange: (key: PlanFieldKey, value: string) => void;
  readonly onMemo: (text: string) => void;
  readonly inputs?: MutableRefObject<Partial<Record<PlanFieldKey, HTMLInputElement | null>>>;
}) {
  const id = useId();
  const input = (key: PlanFieldKey, label: string, unit: string, locked: boolean, optional = false) => (
    <div className="field plan-goal" key={key}>
      <label htmlFor={`${id}-${key}`}>
        {label}
        {optional && <span className="plan-optional"> ({m.planOptional})</span>}
      </label>
      <div className="plan-goal-input">
        <input
          id={`${id}-${key}`}
          ref={(el) => void (p.inputs && (p.inputs.current[key] = el))}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          value={p.values[key]}
          disabled={p.disabled || locked}
          aria-describedby={`${id}-${key}-unit`}
          onChange={(e) => p.onChange(key, e.target.value)}
        />
        <span id={`${id}-${key}-unit`} className="plan-unit">
          {unit}
        </span>
      </div>
    </div>
  );
  return (
    <div className="plan-form-body">
      <div className="plan-goals">
        <fieldset className="plan-goal-group">
          <legend>{`${m.planAmountGoals} (${m.planAmountUnit})`}</legend>
          {AMOUNTS.map((g) => input(g.key, g.label, m.planAmountUnit, false))}
        </fieldset>
        <fieldset className="plan-goal-group">
          <legend>{m.planCountGoals}</legend>
          {COUNTS.map((g) => input(g.key, g.label, m.planCountUnit, p.countsLocked, 'optional' in g))}
        </fieldset>
        <CountedTextarea
          label={m.planMemoLabel}
          value={p.values.memo}
          max={PLAN_MEMO_MAX_BYTES}
          used={p.memoBytes}
          limit={PLAN_MEMO_MAX_BYTES}
          unit="Byte"
          rows={5}
          disabled={p.disabled}
          className="plan-memo"
          counterClassName="plan-memo-count"
          onChange={p.onMemo}
        />
      </div>
      <table className="plan-periods" aria-label={m.planPeriodsTitle}>
        <caption>{m.planPeriodsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{m.planPeriodName}</th>
            <th scope="col">{m.planPeriodRatio}</th>
            <th scope="col">{m.planPeriodShare}</th>
          </tr>
        </thead>
        <tbody>
          {p.periods.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td>{`${r.ratio}%`}</td>
              <td>{SHARE.format(r.share)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.planAmountTotal}</th>
            <td>{`${p.periods.reduce((t, r) => t + (Number(r.ratio) || 0), 0)}%`}</td>
            <td>{SHARE.format(p.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
