// /eduplanmap/promotion?sqno (route eduplan-promotion): a promotion's title and images; not found shows the
// server's message and goes back. Without sqno (the QR page's link) the promotion running now.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { promotionMachine } from '../../../machines/plan-map/promotion.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { Effect } from 'effect';
import { eduplanBase, eduplanPromotion } from '../../domain/plan-map/contract';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { ServerError } from '../../domain/shared/errors';
import { PromotionScreen } from '../../screens/plan-map/promotion-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

/** A promotion; sqno 0 (the QR page's link, docs/decisions.md D23) is the one running now, from eduplan/base. */
export const loadPromotion = ({ sqno }: { sqno: number }) =>
  Api.use((a) =>
    (sqno > 0 ? Effect.succeed(sqno) : a.call(eduplanBase, {}).pipe(Effect.map((b) => b.promotionInfo?.sqno ?? 0))).pipe(
      Effect.flatMap((n) => (n > 0 ? a.call(eduplanPromotion, { sqno: n }) : Effect.fail(new ServerError({ rt: 'not_found', rtMsg: m.planPromotionNone })))),
    ),
  );

export function providePromotion({ fromEffect }: Pick<Flows, 'fromEffect'>, back: () => void) {
  return promotionMachine.provide({ actions: { goBack: () => back() }, actors: { loadPromotion: fromEffect(loadPromotion) } });
}

/** The address's sqno; 0 when missing or not a number (then the running promotion). */
export const promotionSqnoOf = (search: string): number => {
  const n = Number(new URLSearchParams(search).get('sqno'));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH));

export default function PromotionRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Promotion key={`${session.userId}?${route.search}`} sqno={promotionSqnoOf(route.search)} /> : null;
}

function Promotion({ sqno }: { readonly sqno: number }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePromotion(flows, back), [flows]);
  const actor = useActorRef(machine, { input: { sqno } });
  return <PromotionScreen actor={actor} />;
}
