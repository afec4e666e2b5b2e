// /mypage/bsnPlnDetail and /mypage/bsnPlnMemberDetail (query sqno): a read-only plan, the caller's own
// (bsn-pln-detail, with 수정 inside the edit window by the app's clock) or a member's (bsn-pln-member-detail,
// a branch head's). One view for both routes; the route's name tells which.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { planViewMachine, type PlanViewInput } from '../../../machines/plans/plan-view.machine';
import { bsnPlnRegHref, PLAN_ROUTE_NAMES } from '../../domain/plans/pages';
import { PlanViewScreen } from '../../screens/plans/plan-view-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadPlan } from './plan-lists-actors';

export function providePlanView({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return planViewMachine.provide({
    actions: { openForm: (_, { sqno }) => go(bsnPlnRegHref({ sqno })) },
    actors: { loadPlan: fromEffect(loadPlan) },
  });
}

/** The address's sqno; 0 when missing or not a number (the server refuses it with its message). */
export const sqnoOf = (search: string): number => {
  const n = Number(new URLSearchParams(search).get('sqno'));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export default function PlanViewRoute({ route }: RouteViewProps) {
  const { app, flows } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const input: PlanViewInput = { sqno: sqnoOf(route.search), member: route.route.name === PLAN_ROUTE_NAMES.memberDetail, today: flows.today() };
  return <PlanView key={`${session.userId}:${route.route.name}?${route.search}`} input={input} />;
}

function PlanView({ input }: { readonly input: PlanViewInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePlanView(flows, (to) => navigate(to)), [flows]);
  const actor = useActorRef(machine, { input });
  return <PlanViewScreen actor={actor} />;
}
