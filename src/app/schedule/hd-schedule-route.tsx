// /mySchedule/hdSchedule bound to the app: the HQ-schedule machine with its month calendar and paged list
// provided on this lazily loaded chunk, one actor per signed-in user.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { hqScheduleMachine } from '../../../machines/schedule/hq-schedule.machine';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HqScheduleScreen } from '../../screens/schedule/hq-schedule-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { calendarActors, loadHqPage } from './my-schedule-actors';

export function provideHqSchedule({ fromEffect }: Pick<Flows, 'fromEffect'>) {
  return hqScheduleMachine.provide({
    actors: {
      calendar: scheduleCalendarMachine.provide({ actors: calendarActors(fromEffect, true) }),
      list: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadHqPage) } }),
    },
  });
}

export default function HdScheduleRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <HdSchedule key={session.userId} /> : null;
}

function HdSchedule() {
  const { flows } = useApp();
  const machine = useMemo(() => provideHqSchedule(flows), [flows]);
  const actor = useActorRef(machine);
  return <HqScheduleScreen actor={actor} />;
}
