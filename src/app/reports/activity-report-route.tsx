// /mypage/report bound to the app: the activity-report machine with its call, opening on the current month
// by the app's clock (Korea time); one actor per signed-in user.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { activityReportMachine } from '../../../machines/reports/activity-report.machine';
import { ActivityReportScreen } from '../../screens/reports/activity-report-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { loadActivityReport } from './activity-report-actors';

export function provideActivityReport({ fromEffect }: Pick<Flows, 'fromEffect'>) {
  return activityReportMachine.provide({ actors: { loadReport: fromEffect(loadActivityReport) } });
}

/** yyyymm of a yyyy-mm-dd day. */
export const monthOf = (day: string) => day.slice(0, 7).replace('-', '');

export default function ActivityReportRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <ActivityReport key={session.userId} /> : null;
}

function ActivityReport() {
  const { flows } = useApp();
  const machine = useMemo(() => provideActivityReport(flows), [flows]);
  const actor = useActorRef(machine, { input: { currentMonth: monthOf(flows.today()) } });
  return <ActivityReportScreen actor={actor} />;
}
