// The plan map machine's models (spec 3 §2 plan map, §4 product, §5): a planner's map for a customer
// (children or none, the draft coming back), the branch head's map without a customer, and my-plan mode.
// Stand-in answers are shaped like the seed's (rendered tests take the real server's answers): a product
// with an info link and one without, one held in the customer's plan, a my plan that fills 90 products.
import type { AnyEventObject } from 'xstate';
import { planMapMachine, type PlanMapInput } from '../../../machines/plan-map/plan-map.machine';
import type { BaseLoad, CustomerPlan } from '../../../machines/plan-map/plan-map.context';
import type { PlanChild, PlanProduct } from '../../../src/domain/plan-map/contract';
import { EMPTY_DRAFT, type PlanDraft } from '../../../src/domain/plan-map/draft';
import { LONG_PRESS_MS } from '../../../src/domain/plan-map/rules';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const AFTER_PRESS = 'xstate.after.LONG_PRESS.planMap.ready.pressing';
export { LONG_PRESS_MS };

const product = (salecdSqno: number, catCd: string, o: Partial<PlanProduct> = {}): PlanProduct => ({
  salecdSqno, prdtnm: `상품 ${salecdSqno}`, catCd, prdtAmt: 100_000, dcAmt: 0, dcRt: 0, prdtDiv: 'A', prmtAplyYn: 'N', bcnmYn: 'N',
  prdtInfoLink: `https://products.example.com/plan/${salecdSqno}`, concMon: 12, ...o,
});

/** 1001 has an info link, 1005 none; 1002 is held by the customer; 91 choosable products in CAT01. */
export const PRODUCTS: PlanProduct[] = [
  ...Array.from({ length: 92 }, (_, i) => product(1001 + i, 'CAT01', i === 4 ? { prdtInfoLink: '' } : {})),
  product(2001, 'CAT02'),
];
export const CUSTOMER = { kwkkey: 'K1', custDiv: '1' as const, custNm: '김고객', targetId: '' };
export const CHILDREN: PlanChild[] = [
  { kwcnam: '첫째', chlnAge: 7, chlnBdt: '20190301', chlnKwkey: 'C1' },
  { kwcnam: '둘째', chlnAge: 5, chlnBdt: '20210301', chlnKwkey: 'C2' },
];
const base = (draft: PlanDraft): BaseLoad => ({
  base: {
    myPlanList: [{ epmMySqno: 7, planNm: '첫 플랜' }],
    productList: PRODUCTS,
    cateList: [{ cdNm: '전집', cdVl1: 'CAT01' }, { cdNm: '멤버십', cdVl1: 'CAT02' }],
    promotionInfo: { sqno: 1, titl: '봄맞이' },
    userId: 'planner02',
    baseUrl: 'https://order.example.com',
  },
  draft,
});
/** A draft for the customer's second child holding 1003. */
export const CHILD_DRAFT: PlanDraft = { customer: { ...CUSTOMER, chlnKwkey: 'C2', chlnNm: '둘째' }, products: [{ salecdSqno: 1003, prchCnt: 2, dcYn: 'N' }] };
/** A draft without a customer holding 1003 (my-plan mode, or a map without a customer). */
export const FREE_DRAFT: PlanDraft = { customer: null, products: [{ salecdSqno: 1003, prchCnt: 1, dcYn: 'N' }] };
export const PLAN: CustomerPlan = { cateCntList: [{ catCd: 'CAT01', catNm: '전집', concCnt: 3, planCnt: 1 }], productList: [{ salecdSqno: 1002, prchCnt: 1, dcYn: 'N', planType: '1' }] };
/** A my plan of three products, the held one among them (like the seed's: a few products). */
export const MY_PLAN: CustomerPlan = { cateCntList: [], productList: [1002, 1003, 1004].map((salecdSqno) => ({ salecdSqno, prchCnt: 1, dcYn: 'N', planType: '2' })) };
/** A my plan of 91 products (the held one among them): 90 are chosen (the bare machine's check of the cap). */
export const MY_PLAN_91: CustomerPlan = { cateCntList: [], productList: PRODUCTS.slice(1, 92).map((p) => ({ salecdSqno: p.salecdSqno, prchCnt: 1, dcYn: 'N', planType: '2' })) };

export const OFFLINE = new NetworkError({ detail: 'offline' });
export const REFUSED = new ServerError({ rt: 'not_found', rtMsg: '고객을 찾을 수 없습니다.' });

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: OFFLINE });

function events(draft: PlanDraft, customer: boolean): AnyEventObject[] {
  return [
    done('loadBase', base(draft)), failed('loadBase'), { type: 'user.retry' },
    ...(customer ? [done('loadChildren', []), done('loadChildren', CHILDREN), failed('loadChildren'), done('loadCustomerPlan', PLAN), failed('loadCustomerPlan')] : []),
    { type: 'user.chooseChild', chlnKwkey: 'C1' },
    { type: 'user.choosePlan', epmMySqno: 7 }, done('loadMyPlan', MY_PLAN), failed('loadMyPlan'),
    { type: 'user.chooseCategory', catCd: 'CAT02' },
    { type: 'user.toggle', salecdSqno: 1001 }, { type: 'user.toggle', salecdSqno: 1003 },
    { type: 'user.pressStart', salecdSqno: 1001 }, { type: 'user.pressStart', salecdSqno: 1005 }, { type: 'user.pressEnd' }, { type: 'user.pressCancel' }, { type: AFTER_PRESS },
    { type: 'user.openMenu' }, { type: 'user.closeMenu' },
    { type: 'user.viewPdf' }, done('openPdf', undefined), failed('openPdf'),
    { type: 'user.lookupCustomer' }, done('openPopup', undefined), failed('openPopup'),
    { type: 'popup.custSelected', kwkkey: 'K9', custDiv: '2', custNm: '박고객' },
    { type: 'user.openMyPlans' }, { type: 'user.openCart' }, { type: 'user.savePlan' }, { type: 'user.dismiss' },
  ];
}

export const inert = planMapMachine.provide({
  actors: inertActors(['loadBase', 'loadChildren', 'loadCustomerPlan', 'loadMyPlan', 'openPopup', 'watchPopups', 'openPdf', 'writeDraft', 'openInfoLink']) as any,
});
export const contextKey = (c: any) => [
  c.base === null, c.children === null ? null : c.children.length, c.child?.chlnKwkey ?? null, c.plan === null,
  Math.min(c.selected.length, 2) + (c.selected.length >= 90 ? 88 : 0), c.pressed, c.menuOpen, c.message, c.draft.customer?.chlnKwkey ?? null,
];

export interface PlanMapModel {
  readonly name: 'customer' | 'childDraft' | 'branch' | 'myPlan';
  readonly input: PlanMapInput;
  readonly paths: ModelPath[];
}

export function planMapModels(): PlanMapModel[] {
  const model = (name: PlanMapModel['name'], input: PlanMapInput, draft: PlanDraft): PlanMapModel => ({
    name,
    input,
    paths: cachedPaths(`plan-map-${name}`, planMapMachine, { events: events(draft, input.customer !== null), input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths),
  });
  return [
    model('customer', { myPlan: false, customer: CUSTOMER, position: 'COG05' }, EMPTY_DRAFT),
    model('childDraft', { myPlan: false, customer: CUSTOMER, position: 'COG05' }, CHILD_DRAFT),
    model('branch', { myPlan: false, customer: null, position: 'COG01' }, EMPTY_DRAFT),
    model('myPlan', { myPlan: true, customer: null, position: 'COG05' }, FREE_DRAFT),
  ];
}
