// The cart (spec 3 §2 cart, §4 cart save/contract and the discount sheet, §5, §8 cust_plan_duplicate, §9):
// reads the plan draft (none → 상품을 선택해주세요. and back to the map), prices it (eduplan/bascket), lets
// the user change quantities, 10% boxes, removals (each written back to the draft), coupons, months,
// prepaid and mileage, then saves into the customer's plan or contracts (save, then the ordering site).
// Diagram: docs/statecharts/cart.md
import { assign, setup, spawnChild } from 'xstate';
import { changeQty, couponEligible, discountEligible, instalmentMonths, keptCoupons, moneyInput } from '../../src/domain/cart/rules';
import type { PlanDraft } from '../../src/domain/plan-map/draft';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { RT } from '../../src/domain/shared/envelope';
import { providedPromise } from '../shared/provided';
import { changed, lineOf } from './cart.changes';
import { bascketRequest, cartPayment, saveRequest, type BascketRequest, type SaveInput } from './cart.requests';
import type { CartAnswer, CartContext, CartEvent } from './cart.types';

type E<T extends CartEvent['type']> = Extract<CartEvent, { type: T }>;
const output = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent },
  actors: {
    /** The plan draft of the signed-in user (PlanDraftStore). */
    readDraft: providedPromise<PlanDraft>('readDraft'),
    /** The draft written back (PlanDraftStore). */
    writeDraft: providedPromise<void, { draft: PlanDraft }>('writeDraft'),
    /** eduplan/bascket. */
    loadCart: providedPromise<CartAnswer, BascketRequest>('loadCart'),
    /**
     * eduplan/myPlanSave for the customer; once saved, the draft's products are cleared. A plain save the network
     * refuses waits in the outbox (done for the cart, the draft kept until sent); a contract's is sent now or fails.
     */
    savePlan: providedPromise<{ readonly epmMySqno: number }, SaveInput>('savePlan'),
    /** The ordering site with the caller's single-sign-on token (eduplan/base's baseUrl, getSsoToken, the shell). */
    openOrderSite: providedPromise<undefined, { targetId: string }>('openOrderSite'),
  },
  guards: {
    hasNoProducts: ({ event }) => output<PlanDraft>(event).products.length === 0,
    hasNoLines: ({ event }) => output<CartAnswer>(event).productList.length === 0,
    isQtyRefused: ({ context, event }) => {
      const e = event as E<'user.changeQty'>;
      const line = lineOf(context, e.salecdSqno);
      return !!line && changeQty(line.prchCnt, e.by).refusal !== null;
    },
    isQtyChange: ({ context, event }) => {
      const e = event as E<'user.changeQty'>;
      const line = lineOf(context, e.salecdSqno);
      return !!line && changeQty(line.prchCnt, e.by).qty !== line.prchCnt;
    },
    isDiscountable: ({ context, event }) => {
      const line = lineOf(context, (event as E<'user.toggleDiscount'>).salecdSqno);
      return !!line && discountEligible(line);
    },
    hasLine: ({ context, event }) => !!lineOf(context, (event as E<'user.remove'>).salecdSqno),
    isLastLine: ({ context, event }) => !!lineOf(context, (event as E<'user.remove'>).salecdSqno) && context.cart!.productList.length === 1,
    isCouponChoosable: ({ context, event }) => {
      const c = context.cart!.discountList.find((d) => d.dcSqno === (event as E<'user.toggleCoupon'>).dcSqno);
      return !!c && couponEligible(c, context.cart!.productList, context.months);
    },
    hasNoCustomer: ({ context }) => context.draft.customer === null,
    isBelowZero: ({ context }) => !cartPayment(context).ok,
    isContract: ({ context }) => context.contract,
    isDuplicate: ({ event }) => isTagged(errorOf(event), 'ServerError') && (errorOf(event) as { rt: string }).rt === RT.custPlanDuplicate,
    isPriceRefusal: ({ event }) => isTagged(errorOf(event), 'ServerError') && (errorOf(event) as { rt: string }).rt === RT.refused,
  },
  actions: {
    assignDraft: assign({ draft: ({ event }) => output<PlanDraft>(event) }),
    assignCart: assign(({ event }) => {
      const cart = output<CartAnswer>(event);
      const saved = cart.custPlanInfo;
      const months = instalmentMonths(saved?.mntsCnt ?? 0);
      return {
        cart,
        months,
        prepaid: saved ? moneyInput(String(saved.prpmAmt)) : '',
        mileage: saved ? moneyInput(String(saved.mlgAmt)) : '',
        chosen: keptCoupons(saved?.dcSqnoList ?? [], cart.discountList, cart.productList, months),
        message: null,
      };
    }),
    assignQty: assign(({ context, event }) => {
      const e = event as E<'user.changeQty'>;
      return changed(context, e.salecdSqno, { prchCnt: changeQty(lineOf(context, e.salecdSqno)!.prchCnt, e.by).qty });
    }),
    noteQtyRefusal: assign({
      message: ({ context, event }) => {
        const e = event as E<'user.changeQty'>;
        return changeQty(lineOf(context, e.salecdSqno)!.prchCnt, e.by).refusal;
      },
    }),
    toggleDiscount: assign(({ context, event }) => {
      const sqno = (event as E<'user.toggleDiscount'>).salecdSqno;
      return changed(context, sqno, { dcYn: lineOf(context, sqno)!.dcYn === 'Y' ? 'N' : 'Y' });
    }),
    removeLine: assign(({ context, event }) => changed(context, (event as E<'user.remove'>).salecdSqno, 'remove')),
    emptyDraft: assign({ draft: ({ context }) => ({ ...context.draft, products: [] }) }),
    assignMonths: assign(({ context, event }) => {
      const months = instalmentMonths((event as E<'user.changeMonths'>).months);
      return { months, chosen: keptCoupons(context.chosen, context.cart!.discountList, context.cart!.productList, months) };
    }),
    assignPrepaid: assign({ prepaid: ({ event }) => moneyInput((event as E<'user.changePrepaid'>).text) }),
    assignMileage: assign({ mileage: ({ event }) => moneyInput((event as E<'user.changeMileage'>).text) }),
    openSheet: assign({ sheet: ({ context }) => context.chosen }),
    toggleCoupon: assign({
      sheet: ({ context, event }) => {
        const id = (event as E<'user.toggleCoupon'>).dcSqno;
        const next = context.sheet.includes(id) ? context.sheet.filter((x) => x !== id) : [...context.sheet, id];
        return context.cart!.discountList.filter((d) => next.includes(d.dcSqno)).map((d) => d.dcSqno);
      },
    }),
    applySheet: assign({ chosen: ({ context }) => context.sheet }),
    markSave: assign({ contract: false }),
    markContract: assign({ contract: true }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    clearMessage: assign({ message: null }),
    /** Writes the draft as it stands now (a child per write, so a later change never waits for an earlier one). */
    writeDraft: spawnChild('writeDraft', { input: ({ context }) => ({ draft: context.draft }) }),
    /** The map for the draft's customer, in place of the cart (provided: the route's navigation). */
    goMap: (_, _params: { draft: PlanDraft }) => {},
    /** Reserves where the ordering site will open; released when the save fails (provided: the app's bridge). */
    reserveExternalLink: () => {},
    releaseExternalLink: () => {},
    /** Plan register with the draft kept (provided). */
    goPlanReg: () => {},
  },
}).createMachine({
  id: 'cart',
  context: { draft: { customer: null, products: [] }, cart: null, months: 12, prepaid: '', mileage: '', chosen: [], sheet: [], message: null, contract: false },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        onDone: [
          { guard: 'hasNoProducts', target: 'empty', actions: 'assignDraft', description: '상품을 선택해주세요.' },
          { target: 'loading', actions: 'assignDraft' },
        ],
      },
    },
    empty: {
      description: '상품을 선택해주세요.; once read, back to the map.',
      on: { 'user.dismiss': { target: 'left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) } } },
    },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => bascketRequest(context.draft),
        onDone: [
          { guard: 'hasNoLines', target: 'empty', description: 'Every chosen product left the catalogue.' },
          { target: 'ready', actions: 'assignCart' },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: { description: 'The server’s message (or the network’s) with 다시 시도.', on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.changeQty': [
              { guard: 'isQtyRefused', target: 'qtyRefused', actions: 'noteQtyRefusal', description: '최대 10개까지 가능합니다.' },
              { guard: 'isQtyChange', actions: ['assignQty', 'writeDraft'], description: '1..10; minus at 1 does nothing.' },
            ],
            'user.toggleDiscount': { guard: 'isDiscountable', actions: ['toggleDiscount', 'writeDraft'], description: 'Only eligible lines show the box.' },
            'user.remove': [
              { guard: 'isLastLine', target: 'confirmingEmpty', description: 'The last line: empty the cart and go back?' },
              { guard: 'hasLine', actions: ['removeLine', 'writeDraft'], description: 'Coupons whose category left are released.' },
            ],
            'user.changeMonths': { actions: 'assignMonths', description: 'Coupons needing more months are released.' },
            'user.changePrepaid': { actions: 'assignPrepaid' },
            'user.changeMileage': { actions: 'assignMileage' },
            'user.openDiscounts': { target: 'choosingDiscounts', actions: 'openSheet' },
            'user.cancel': { target: '#cart.left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) }, description: 'Back to the map; the draft is kept.' },
            'user.save': { target: 'checking', actions: 'markSave' },
            'user.contract': { target: 'checking', actions: 'markContract' },
          },
        },
        checking: {
          always: [
            { guard: 'hasNoCustomer', target: 'confirmingMyPlan' },
            { guard: 'isBelowZero', target: 'belowZero', description: '구매 금액이 0보다 작습니다.: not saved.' },
            { guard: 'isContract', target: '#cart.saving', actions: 'reserveExternalLink', description: 'Where the ordering site opens is reserved in the click (a browser opens windows only then).' },
            { target: '#cart.saving' },
          ],
        },
        qtyRefused: { on: { 'user.dismiss': { target: 'editing', actions: 'clearMessage' } } },
        confirmingEmpty: {
          on: {
            'user.confirm': {
              target: '#cart.left',
              actions: ['emptyDraft', 'writeDraft', { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) }],
            },
            'user.dismiss': 'editing',
          },
        },
        choosingDiscounts: {
          description: 'The sheet: only coupons that apply now are choosable; closing restores the earlier choice.',
          on: {
            'user.toggleCoupon': { guard: 'isCouponChoosable', actions: 'toggleCoupon' },
            'user.applyDiscounts': { target: 'editing', actions: 'applySheet' },
            'user.closeDiscounts': 'editing',
          },
        },
        belowZero: { on: { 'user.dismiss': 'editing' } },
        confirmingMyPlan: {
          description: 'No customer: register the products as a plan of one’s own (the draft is kept).',
          on: { 'user.confirm': { target: '#cart.left', actions: 'goPlanReg' }, 'user.dismiss': 'editing' },
        },
        saveFailed: { description: 'The server’s message; everything stays.', on: { 'user.dismiss': { target: 'editing', actions: 'clearMessage' } } },
      },
    },
    saving: {
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => ({ request: saveRequest(context), contract: context.contract }),
        onDone: [{ guard: 'isContract', target: 'ordering' }, { target: 'left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) } }],
        onError: [
          { guard: 'isDuplicate', target: 'duplicate', actions: ['noteFailure', 'releaseExternalLink'] },
          { guard: 'isPriceRefusal', target: 'priceChanged', actions: ['noteFailure', 'releaseExternalLink'] },
          { target: 'ready.saveFailed', actions: ['noteFailure', 'releaseExternalLink'] },
        ],
      },
    },
    duplicate: {
      description: 'cust_plan_duplicate: the server’s message, then the map (which shows the held products).',
      on: { 'user.dismiss': { target: 'left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) } } },
    },
    priceChanged: { description: 'The prices changed since the cart was priced: the server’s message, then the cart again.', on: { 'user.dismiss': 'loading' } },
    ordering: {
      invoke: {
        id: 'openOrderSite',
        src: 'openOrderSite',
        input: ({ context }) => ({ targetId: context.draft.customer?.targetId ?? '' }),
        onDone: { target: 'left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) } },
        onError: { target: 'orderFailed', actions: 'noteFailure' },
      },
    },
    orderFailed: {
      description: 'Saved, but the ordering site did not open: the message, then the map.',
      on: { 'user.dismiss': { target: 'left', actions: { type: 'goMap', params: ({ context }) => ({ draft: context.draft }) } } },
    },
    left: { type: 'final', description: 'Navigated away.' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Cart: read the draft, price it, edit quantities/boxes/removals (written to the draft), coupons sheet, months, prepaid, mileage; save or contract (then the ordering site).';
