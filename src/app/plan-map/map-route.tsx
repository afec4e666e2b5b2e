// /eduplanmap (route eduplan-map; query myPlan, from, custDiv, kwkkey, custNm, targetId): the education plan
// map for the customer the address names (or none; myPlan=Y chooses products for a plan of one's own). The
// customer search popup's report (cust-selected) comes back as a page message; a branch head looks customers
// up through the planner list. The selection is written to the plan draft the cart reads.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { planMapMachine, type PlanMapInput } from '../../../machines/plan-map/plan-map.machine';
import type { PlanMapCustomer } from '../../../machines/plan-map/plan-map.context';
import { EDUPLAN_CART_PATH, EDUPLAN_ORG_LIST_PATH, EDUPLAN_PLAN_REG_PATH, eduplanMapHref, eduplanMyPlanHref } from '../../domain/plan-map/pages';
import type { PopupEvent } from '../../domain/customers/popup-events';
import { PlanMapScreen } from '../../screens/plan-map/plan-map-screen';
import { useApp } from '../app-context';
import { openPopup } from '../customers/customer-detail-actors';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import { reservedLinkSlot } from '../reserved-link-slot';
import type { RouteViewProps } from '../view-entry';
import * as actors from './map-actors';

/** The customer search popup's report as the map's event; anything else is not the map's. */
export const mapPopupEvent = (e: PopupEvent) =>
  e.event === 'cust-selected' ? ({ type: 'popup.custSelected', kwkkey: e.kwkkey, custDiv: e.custDiv, custNm: e.custNm } as const) : null;

/** Where the map leads: `go(to, replace)`; a customer picked replaces the map with theirs. */
export function providePlanMap(
  { fromEffect, nativeEvents, reserveExternalLink }: Pick<Flows, 'fromEffect' | 'nativeEvents' | 'reserveExternalLink'>,
  userId: string,
  origin: string,
  go: (to: string, replace: boolean) => void,
) {
  const pdfLink = reservedLinkSlot(reserveExternalLink);
  return planMapMachine.provide({
    actions: {
      reserveExternalLink: pdfLink.reserve,
      openOrgList: () => go(EDUPLAN_ORG_LIST_PATH, false),
      openMap: (_, { customer }) => go(eduplanMapHref({ customer }), true),
      openMyPlans: () => go(eduplanMyPlanHref('map'), false),
      openCart: () => go(EDUPLAN_CART_PATH, false),
      openPlanReg: () => go(EDUPLAN_PLAN_REG_PATH, false),
    },
    actors: {
      loadBase: fromEffect(actors.loadBase(userId)),
      loadChildren: fromEffect(actors.loadChildren),
      loadCustomerPlan: fromEffect(actors.loadCustomerPlan),
      loadMyPlan: fromEffect(actors.loadMyPlan),
      openPopup: fromEffect(openPopup(origin)),
      watchPopups: watchPopups(nativeEvents(), null, mapPopupEvent),
      openPdf: fromEffect(actors.openPdf(origin, pdfLink.claim)),
      writeDraft: fromEffect(actors.writeDraft(userId)),
      openInfoLink: fromEffect(actors.openInfoLink),
    },
  });
}

/** The customer the query names (key, a known kind and a name), else none. */
export function mapCustomerOfQuery(search: string): PlanMapCustomer | null {
  const q = new URLSearchParams(search);
  const kwkkey = q.get('kwkkey') ?? '';
  const custNm = q.get('custNm') ?? '';
  const custDiv = q.get('custDiv');
  return kwkkey !== '' && custNm !== '' && (custDiv === '1' || custDiv === '2') ? { kwkkey, custDiv, custNm, targetId: q.get('targetId') ?? '' } : null;
}

export default function MapRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const input: PlanMapInput = {
    myPlan: new URLSearchParams(route.search).get('myPlan') === 'Y',
    customer: mapCustomerOfQuery(route.search),
    position: session.orgnzPstn,
  };
  return <PlanMap key={`${session.userId}?${route.search}`} userId={session.userId} input={input} />;
}

function PlanMap({ userId, input }: { readonly userId: string; readonly input: PlanMapInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePlanMap(flows, userId, window.location.origin, (to, replace) => navigate(to, { replace })), [flows, userId]);
  const actor = useActorRef(machine, { input });
  return <PlanMapScreen actor={actor} />;
}
