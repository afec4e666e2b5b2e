// The plan map's and the cart's route names, paths and the addresses other screens link to (spec 3 §2).
import { queryOf as q } from '../shared/query';

export const PLAN_MAP_ROUTE_NAMES = {
  map: 'eduplan-map',
  orgList: 'eduplan-org-list',
  myPlan: 'eduplan-my-plan',
  planReg: 'eduplan-plan-reg',
  cart: 'eduplan-cart',
  promotion: 'eduplan-promotion',
} as const;

export const EDUPLAN_MAP_PATH = '/eduplanmap';
export const EDUPLAN_ORG_LIST_PATH = '/eduplanmap/orgList';
export const EDUPLAN_MY_PLAN_PATH = '/eduplanmap/myPlan';
export const EDUPLAN_PLAN_REG_PATH = '/eduplanmap/planReg';
export const EDUPLAN_CART_PATH = '/eduplanmap/cart';
export const EDUPLAN_PROMOTION_PATH = '/eduplanmap/promotion';

/** The customer a map is opened for (spec 3 §2 query custDiv, kwkkey, custNm); targetId the planner (a branch head's pick). */
export interface MapCustomer {
  readonly kwkkey: string;
  readonly custDiv: string;
  readonly custNm: string;
  readonly targetId?: string;
}

/**
 * The plan map: for a customer, or (myPlan Y) choosing products for a plan of one's own; from names the
 * screen it was opened from (the back button returns there).
 */
export const eduplanMapHref = (o: { customer?: MapCustomer; myPlan?: boolean; from?: string } = {}): string =>
  `${EDUPLAN_MAP_PATH}${q({
    myPlan: o.myPlan ? 'Y' : undefined,
    from: o.from,
    custDiv: o.customer?.custDiv,
    kwkkey: o.customer?.kwkkey,
    custNm: o.customer?.custNm,
    targetId: o.customer?.targetId,
  })}`;
export const eduplanMyPlanHref = (from?: string): string => `${EDUPLAN_MY_PLAN_PATH}${q({ from })}`;
export const eduplanPromotionHref = (sqno: number): string => `${EDUPLAN_PROMOTION_PATH}${q({ sqno })}`;
