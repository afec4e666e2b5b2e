// /mySchedule/myScheduleList bound to the app: the my-schedule machine with its calendar and notices children
// provided on this lazily loaded chunk, one actor per signed-in user.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { myScheduleMachine } from '../../../machines/schedule/my-schedule.machine';
import { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import { scheduleNoticesMachine } from '../../../machines/schedule/schedule-notices.machine';
import { MyScheduleScreen } from '../../screens/schedule/my-schedule-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { calendarActors, completeNotice, loadDay, saveCompletion } from './my-schedule-actors';

export function provideMySchedule({ fromEffect }: Pick<Flows, 'fromEffect'>) {
  return myScheduleMachine.provide({
    actors: {
      calendar: scheduleCalendarMachine.provide({ actors: calendarActors(fromEffect, false) }),
      notices: scheduleNoticesMachine.provide({ actors: { completeNotice: fromEffect(completeNotice) } }),
      loadDay: fromEffect(loadDay),
      saveCompletion: fromEffect(saveCompletion),
    },
  });
}

export default function MyScheduleRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <MySchedule key={session.userId} /> : null;
}

function MySchedule() {
  const { flows } = useApp();
  const machine = useMemo(() => provideMySchedule(flows), [flows]);
  const actor = useActorRef(machine);
  return <MyScheduleScreen actor={actor} />;
}
