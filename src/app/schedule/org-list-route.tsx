// /mySchedule/orgList/{username?} (spec 2 §2): the accompany lookup's first step, in the popup the schedule
// form opened; a member chosen goes on to /mySchedule/userScheduleList/{userid} in the same popup (the name
// rides along in the query for that page's header). 닫기 closes the popup (a window that stays goes home).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { orgListMachine } from '../../../machines/schedule/org-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { userScheduleListHref } from '../../domain/schedule/pages';
import { OrgListScreen } from '../../screens/schedule/org-list-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadOrgPage } from './schedule-actors';

export const memberHref = (m: { userid: string }) => userScheduleListHref(m.userid);

export function provideOrgList({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string, replace: boolean) => void) {
  return orgListMachine.provide({
    actions: { openMember: (_, { member }) => go(memberHref(member), false) },
    actors: {
      memberList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadOrgPage) } }),
      finish: fromEffect(() => closePopup(null, HOME_PATH, (to) => go(to, true))),
    },
  });
}

export default function OrgListRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const username = route.params.username ?? '';
  return session ? <OrgList key={`${session.userId}/${username}`} username={username} /> : null;
}

function OrgList({ username }: { readonly username: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideOrgList(flows, (to, replace) => navigate(to, { replace })), [flows]);
  const actor = useActorRef(machine, { input: { username } });
  return <OrgListScreen actor={actor} />;
}
