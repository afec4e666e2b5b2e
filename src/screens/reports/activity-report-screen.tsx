// The activity report (spec 3 §2 /mypage/report): the month with previous / next, the 평균 대비 / 전월 대비
// tabs over one panel of figures, loading and a failure with retry, and a link to today's daily report.
// Renders the activity-report actor; sends only user.* events.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { activityReportMachine } from '../../../machines/reports/activity-report.machine';
import * as sel from '../../../machines/reports/activity-report.selectors';
import { reportsMessages as m } from '../../domain/reports/messages';
import { dailyReportHref } from '../../domain/reports/pages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { ActivityReportBody } from './activity-report-body';
import { PeriodNav } from './activity-report-nav';
import { ReportTabs, tabId } from './activity-report-tabs';
import './activity-report.css';

const PANEL = 'rpt-panel';

export function ActivityReportScreen({ actor }: { readonly actor: ActorRefFrom<typeof activityReportMachine> }) {
  const title = useSelector(actor, sel.selectMonthTitle);
  const canPrev = useSelector(actor, sel.selectCanPrevMonth);
  const canNext = useSelector(actor, sel.selectCanNextMonth);
  const comparison = useSelector(actor, sel.selectComparison);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const report = useSelector(actor, sel.selectReport);
  return (
    <section className="rpt" aria-label={m.reportLabel}>
      <PeriodNav
        title={title}
        prevLabel={m.reportPrevMonth}
        nextLabel={m.reportNextMonth}
        canPrev={canPrev}
        canNext={canNext}
        onPrev={() => actor.send({ type: 'user.prevMonth' })}
        onNext={() => actor.send({ type: 'user.nextMonth' })}
      />
      <ReportTabs value={comparison} panelId={PANEL} onSelect={(tab) => actor.send({ type: 'user.selectTab', tab })} />
      <div className="rpt-panel" id={PANEL} role="tabpanel" tabIndex={0} aria-labelledby={tabId(comparison)} aria-busy={loading}>
        {loading && <Spinner label={m.reportLoading} />}
        {error !== null && <RetryAlert className="rpt-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
        {report && <ActivityReportBody report={report} comparison={comparison} />}
      </div>
      <Link href={dailyReportHref()} className="btn btn-secondary rpt-daily-link">
        {m.reportOpenDaily}
      </Link>
    </section>
  );
}
