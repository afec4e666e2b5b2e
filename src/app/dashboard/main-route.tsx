// /main bound to the app actor: the dashboard actor for the signed-in user, built on this lazily
// loaded chunk from the runtime-bound Effect helper; the customer search box hands its name to the app.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { attendanceMonthMachine } from '../../../machines/dashboard/attendance-month.machine';
import { selectSurveyHref } from '../../../machines/dashboard/dashboard.selectors';
import type { Session } from '../../domain/login/contract';
import { DashboardScreen } from '../../screens/dashboard/dashboard-screen';
import { attendanceMonthActors } from './attendance-month-actors';
import { dashboardInput, provideDashboard } from './dashboard-flow';
import { useApp } from '../app-context';
import { useHeaderSurveySource } from '../surveys/header-survey';

export default function MainRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  // A new user means a new dashboard: keyed on the user id.
  return session ? <Dashboard key={session.userId} session={session} /> : null;
}

function Dashboard({ session }: { readonly session: Session }) {
  const { app, flows } = useApp();
  const machine = useMemo(() => provideDashboard(flows.fromEffect, session), [flows, session]);
  const actor = useActorRef(machine, { input: dashboardInput(session) });
  // The header's survey button leads to the survey the dashboard's answer names.
  useHeaderSurveySource(actor, selectSurveyHref);
  const monthMachine = useMemo(() => attendanceMonthMachine.provide({ actors: attendanceMonthActors(flows.fromEffect) }), [flows]);
  const month = useActorRef(monthMachine);
  const searchCustomers = useCallback((name: string) => app.send({ type: 'user.searchCustomers', name }), [app]);
  return <DashboardScreen actor={actor} session={session} attendanceMonth={month} onSearchCustomers={searchCustomers} />;
}
