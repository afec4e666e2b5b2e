// The plan map's categories (spec 3 §2): tabs with 보유 | 선택 counts, and a swiper with one panel of
// product buttons per category (swipe or tab to change). A tap toggles a product; a press of 1 s opens its
// info link (the machine times it: pointer down starts, pointer up or a cancelled press ends it).
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperCore } from 'swiper/types';
import 'swiper/css';
import * as sel from '../../../machines/plan-map/plan-map.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import type { PlanMapActor } from './plan-map-actor';

export function PlanMapProducts({ actor }: { readonly actor: PlanMapActor }) {
  const tabs = useSelector(actor, sel.selectTabs);
  const category = useSelector(actor, sel.selectCategory);
  const swiper = useRef<SwiperCore | null>(null);
  const index = Math.max(0, tabs.findIndex((t) => t.catCd === category));
  // A tab chosen moves the swiper to its panel (a swipe already is there).
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== index) swiper.current.slideTo(index);
  }, [index]);
  return (
    <div className="planmap-products">
      <div className="planmap-tabs" role="tablist" aria-label={m.planMapCategories}>
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
      <Swiper
        className="planmap-swiper"
        modules={[A11y, Keyboard]}
        slidesPerView={1}
        autoHeight
        initialSlide={index}
        onSwiper={(s) => void (swiper.current = s)}
        onSlideChange={(s) => {
          const t = tabs[s.activeIndex];
          if (t && t.catCd !== category) actor.send({ type: 'user.chooseCategory', catCd: t.catCd });
        }}
      >
        {tabs.map((t, i) => (
          <SwiperSlide key={t.catCd}>
            <div role="tabpanel" id={`planmap-panel-${t.catCd}`} aria-labelledby={`planmap-tab-${t.catCd}`} inert={i !== index}>
              <ProductButtons actor={actor} catCd={t.catCd} label={m.planMapProducts(t.name)} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
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
