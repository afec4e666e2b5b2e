// /eduplanmap/myPlan (query from) bound to the app: the myPlans machine with the my-plan calls; 추가 opens the
// map in 상품 선택 mode (myPlan=Y, from=myPlan). One actor per user.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { myPlansMachine } from '../../../machines/plan-map/my-plans.machine';
import { eduplanMapHref } from '../../domain/plan-map/pages';
import { MyPlansScreen } from '../../screens/plan-map/my-plans-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { deleteMyPlan, loadMyPlans, renameMyPlan } from './my-plan-actors';

export function provideMyPlans({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return myPlansMachine.provide({
    actions: { openMap: () => go(eduplanMapHref({ myPlan: true, from: 'myPlan' })) },
    actors: { loadMyPlans: fromEffect(loadMyPlans), renameMyPlan: fromEffect(renameMyPlan), deleteMyPlan: fromEffect(deleteMyPlan) },
  });
}

export default function MyPlanRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  return <MyPlans key={session.userId} />;
}

function MyPlans() {
  const { flows } = useApp();
  const machine = useMemo(() => provideMyPlans(flows, (to) => navigate(to)), [flows]);
  const actor = useActorRef(machine);
  return <MyPlansScreen actor={actor} />;
}
