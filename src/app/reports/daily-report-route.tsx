// /dailyReport?trgDate=yyyymmdd bound to the app: the daily-report machine with its call, today by the app's
// clock (Korea time). The actor lives per signed-in user, not per trgDate: the machine moves the day and the
// URL follows it (replaced, so the header's back still goes up to the report and focus stays on the button).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { dailyReportMachine } from '../../../machines/reports/daily-report.machine';
import { dailyReportHref } from '../../domain/reports/pages';
import { DailyReportScreen } from '../../screens/reports/daily-report-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadDailyReport } from './daily-report-actors';

export function provideDailyReport({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return dailyReportMachine.provide({
    actions: { showDay: (_, { day }) => go(dailyReportHref(day)) },
    actors: { loadDaily: fromEffect(loadDailyReport) },
  });
}

/** yyyymmdd of a yyyy-mm-dd day. */
export const compactDay = (day: string) => day.replace(/-/g, '');

export default function DailyReportRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const trgDate = new URLSearchParams(route.search).get('trgDate');
  return session ? <DailyReport key={session.userId} trgDate={trgDate} /> : null;
}

function DailyReport({ trgDate }: { readonly trgDate: string | null }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideDailyReport(flows, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { today: compactDay(flows.today()), trgDate } });
  return <DailyReportScreen actor={actor} />;
}
