// /mypage/headBsnPlnList (route head-bsn-pln-list): the branch head's members' plans, opening on this month
// by the app's clock (Korea time); anyone else reads the refusal and goes back.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { headPlanListMachine, type HeadPlanListInput } from '../../../machines/plans/head-plan-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { bsnPlnMemberDetailHref } from '../../domain/plans/pages';
import { HeadPlanListScreen } from '../../screens/plans/head-plan-list-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { loadHeadPlanPage, requestPlan } from './plan-lists-actors';

export interface HeadPlanNavigation {
  readonly go: (to: string) => void;
  readonly back: () => void;
}

export function provideHeadPlanList({ fromEffect }: Pick<Flows, 'fromEffect'>, nav: HeadPlanNavigation) {
  return headPlanListMachine.provide({
    actions: { openMember: (_, { sqno }) => nav.go(bsnPlnMemberDetailHref(sqno)), goBack: () => nav.back() },
    actors: {
      memberPlans: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadHeadPlanPage) } }),
      requestPlan: fromEffect(requestPlan),
    },
  });
}

/** Back in the app's history; a page opened directly in a new tab has nothing behind it, so home. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH));

export default function HeadPlanListRoute() {
  const { app, flows } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const today = flows.today();
  const input: HeadPlanListInput = { position: session.orgnzPstn, year: today.slice(0, 4), month: today.slice(5, 7) };
  return <HeadPlanList key={session.userId} input={input} />;
}

function HeadPlanList({ input }: { readonly input: HeadPlanListInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideHeadPlanList(flows, { go: (to) => navigate(to), back }), [flows]);
  const actor = useActorRef(machine, { input });
  return <HeadPlanListScreen actor={actor} />;
}
