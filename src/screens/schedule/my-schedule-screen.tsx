// My schedule (spec 2 §2 /mySchedule/myScheduleList): the my / HQ tabs, the calendar and the selected day
// side by side on a wide screen, the result of a complete check, and the register button.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { myScheduleMachine } from '../../../machines/schedule/my-schedule.machine';
import * as sel from '../../../machines/schedule/my-schedule.selectors';
import { selectSelectedMeeting } from '../../../machines/schedule/schedule-calendar.selectors';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { scheduleRegHref } from '../../domain/schedule/pages';
import { Dialog } from '../../ui/dialog';
import { CalendarView, type CalendarActor } from './calendar-view';
import { MyScheduleDay } from './my-schedule-day';
import { MyScheduleTabs } from './my-schedule-tabs';
import './schedule-calendar.css';

function Meeting({ actor, calendar }: { readonly actor: ActorRefFrom<typeof myScheduleMachine>; readonly calendar: CalendarActor }) {
  const meeting = useSelector(calendar, selectSelectedMeeting);
  return <MyScheduleDay actor={actor} meeting={meeting} />;
}

export function MyScheduleScreen({ actor }: { readonly actor: ActorRefFrom<typeof myScheduleMachine> }) {
  const calendar = useSelector(actor, sel.selectCalendarRef) as CalendarActor | undefined;
  const message = useSelector(actor, sel.selectMessage);
  return (
    <div className="sch-screen">
      <MyScheduleTabs current="mine" />
      <div className="sch-columns">
        {calendar && <CalendarView actor={calendar} />}
        {calendar && <Meeting actor={actor} calendar={calendar} />}
      </div>
      <Link href={scheduleRegHref()} className="btn btn-primary sch-register">
        {m.register}
      </Link>
      {message && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </div>
  );
}
