// The daily report's figures (spec 3 §2 daily report): the year's, month's and day's sales and management
// totals, the sections the caller beat the branch average in (sectMywin) and those the average led
// (sectAvgwin), each section against the average (sectInfo), and the day's four buckets of every section.
import type { DailyReportData } from '../../../machines/reports/daily-report.machine';
import { reportsMessages as m } from '../../domain/reports/messages';
import { ALL_SUM_FIELDS, bucketFields, REPORT_SECTIONS, sumField } from '../../domain/reports/rules';
import { CompareBars, formatFigure } from './activity-report-bars';

export function DailyReportBody({ report }: { readonly report: DailyReportData }) {
  const labelOf = (key: string) => report.sectInfo.find((s) => s.key === key)?.label ?? REPORT_SECTIONS.find((s) => s.key === key)?.label ?? key;
  const empty = ALL_SUM_FIELDS.every((f) => report.day[f] === 0);
  return (
    <>
      <table className="rpt-totals">
        <caption>{m.dailyTotals}</caption>
        <thead>
          <tr>
            <th scope="col">{m.dailyPeriod}</th>
            <th scope="col">{m.reportSales}</th>
            <th scope="col">{m.reportManagement}</th>
          </tr>
        </thead>
        <tbody>
          {[report.yrInfo, report.mnInfo, report.dayInfo].map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatFigure(p.sales)}</td>
              <td>{formatFigure(p.management)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="rpt-wins">
        <WinList label={m.dailyMywin} keys={report.sectMywin} labelOf={labelOf} tone="mine" />
        <WinList label={m.dailyAvgwin} keys={report.sectAvgwin} labelOf={labelOf} tone="other" />
      </div>
      <section className="rpt-sums rpt-sect-info" aria-label={m.dailySectInfo}>
        <h3>{m.dailySectInfo}</h3>
        {report.sectInfo.map((s) => (
          <CompareBars
            key={s.key}
            label={s.label}
            values={[
              { who: m.reportMine, value: s.mine, tone: 'mine' },
              { who: m.reportAverage, value: s.avg, tone: 'other' },
            ]}
          />
        ))}
      </section>
      <section className="rpt-day" aria-labelledby="rpt-day-h">
        <h3 id="rpt-day-h">{m.dailyBuckets}</h3>
        {empty && <p className="rpt-empty">{m.dailyNoRecord}</p>}
        <ul className="rpt-sections">
          {REPORT_SECTIONS.map((s) => (
            <li key={s.key}>
              <section className={`rpt-section is-${s.group}`} aria-labelledby={`rpt-day-${s.key}`}>
                <h4>
                  <span id={`rpt-day-${s.key}`}>{s.label}</span> <span className="rpt-day-sum">{formatFigure(report.day[sumField(s.key)])}</span>
                </h4>
                <dl className="rpt-buckets">
                  {bucketFields(s.key).map((f, i) => (
                    <div key={f}>
                      <dt>{s.buckets[i]}</dt>
                      <dd>{formatFigure(report.day[f])}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function WinList(p: { readonly label: string; readonly keys: readonly string[]; readonly labelOf: (key: string) => string; readonly tone: 'mine' | 'other' }) {
  return (
    <section className={`rpt-win is-${p.tone}`} aria-label={p.label}>
      <h3>{p.label}</h3>
      {p.keys.length === 0 ? (
        <p className="rpt-empty">{m.dailyNoWin}</p>
      ) : (
        <ul>
          {p.keys.map((k) => (
            <li key={k}>{p.labelOf(k)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
