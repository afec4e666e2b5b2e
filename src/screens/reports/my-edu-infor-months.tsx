// Own activity info, the last six months (spec 3 §2; hidden for COG01): the performance of each month as a
// bar with its value (a button: that month's figures below), and the monthly panel with the chosen month's
// performance, its label, and the sales and management activity counts.
import type { MyEduInfo } from '../../../machines/reports/my-edu-infor.machine';
import { reportsMessages } from '../../domain/reports/messages';
import { performanceLabel } from '../../domain/organisation/rules';
import { monthTitle } from '../../domain/reports/rules';
import { formatWon } from '../../domain/shared/amounts';

type Month = MyEduInfo['months'][number];

/** A bar's short value: won in 만 (10,000), rounded. */
const manwon = (won: number) => `${Math.round(won / 10_000).toLocaleString('ko-KR')}만`;
const barHeight = (value: number, max: number) => `${max > 0 ? Math.round((Math.max(0, value) / max) * 100) : 0}%`;

export function EduMonths({ months, figure, onSelect }: { readonly months: readonly Month[]; readonly figure: Month; readonly onSelect: (yyyymm: string) => void }) {
  const max = Math.max(0, ...months.map((m) => m.perform));
  return (
    <>
      <section className="edu-card edu-graph" aria-labelledby="edu-graph-title">
        <h2 id="edu-graph-title">{reportsMessages.myEduGraph}</h2>
        <div className="edu-bars" role="group" aria-labelledby="edu-graph-title">
          {months.map((m) => (
            <button
              key={m.yyyymm}
              type="button"
              className="edu-bar"
              aria-pressed={m.yyyymm === figure.yyyymm}
              aria-label={`${monthTitle(m.yyyymm)} ${reportsMessages.myEduFigures} ${formatWon(m.perform)}`}
              onClick={() => onSelect(m.yyyymm)}
            >
              <span className="edu-bar-value">{manwon(m.perform)}</span>
              <span className="edu-bar-track">
                <span className="edu-bar-fill" style={{ height: barHeight(m.perform, max) }} />
              </span>
              <span className="edu-bar-month">{Number(m.yyyymm.slice(4, 6))}월</span>
            </button>
          ))}
        </div>
      </section>
      <section className="edu-card edu-monthly" aria-labelledby="edu-monthly-title" aria-live="polite">
        <h2 id="edu-monthly-title">{reportsMessages.myEduMonthly(monthTitle(figure.yyyymm))}</h2>
        <dl className="edu-amounts">
          <div>
            <dt>{reportsMessages.myEduFigures}</dt>
            <dd>
              {formatWon(figure.perform)} <span className="edu-label">{performanceLabel(figure.perform)}</span>
            </dd>
          </div>
          <div><dt>{reportsMessages.reportSales}</dt><dd>{reportsMessages.myEduCount(figure.sales)}</dd></div>
          <div><dt>{reportsMessages.reportManagement}</dt><dd>{reportsMessages.myEduCount(figure.management)}</dd></div>
        </dl>
      </section>
    </>
  );
}
