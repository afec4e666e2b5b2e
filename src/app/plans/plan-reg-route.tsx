// /mypage/bsnPlnReg?sqno&planYr&planMn&popYn (spec 3 §2 plan form) bound to the app: the plan-window machine
// with the app's clock and the plan calls; saved, it goes back to the plan list, or (popYn=Y) the popup closes
// through the shell as other popups do. A partner's refusal goes back. One actor per user and query.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { planFormMachine } from '../../../machines/plans/plan-form.machine';
import { planWindowMachine, type PlanWindowInput } from '../../../machines/plans/plan-window.machine';
import { HOME_PATH, idParam } from '../../domain/app/routes';
import { BSN_PLN_LIST_PATH } from '../../domain/plans/pages';
import { PlanFormScreen } from '../../screens/plans/plan-form-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadOwnPlan, loadPlanExist, loadPlanWindow, readNow, savePlan } from './plan-reg-actors';

export interface PlanRegNavigation {
  /** To the plan list, in place of the form. */
  readonly go: (to: string) => void;
  /** Back where the user came from (a partner's refusal). */
  readonly back: () => void;
  /** Opened as a popup (popYn=Y): a save closes it instead. */
  readonly popup: boolean;
}

export function providePlanWindow({ fromEffect }: Pick<Flows, 'fromEffect'>, nav: PlanRegNavigation) {
  return planWindowMachine.provide({
    actions: { goBack: () => nav.back() },
    actors: {
      readNow: fromEffect(readNow),
      loadWindow: fromEffect(loadPlanWindow),
      loadExist: fromEffect(loadPlanExist),
      loadPlan: fromEffect(loadOwnPlan),
      planForm: planFormMachine.provide({ actors: { savePlan: fromEffect(savePlan) } }),
      finish: fromEffect(() => (nav.popup ? closePopup(null, BSN_PLN_LIST_PATH, nav.go) : Effect.sync(() => nav.go(BSN_PLN_LIST_PATH)))),
    },
  });
}

/** The form's query: sqno (a plan of the caller's), or planYr (yyyy) with planMn (mm); anything else is left out. */
export function planRegInput(position: string, search: string): PlanWindowInput {
  const q = new URLSearchParams(search);
  const sqno = idParam(q.get('sqno'));
  const planYr = q.get('planYr') ?? '';
  const planMn = q.get('planMn') ?? '';
  const month = /^\d{4}$/.test(planYr) && /^(0[1-9]|1[0-2])$/.test(planMn);
  return { position, sqno: Number.isNaN(sqno) || sqno === 0 ? null : sqno, planYr: month ? planYr : null, planMn: month ? planMn : null };
}

/** Back in the app's history; a form opened directly in a new tab has nothing behind it, so home. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH));

export default function PlanRegRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const popup = new URLSearchParams(route.search).get('popYn') === 'Y';
  return <PlanReg key={`${session.userId}?${route.search}`} input={planRegInput(session.orgnzPstn, route.search)} popup={popup} />;
}

function PlanReg({ input, popup }: { readonly input: PlanWindowInput; readonly popup: boolean }) {
  const { flows } = useApp();
  // Fixed for this actor: another query is another key above, so a new actor.
  const machine = useMemo(() => providePlanWindow(flows, { go: (to) => navigate(to, { replace: true }), back, popup }), [flows]);
  const actor = useActorRef(machine, { input });
  return <PlanFormScreen actor={actor} />;
}
