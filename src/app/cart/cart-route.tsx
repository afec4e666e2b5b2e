// /eduplanmap/cart bound to the app: the cart machine with the signed-in user's plan draft, the cart calls,
// the ordering site (its window reserved in the 계약 click) and the navigation: the map for the draft's
// customer in place of the cart, or plan register. One actor per user.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { ReservedLink } from '../../../bridges/contract';
import { selectSession } from '../../../machines/app/app.selectors';
import { cartMachine } from '../../../machines/cart/cart.machine';
import type { PlanDraft } from '../../domain/plan-map/draft';
import { eduplanMapHref, EDUPLAN_PLAN_REG_PATH } from '../../domain/plan-map/pages';
import type { Position } from '../../domain/shared/roles';
import { CartScreen } from '../../screens/cart/cart-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { loadCart, openOrderSite, readCartDraft, saveCart, writeCartDraft } from './cart-actors';

export interface CartUser {
  readonly userId: string;
  readonly position: Position;
}

/** The map for the draft's customer (or without one): it reloads and shows what is held. */
export const mapHrefOf = (draft: PlanDraft): string => {
  const c = draft.customer;
  return eduplanMapHref(c ? { customer: { kwkkey: c.kwkkey, custDiv: c.custDiv, custNm: c.custNm, ...(c.targetId ? { targetId: c.targetId } : {}) } } : {});
};

export function provideCart({ fromEffect, reserveExternalLink }: Pick<Flows, 'fromEffect' | 'reserveExternalLink'>, user: CartUser, go: (to: string) => void) {
  let held: ReservedLink | null = null;
  const claim = Effect.sync(() => {
    const link = held ?? reserveExternalLink();
    held = null;
    return link;
  });
  return cartMachine.provide({
    actions: {
      goMap: (_, { draft }) => go(mapHrefOf(draft)),
      goPlanReg: () => go(EDUPLAN_PLAN_REG_PATH),
      reserveExternalLink: () => {
        if (held) Effect.runSync(held.release());
        held = reserveExternalLink();
      },
      releaseExternalLink: () => {
        if (held) Effect.runSync(held.release());
        held = null;
      },
    },
    actors: {
      readDraft: fromEffect(readCartDraft(user.userId)),
      writeDraft: fromEffect(({ draft }: { draft: PlanDraft }) => writeCartDraft(user.userId, draft)),
      loadCart: fromEffect(loadCart),
      savePlan: fromEffect(saveCart(user.userId)),
      openOrderSite: fromEffect(openOrderSite(user.position, claim)),
    },
  });
}

export default function CartRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  return <Cart key={session.userId} user={{ userId: session.userId, position: session.orgnzPstn }} />;
}

function Cart({ user }: { readonly user: CartUser }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideCart(flows, user, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine);
  return <CartScreen actor={actor} />;
}
