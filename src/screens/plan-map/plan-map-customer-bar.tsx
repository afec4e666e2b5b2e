// The plan map's customer bar (spec 3 §2): 고객 조회 and the customer's name, the child selector (when the
// customer has children), the my-plan selector, and the link to the running promotion.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import * as sel from '../../../machines/plan-map/plan-map.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { eduplanPromotionHref } from '../../domain/plan-map/pages';
import type { PlanMapActor } from './plan-map-actor';

export function PlanMapCustomerBar({ actor }: { readonly actor: PlanMapActor }) {
  const myPlanMode = useSelector(actor, sel.selectMyPlanMode);
  const customer = useSelector(actor, sel.selectCustomer);
  const children = useSelector(actor, sel.selectChildren);
  const child = useSelector(actor, sel.selectChild);
  const myPlans = useSelector(actor, sel.selectMyPlans);
  const promotion = useSelector(actor, sel.selectPromotion);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <div className="planmap-bar">
      {!myPlanMode && (
        <div className="planmap-customer">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.lookupCustomer' })}>
            {m.planMapLookup}
          </button>
          <strong className="planmap-custnm">{customer?.custNm ?? m.planMapNoCustomer}</strong>
        </div>
      )}
      <div className="planmap-selects">
        {children.length > 0 && (
          <label className="planmap-select">
            <span>{m.planMapChildLabel}</span>
            <select className="input" value={child} onChange={(e) => actor.send({ type: 'user.chooseChild', chlnKwkey: e.target.value })}>
              <option value="" disabled>
                {m.planMapChildPlaceholder}
              </option>
              {children.map((k) => (
                <option key={k.chlnKwkey} value={k.chlnKwkey}>
                  {k.kwcnam}
                </option>
              ))}
            </select>
          </label>
        )}
        {myPlans.length > 0 && (
          <label className="planmap-select">
            <span>{m.planMapMyPlanLabel}</span>
            {/* A choice applies the plan once; the box goes back to its prompt so the same plan can be applied again. */}
            <select className="input" value="" disabled={busy} onChange={(e) => e.target.value && actor.send({ type: 'user.choosePlan', epmMySqno: Number(e.target.value) })}>
              <option value="">{m.planMapMyPlanPlaceholder}</option>
              {myPlans.map((p) => (
                <option key={p.epmMySqno} value={p.epmMySqno}>
                  {p.planNm}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {promotion && (
        <Link href={eduplanPromotionHref(promotion.sqno)} className="planmap-promotion">
          {promotion.titl}
        </Link>
      )}
    </div>
  );
}
