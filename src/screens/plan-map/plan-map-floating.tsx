// The plan map's floating buttons (spec 3 §2): the menu opening PDF and my plans, and the cart with its
// count (10+ above ten); in myPlan=Y mode only 플랜 저장.
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/plan-map/plan-map.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import type { PlanMapActor } from './plan-map-actor';

export function PlanMapFloating({ actor }: { readonly actor: PlanMapActor }) {
  const myPlanMode = useSelector(actor, sel.selectMyPlanMode);
  const menuOpen = useSelector(actor, sel.selectMenuOpen);
  const cartLabel = useSelector(actor, sel.selectCartLabel);
  const busy = useSelector(actor, sel.selectBusy);
  if (myPlanMode)
    return (
      <div className="planmap-floating">
        <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'user.savePlan' })}>
          {m.planMapSavePlan}
        </button>
      </div>
    );
  return (
    <div className="planmap-floating">
      {menuOpen && (
        <ul className="planmap-menu" id="planmap-menu">
          <li>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.viewPdf' })}>
              {m.planMapPdf}
            </button>
          </li>
          <li>
            <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'user.openMyPlans' })}>
              {m.planMapMyPlans}
            </button>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="btn btn-secondary planmap-fab"
        aria-expanded={menuOpen}
        aria-controls="planmap-menu"
        onClick={() => actor.send({ type: menuOpen ? 'user.closeMenu' : 'user.openMenu' })}
      >
        {menuOpen ? m.planMapMenuClose : m.planMapMenu}
      </button>
      <button type="button" className="btn btn-primary planmap-fab planmap-cart" aria-label={`${m.planMapCart} ${m.planMapCartCount(cartLabel)}`} onClick={() => actor.send({ type: 'user.openCart' })}>
        {m.planMapCart}
        <span className="planmap-badge" aria-hidden="true">
          {cartLabel}
        </span>
      </button>
    </div>
  );
}
