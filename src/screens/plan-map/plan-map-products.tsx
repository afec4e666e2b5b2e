// The plan map's categories (spec 3 §2): tabs with 보유 | 선택 counts (the arrow keys move between them),
// and a row that swipes with one panel of product buttons per category (swipe or tab to change). A tap toggles a product; a press of 1 s opens its
// info link (the machine times it: pointer down starts, pointer up or a cancelled press ends it).
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import * as sel from '../../../machines/plan-map/plan-map.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { CategoryPanels } from './category-panels';
import type { PlanMapActor } from './plan-map-actor';

export function PlanMapProducts({ actor }: { readonly actor: PlanMapActor }) {
  const tabs = useSelector(actor, sel.selectTabs);
  const category = useSelector(actor, sel.selectCategory);
  const index = Math.max(0, tabs.findIndex((t) => t.catCd === category));
  const choose = (i: number) => {
    const t = tabs[i];
    if (t && t.catCd !== category) actor.send({ type: 'user.chooseCategory', catCd: t.catCd });
  };
  // The tabs pattern's arrow keys: the next or previous category, its tab focused.
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = (index + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    choose(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="planmap-products">
      <div className="planmap-tabs" role="tablist" aria-label={m.planMapCategories} onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.catCd}
            type="button"
            role="tab"
            id={`planmap-tab-${t.catCd}`}
            aria-selected={t.catCd === category}
            aria-controls={`planmap-panel-${t.catCd}`}
            className="planmap-tab"
            onClick={() => actor.send({ type: 'user.chooseCategory', catCd: t.catCd })}
          >
            <span className="planmap-tab-name">{t.name}</span>
            <span className="planmap-tab-counts">{m.planMapCounts(t.owned, t.chosen)}</span>
          </button>
        ))}
      </div>
      <CategoryPanels index={index} onSettle={choose}>
        {tabs.map((t, i) => (
          <div key={t.catCd} className="planmap-panel" role="tabpanel" id={`planmap-panel-${t.catCd}`} aria-labelledby={`planmap-tab-${t.catCd}`} inert={i !== index}>
            <ProductButtons actor={actor} catCd={t.catCd} label={m.planMapProducts(t.name)} />
          </div>
        ))}
      </CategoryPanels>
    </div>
  );
}

function ProductButtons({ actor, catCd, label }: { readonly actor: PlanMapActor; readonly catCd: string; readonly label: string }) {
  const products = useSelector(actor, sel.selectProducts).filter((p) => p.catCd === catCd);
  // A finger lifted ends the press before the click; a mouse leaving with the button down, or the browser
  // taking the touch for a scroll, cancels it (a touch's own leave after lifting is no cancel).
  const cancel = (e: PointerEvent) => {
    if (e.type === 'pointercancel' || e.buttons !== 0) actor.send({ type: 'user.pressCancel' });
  };
  return (
    <ul className="planmap-grid" aria-label={label}>
      {products.map((p) => (
        <li key={p.salecdSqno}>
          <button
            type="button"
            className={`planmap-product${p.chosen ? ' is-chosen' : ''}${p.held ? ' is-held' : ''}`}
            aria-pressed={p.chosen}
            disabled={p.held}
            onPointerDown={() => actor.send({ type: 'user.pressStart', salecdSqno: p.salecdSqno })}
            onPointerUp={() => actor.send({ type: 'user.pressEnd' })}
            onPointerLeave={cancel}
            onPointerCancel={cancel}
            onContextMenu={(e) => e.preventDefault()}
            onClick={() => actor.send({ type: 'user.toggle', salecdSqno: p.salecdSqno })}
          >
            <span className="planmap-product-name">{p.name}</span>
            <span className="planmap-product-price">{m.planMapPrice(p.price)}</span>
            {p.held && <span className="planmap-product-held">{m.planMapHeld}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
