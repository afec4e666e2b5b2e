// /eduplanmap/planReg bound to the app: the planReg machine with the signed-in user's plan draft, the
// catalogue's names and the my-plan save; saved, my plans replace it; 취소 (or no products) goes back.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { planRegMachine, type PlanRegInput } from '../../../machines/plan-map/plan-reg.machine';
import { EDUPLAN_MAP_PATH, EDUPLAN_MY_PLAN_PATH } from '../../domain/plan-map/pages';
import { PlanRegScreen } from '../../screens/plan-map/plan-reg-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { loadProductNames, readDraft, saveMyPlan } from './my-plan-actors';

export interface PlanRegNavigation {
  /** To my plans, in place of this screen. */
  readonly go: (to: string) => void;
  /** Back where the user came from. */
  readonly back: () => void;
}

export function providePlanReg({ fromEffect }: Pick<Flows, 'fromEffect'>, nav: PlanRegNavigation) {
  return planRegMachine.provide({
    actions: { goBack: () => nav.back(), openMyPlans: () => nav.go(EDUPLAN_MY_PLAN_PATH) },
    actors: { readDraft: fromEffect(readDraft), loadNames: fromEffect(loadProductNames), saveMyPlan: fromEffect(saveMyPlan) },
  });
}

/** Back in the app's history; opened directly in a new tab, nothing is behind it, so the map. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(EDUPLAN_MAP_PATH));

export default function PlanRegRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  return <PlanReg key={session.userId} input={{ userId: session.userId }} />;
}

function PlanReg({ input }: { readonly input: PlanRegInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePlanReg(flows, { go: (to) => navigate(to, { replace: true }), back }), [flows]);
  const actor = useActorRef(machine, { input });
  return <PlanRegScreen actor={actor} />;
}
