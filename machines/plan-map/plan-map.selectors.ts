// What the plan map screen reads from the planMap actor's snapshot: the load's progress or failure, who the
// map is for, the children and my plans to choose from, the category tabs with their 보유 | 선택 counts,
// each category's product buttons (chosen, held), the notice, and the floating buttons' state.
import type { SnapshotFrom } from 'xstate';
import { cartCountLabel } from '../../src/domain/cart/rules';
import { categoryCounts, isDisabledProduct } from '../../src/domain/plan-map/rules';
import { mapProducts } from './plan-map.context';
import type { planMapMachine } from './plan-map.machine';

type Snap = SnapshotFrom<typeof planMapMachine>;

export const selectLoading = (s: Snap) => s.matches('loadingBase') || s.matches('loadingChildren') || s.matches('loadingPlan');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.message : null);
export const selectReady = (s: Snap) => s.matches('ready');
export const selectMyPlanMode = (s: Snap) => s.context.myPlan;
export const selectCustomer = (s: Snap) => s.context.customer;
export const selectChildren = (s: Snap) => s.context.children ?? [];
export const selectChild = (s: Snap) => s.context.child?.chlnKwkey ?? '';
export const selectMyPlans = (s: Snap) => s.context.base?.myPlanList ?? [];
export const selectPromotion = (s: Snap) => s.context.base?.promotionInfo ?? null;
export const selectCategory = (s: Snap) => s.context.category;

/** The tabs: each category with 보유 (the server's count for the customer or child) and 선택 (chosen here). */
export const selectTabs = (s: Snap) => {
  const cats = s.context.base?.cateList ?? [];
  const owned = new Map((s.context.plan?.cateCntList ?? []).map((c) => [c.catCd, c.concCnt]));
  const counts = categoryCounts(cats.map((c) => ({ catCd: c.cdVl1, concCnt: owned.get(c.cdVl1) ?? 0 })), mapProducts(s.context), s.context.selected);
  return cats.map((c, i) => ({ catCd: c.cdVl1, name: c.cdNm, owned: counts[i]!.owned, chosen: counts[i]!.chosen }));
};

/** The product buttons of every category (the swiper shows one category a slide). */
export const selectProducts = (s: Snap) => {
  const chosen = new Set(s.context.selected);
  return mapProducts(s.context).map((p) => ({ salecdSqno: p.salecdSqno, name: p.prdtnm, catCd: p.catCd, price: p.prdtAmt, held: isDisabledProduct(p), chosen: chosen.has(p.salecdSqno) }));
};

export const selectSelectedCount = (s: Snap) => s.context.selected.length;
export const selectCartLabel = (s: Snap) => cartCountLabel(s.context.selected.length);
export const selectNotice = (s: Snap) => (s.matches({ ready: 'notice' }) ? s.context.message : null);
export const selectMenuOpen = (s: Snap) => s.context.menuOpen;
export const selectBusy = (s: Snap) => s.matches({ ready: 'openingPopup' }) || s.matches({ ready: 'openingPdf' }) || s.matches({ ready: 'loadingMyPlan' });
