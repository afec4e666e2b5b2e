// /mypage/bsnPlnList (route bsn-pln-list): the signed-in user's sales plans, the year select starting at
// this year by the app's clock (Korea time); rows lead to the read-only plan or the plan form.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { planListMachine, type PlanListInput } from '../../../machines/plans/plan-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { bsnPlnDetailHref, bsnPlnRegHref } from '../../domain/plans/pages';
import { PlanListScreen } from '../../screens/plans/plan-list-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { loadPlanListPage } from './plan-lists-actors';

export function providePlanList({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return planListMachine.provide({
    actions: {
      openDetail: (_, { sqno }) => go(bsnPlnDetailHref(sqno)),
      openForm: (_, { sqno }) => go(bsnPlnRegHref(sqno ? { sqno } : {})),
    },
    actors: { planList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadPlanListPage) } }) },
  });
}

export default function PlanListRoute() {
  const { app, flows } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const input: PlanListInput = { position: session.orgnzPstn, currentYear: Number(flows.today().slice(0, 4)) };
  return <PlanList key={session.userId} input={input} />;
}

function PlanList({ input }: { readonly input: PlanListInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePlanList(flows, (to) => navigate(to)), [flows]);
  const actor = useActorRef(machine, { input });
  return <PlanListScreen actor={actor} />;
}
