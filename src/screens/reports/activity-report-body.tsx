// The activity report's figures for the shown month (spec 3 §2): the sales (Sr+Dg+Co+Ky) and management
// (As+Bk+Ed) sums, then the seven sections, each with its sum and four buckets, every figure the caller's
// against the compared one (the branch average, or the month before).
import type { ActivityReportData, Comparison } from '../../../machines/reports/activity-report.machine';
import { reportsMessages as m } from '../../domain/reports/messages';
import { ALL_SUM_FIELDS, bucketFields, managementSum, REPORT_SECTIONS, salesSum, sumField, type ActivityRecord } from '../../domain/reports/rules';
import { CompareBars, type Compared } from './activity-report-bars';

/** Who is compared with whom under each tab. */
export const COMPARED: Readonly<Record<Comparison, { readonly mine: string; readonly other: string }>> = {
  average: { mine: m.reportMine, other: m.reportAverage },
  previous: { mine: m.reportThisMonth, other: m.reportLastMonth },
};

export function ActivityReportBody({ report, comparison }: { readonly report: ActivityReportData; readonly comparison: Comparison }) {
  const mine = report.monRec;
  const other = comparison === 'average' ? report.monAvg : report.preRec;
  const names = COMPARED[comparison];
  const pair = (a: number, b: number): Compared[] => [
    { who: names.mine, value: a, tone: 'mine' },
    { who: names.other, value: b, tone: 'other' },
  ];
  const empty = ALL_SUM_FIELDS.every((f) => mine[f] === 0);
  return (
    <>
      {empty && <p className="rpt-empty">{m.reportNoRecord}</p>}
      <section className="rpt-sums" aria-label={m.reportActivitySums}>
        <CompareBars label={m.reportSales} values={pair(salesSum(mine), salesSum(other))} total />
        <CompareBars label={m.reportManagement} values={pair(managementSum(mine), managementSum(other))} total />
      </section>
      <ul className="rpt-sections" aria-label={m.reportSections}>
        {REPORT_SECTIONS.map((s) => (
          <li key={s.key}>
            <SectionCard section={s} mine={mine} other={other} pair={pair} />
          </li>
        ))}
      </ul>
    </>
  );
}

function SectionCard(p: {
  readonly section: (typeof REPORT_SECTIONS)[number];
  readonly mine: ActivityRecord;
  readonly other: ActivityRecord;
  readonly pair: (a: number, b: number) => Compared[];
}) {
  const { section: s } = p;
  const headingId = `rpt-sec-${s.key}`;
  const sum = sumField(s.key);
  return (
    <section className={`rpt-section is-${s.group}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{s.label}</h3>
      <CompareBars label={m.reportSum} values={p.pair(p.mine[sum], p.other[sum])} total />
      {bucketFields(s.key).map((f, i) => (
        <CompareBars key={f} label={s.buckets[i]!} values={p.pair(p.mine[f], p.other[f])} />
      ))}
    </section>
  );
}
