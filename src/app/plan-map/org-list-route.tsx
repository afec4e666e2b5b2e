// /eduplanmap/orgList (route eduplan-org-list): the branch head's planner list for the plan map. A planner
// chosen opens the customer search popup for that planner (a new web view through the shell); its report
// (cust-selected, a page message) opens the plan map for that customer with targetId. Others are refused.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { plannerListMachine, type PlannerListInput } from '../../../machines/plan-map/planner-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { eduplanMapHref } from '../../domain/plan-map/pages';
import { PlannerListScreen } from '../../screens/plan-map/planner-list-screen';
import { useApp } from '../app-context';
import { openPopup } from '../customers/customer-detail-actors';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import { loadOrgPage } from '../schedule/schedule-actors';
import type { RouteViewProps } from '../view-entry';
import { mapPopupEvent } from './map-route';

export interface PlannerListNavigation {
  readonly go: (to: string) => void;
  readonly back: () => void;
}

export function providePlannerList({ fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>, origin: string, nav: PlannerListNavigation) {
  return plannerListMachine.provide({
    actions: { openMap: (_, { customer }) => nav.go(eduplanMapHref({ customer })), goBack: () => nav.back() },
    actors: {
      plannerList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadOrgPage) } }),
      openPopup: fromEffect(openPopup(origin)),
      watchPopups: watchPopups(nativeEvents(), null, mapPopupEvent),
    },
  });
}

/** Back in the app's history; a page opened directly has nothing behind it, so home. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH));

export default function PlannerListRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <PlannerList key={session.userId} input={{ position: session.orgnzPstn }} /> : null;
}

function PlannerList({ input }: { readonly input: PlannerListInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePlannerList(flows, window.location.origin, { go: (to) => navigate(to), back }), [flows]);
  const actor = useActorRef(machine, { input });
  return <PlannerListScreen actor={actor} />;
}

