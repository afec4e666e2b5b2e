// The daily report (spec 3 §2 /dailyReport): the day with previous / next (not past today), loading and a
// failure with retry, then the day's figures. Renders the daily-report actor; sends only user.* events.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dailyReportMachine } from '../../../machines/reports/daily-report.machine';
import * as sel from '../../../machines/reports/daily-report.selectors';
import { reportsMessages as m } from '../../domain/reports/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { PeriodNav } from './activity-report-nav';
import { DailyReportBody } from './daily-report-body';
import './activity-report.css';
import './daily-report.css';

export function DailyReportScreen({ actor }: { readonly actor: ActorRefFrom<typeof dailyReportMachine> }) {
  const title = useSelector(actor, sel.selectDayTitle);
  const canPrev = useSelector(actor, sel.selectCanPrevDay);
  const canNext = useSelector(actor, sel.selectCanNextDay);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const report = useSelector(actor, sel.selectReport);
  return (
    <section className="rpt rpt-daily" aria-label={m.dailyLabel} aria-busy={loading}>
      <PeriodNav
        title={title}
        prevLabel={m.dailyPrevDay}
        nextLabel={m.dailyNextDay}
        canPrev={canPrev}
        canNext={canNext}
        onPrev={() => actor.send({ type: 'user.prevDay' })}
        onNext={() => actor.send({ type: 'user.nextDay' })}
      />
      {loading && <Spinner label={m.dailyLoading} />}
      {error !== null && <RetryAlert className="rpt-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {report && <DailyReportBody report={report} />}
    </section>
  );
}
