// The plan map's plan calls (spec 3 §7 eduplan.customerPlan, myPlan, myPlanReNm, myPlanDel, myPlanSave; §3 my
// plan, category counts, customer plan info): what a customer (or a child) already holds and has in a saved
// plan, the caller's own plans, and saving either. Saving for a customer stores the cart's payment with the
// breakdown the cart showed, computed on the server by the same rule (src/domain/cart/rules.ts payment).
import { Schema } from 'effect';
import { CustDiv } from '../customers/contract';
import { Count, defineCall, Empty, FormInt, Text, YN } from '../shared/call';
import { ChosenProduct, MAX_SELECTED_PRODUCTS } from './chosen-product';
import { PLAN_NAME_MAX } from './rules';

const Sqno = FormInt(1, 2_147_483_647);

/** One chosen product as the map and the cart send it (strSearchPrdt). */
export { ChosenProduct } from './chosen-product';

/** strSearchPrdt: the chosen products as one JSON string, 1..90 of them, each product once. */
export const SearchPrdt = Text(20_000, 2).pipe(
  Schema.decodeTo(Schema.fromJsonString(Schema.Array(ChosenProduct).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SELECTED_PRODUCTS)))),
);

/**
 * The customer a plan is for: kwkkey and custDiv, the child (chlnKwkey; '' or absent for the customer
 * themself), and for a branch head the planner whose customer it is (targetId, as eduplan/base).
 */
export const PlanCustomerFields = {
  kwkkey: Text(20, 1),
  custDiv: CustDiv,
  chlnKwkey: Schema.optionalKey(Text(20)),
  targetId: Schema.optionalKey(Text(20)),
};

/** Per category: the customer's products in force (concCnt, 보유) and in their saved plan (planCnt). */
export const CategoryCount = Schema.Struct({ catCd: Schema.String, catNm: Schema.String, concCnt: Count, planCnt: Count });
export type CategoryCount = typeof CategoryCount.Type;

/** A product of a saved plan: planType "1" in the customer's saved plan (shown, not choosable), "2" chosen from a my plan. */
export const PlanEntry = Schema.Struct({ salecdSqno: Count, prchCnt: Count, dcYn: YN, planType: Schema.Literals(['1', '2']) });
export type PlanEntry = typeof PlanEntry.Type;

/**
 * What a customer (or child) holds and has planned, or (epmMySqno) the products of one of the caller's own
 * plans to choose again. A customer outside the caller's scope, or someone else's plan, is not found.
 */
export const eduplanCustomerPlan = defineCall({
  path: 'eduplan/customerPlan',
  auth: 'session',
  request: Schema.Union([Schema.Struct(PlanCustomerFields), Schema.Struct({ epmMySqno: Sqno })]),
  response: Schema.Struct({ cateCntList: Schema.Array(CategoryCount), productList: Schema.Array(PlanEntry) }),
});

/** One of the caller's own plans, with how many products it holds and its version (sent back with a rename or delete). */
export const MyPlanEntry = Schema.Struct({ epmMySqno: Count, planNm: Schema.String, prdtCnt: Count, version: Count });
export type MyPlanEntry = typeof MyPlanEntry.Type;

/** The caller's own plans, newest first. */
export const eduplanMyPlan = defineCall({
  path: 'eduplan/myPlan',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ myPlanList: Schema.Array(MyPlanEntry) }),
});

/** A plan name: 1..10 characters, not blank (the server trims it). */
export const PlanName = Schema.String.check(
  Schema.makeFilter((s: string) => s.trim().length > 0 && [...s].length <= PLAN_NAME_MAX, { expected: `1..${PLAN_NAME_MAX} characters, not blank` }),
);

/**
 * The plan's version as eduplan/myPlan listed it (issue 18): given, the rename or delete happens only while the
 * plan is still at that version, else `conflict` (409) with the server's copy ({ planNm, version }). Absent
 * (older clients), the last write wins. Every rename bumps it.
 */
const PlanVersion = Schema.optionalKey(Sqno);

export const eduplanMyPlanReNm = defineCall({
  path: 'eduplan/myPlanReNm',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ epmMySqno: Sqno, planNm: PlanName, version: PlanVersion }),
  response: Empty,
});

export const eduplanMyPlanDel = defineCall({
  path: 'eduplan/myPlanDel',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ epmMySqno: Sqno, version: PlanVersion }),
  response: Empty,
});

/** A my plan's info (strMyPlanInfo). */
export const MyPlanInfo = Schema.Struct({ planNm: PlanName });

/**
 * A customer plan's info (strCustPlanInfo): prepaid (prpmAmt), mileage (mlgAmt), instalment months (mntsCnt),
 * the chosen discounts (dcSqnoList), and the monthly payment the cart showed (monthAmt): the server computes
 * it again with the same rule and refuses a save whose figure differs (the prices changed meanwhile).
 */
export const CustPlanInfo = Schema.Struct({
  prpmAmt: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 })),
  mlgAmt: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 })),
  mntsCnt: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 120 })),
  dcSqnoList: Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }))).check(Schema.isMaxLength(20)),
  monthAmt: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 })),
});
export type CustPlanInfo = typeof CustPlanInfo.Type;

/**
 * Saves the chosen products as one of the caller's own plans (strMyPlanInfo), or into the customer's plan
 * (customer fields, userName the planner's name as shown, strCustPlanInfo). A product already in the
 * customer's plan is refused with code cust_plan_duplicate (the map then refreshes and shows it held).
 * epmMySqno answers the new my plan; 0 for a customer plan.
 */
export const eduplanMyPlanSave = defineCall({
  path: 'eduplan/myPlanSave',
  auth: 'session',
  mutation: true,
  request: Schema.Union([
    Schema.Struct({ strSearchPrdt: SearchPrdt, strMyPlanInfo: Text(200, 2).pipe(Schema.decodeTo(Schema.fromJsonString(MyPlanInfo))) }),
    Schema.Struct({
      strSearchPrdt: SearchPrdt,
      ...PlanCustomerFields,
      userName: Schema.optionalKey(Text(50)),
      strCustPlanInfo: Text(2_000, 2).pipe(Schema.decodeTo(Schema.fromJsonString(CustPlanInfo))),
    }),
  ]),
  response: Schema.Struct({ epmMySqno: Count }),
});

/**
 * A link to the PDF of a customer's (or child's) plan map, for the shell to open outside the app (spec 3 §2
 * view as pdf): GET /api/v1/pdf/eduplanPdf?<customer fields>&token=<signed>, the token binding the caller,
 * the customer fields and the path, expiring after 10 minutes, like the customer list's PDF link.
 */
export const eduplanPdfUrl = defineCall({
  path: 'eduplan/getPlanPdfUrl',
  auth: 'session',
  request: Schema.Struct(PlanCustomerFields),
  response: Schema.Struct({ url: Schema.String }),
});
