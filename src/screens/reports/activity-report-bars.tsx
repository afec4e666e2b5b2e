// Bars comparing two figures (spec 3 §9: the value times five, capped at 100 percent), each with its value
// as text beside it, so the comparison reads without the graphics. Used by both report screens.
import { barPercent } from '../../domain/reports/rules';

const FIGURE = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
/** A count, or an average to one decimal. */
export const formatFigure = (value: number) => FIGURE.format(value);

export interface Compared {
  readonly who: string;
  readonly value: number;
  readonly tone: 'mine' | 'other';
}

export function CompareBars({ label, values, total = false }: { readonly label: string; readonly values: readonly Compared[]; readonly total?: boolean }) {
  return (
    <div className={`rpt-bars${total ? ' is-total' : ''}`} role="group" aria-label={label}>
      <span className="rpt-bars-label" aria-hidden="true">
        {label}
      </span>
      {values.map((v) => (
        <div className="rpt-bar-row" key={v.who}>
          <span className="rpt-bar-who">{v.who}</span>
          <span className="rpt-bar" aria-hidden="true">
            <span className={`rpt-bar-fill is-${v.tone}`} style={{ width: `${barPercent(v.value)}%` }} />
          </span>
          <span className="rpt-bar-value">{formatFigure(v.value)}</span>
        </div>
      ))}
    </div>
  );
}
