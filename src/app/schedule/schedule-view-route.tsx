// /mySchedule/myScheduleView/{sqno?} (spec 2 §2): one schedule. Opened by the customer detail in a popup
// (query popup=Y), leaving tells the detail reload-myschedule after a delete and closes the popup (a window
// that stays goes to the list); otherwise leaving goes to the list.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { scheduleViewMachine } from '../../../machines/schedule/schedule-view.machine';
import { idParam } from '../../domain/app/routes';
import { SCHEDULE_LIST_PATH, scheduleRegHref } from '../../domain/schedule/pages';
import { ScheduleViewScreen } from '../../screens/schedule/schedule-view-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { deleteSchedule, loadSchedule } from './schedule-actors';

/** Whether the view runs in a popup the customer detail opened. */
export const inPopup = (search: string) => new URLSearchParams(search).get('popup') === 'Y';

export function provideScheduleView({ fromEffect }: Pick<Flows, 'fromEffect'>, popup: boolean, go: (to: string) => void) {
  return scheduleViewMachine.provide({
    actions: { openEditor: (_, { sqno }) => go(scheduleRegHref({ sqno })) },
    actors: {
      loadSchedule: fromEffect(loadSchedule),
      deleteSchedule: fromEffect(deleteSchedule),
      finish: fromEffect(({ deleted }: { deleted: number | null }) =>
        popup
          ? closePopup(deleted === null ? null : { event: 'reload-myschedule', sqno: deleted }, SCHEDULE_LIST_PATH, go)
          : Effect.sync(() => go(SCHEDULE_LIST_PATH)),
      ),
    },
  });
}

export default function ScheduleViewRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const sqno = idParam(route.params.sqno);
  const popup = inPopup(route.search);
  return session ? <ScheduleView key={`${session.userId}/${sqno}/${popup}`} sqno={sqno} popup={popup} /> : null;
}

function ScheduleView({ sqno, popup }: { readonly sqno: number; readonly popup: boolean }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideScheduleView(flows, popup, (to) => navigate(to, { replace: true })), [flows, popup]);
  const actor = useActorRef(machine, { input: { sqno } });
  return <ScheduleViewScreen actor={actor} />;
}
