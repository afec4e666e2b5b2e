// The education plan map's catalogue calls (spec 3 §7 eduplan.base, eduplan.child, eduplan.promotion; §3 plan
// product, category, my plan, promotion): what the map shows for a planner (the caller, or for a branch head a
// planner below them), a customer's children to plan for, and a promotion's pages. Prices are in won.
import { Schema } from 'effect';
import { CustDiv } from '../customers/contract';
import { Count, defineCall, FormInt, Text, YN } from '../shared/call';

/** A product of the plan map's catalogue (spec 3 §3 plan product). */
export const PlanProduct = Schema.Struct({
  salecdSqno: Count,
  prdtnm: Schema.String,
  /** Its category (cateList cdVl1). */
  catCd: Schema.String,
  /** List price, won. */
  prdtAmt: Count,
  /** The product's own discount amount, won (0 when none), and its rate of the 10% box, percent. */
  dcAmt: Count,
  dcRt: Count,
  /** Product division: A, B or C (rules: the 10% box is for C with prmtAplyYn Y). */
  prdtDiv: Schema.Literals(['A', 'B', 'C']),
  prmtAplyYn: YN,
  /** Y for a book-care product. */
  bcnmYn: YN,
  /** The product's information page (a long press opens it); '' for none. */
  prdtInfoLink: Schema.String,
  /** Contract length in months. */
  concMon: Count,
});
export type PlanProduct = typeof PlanProduct.Type;

export const PlanCategory = Schema.Struct({ cdNm: Schema.String, cdVl1: Schema.String });
export type PlanCategory = typeof PlanCategory.Type;
export const MyPlanRow = Schema.Struct({ epmMySqno: Count, planNm: Schema.String });
export type MyPlanRow = typeof MyPlanRow.Type;
export const PromotionInfo = Schema.Struct({ sqno: Count, titl: Schema.String });

/**
 * The plan map of a planner: targetId absent = the caller; a branch head (COG01) names a planner below them
 * (anyone else, or someone outside their branch, gets one refusal). Partners see the map too (their own).
 * promotionInfo is the promotion running now (null when none); baseUrl the ordering site's address.
 */
export const eduplanBase = defineCall({
  path: 'eduplan/base',
  auth: 'session',
  request: Schema.Struct({ targetId: Schema.optionalKey(Text(20)) }),
  response: Schema.Struct({
    myPlanList: Schema.Array(MyPlanRow),
    productList: Schema.Array(PlanProduct),
    cateList: Schema.Array(PlanCategory),
    promotionInfo: Schema.NullOr(PromotionInfo),
    userId: Schema.String,
    baseUrl: Schema.String,
  }),
});

export const PlanChild = Schema.Struct({
  kwcnam: Schema.String,
  /** Age in years from the birth date; null when unknown. */
  chlnAge: Schema.NullOr(Count),
  /** yyyymmdd or ''. */
  chlnBdt: Schema.String,
  chlnKwkey: Schema.String,
});
export type PlanChild = typeof PlanChild.Type;

/** A customer's children (in birth order), for a customer of the caller or (COG01) of a planner below them. */
export const eduplanChild = defineCall({
  path: 'eduplan/child',
  auth: 'session',
  request: Schema.Struct({ kwkkey: Text(20, 1), custDiv: CustDiv }),
  response: Schema.Struct({ children: Schema.Array(PlanChild) }),
});

export const PromotionFile = Schema.Struct({ dtptSqno: Count, cdnUrl: Schema.String });

/** A promotion's title and its images in order (spec 3 §2 promotion): one that has started, running or ended (a link to it keeps working); an unknown or future one is not found. */
export const eduplanPromotion = defineCall({
  path: 'eduplan/promotion',
  auth: 'session',
  request: Schema.Struct({ sqno: FormInt(1, 2_147_483_647) }),
  response: Schema.Struct({ sqno: Count, titl: Schema.String, fileList: Schema.Array(PromotionFile) }),
});
