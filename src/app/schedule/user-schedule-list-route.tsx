// /mySchedule/userScheduleList/{userid?} (spec 2 §2): the accompany lookup's second step; the
// schedule picked is told to the schedule form (acmp-schedule-selected) and the popup closes (a window
// that stays goes home).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { userScheduleListMachine } from '../../../machines/schedule/user-schedule-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import type { ScheduleRow } from '../../domain/schedule/contract';
import { UserScheduleListScreen } from '../../screens/schedule/user-schedule-list-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadPlanner, loadUserSchedulePage } from './schedule-actors';

/** What the form takes from the followed schedule (spec 2 §4). */
export const accompanyReport = (s: ScheduleRow, username: string) =>
  ({
    event: 'acmp-schedule-selected',
    sqno: s.sqno,
    username,
    allYn: s.allYn,
    sttDt: s.sttDt,
    sttHr: s.sttHr,
    endDt: s.endDt,
    endHr: s.endHr,
    addrNm: s.addrNm,
    addr: s.addr,
    addrDtpt: s.addrDtpt,
  }) as const;

export function provideUserScheduleList({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return userScheduleListMachine.provide({
    actors: {
      loadPlanner: fromEffect(loadPlanner),
      scheduleList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadUserSchedulePage) } }),
      finish: fromEffect(({ schedule, username }: { schedule: ScheduleRow | null; username: string }) =>
        closePopup(schedule ? accompanyReport(schedule, username) : null, HOME_PATH, go),
      ),
    },
  });
}

export default function UserScheduleListRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const userid = route.params.userid ?? '';
  return session ? <UserScheduleList key={`${session.userId}/${userid}`} userid={userid} /> : null;
}

function UserScheduleList({ userid }: { readonly userid: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideUserScheduleList(flows, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { userid } });
  return <UserScheduleListScreen actor={actor} />;
}
