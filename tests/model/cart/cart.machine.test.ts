// Model-based tests of the cart on the bare machine (spec 3 §2 cart, §4, §5, §8, §9): every generated path
// of the customer and own-plan models replayed with the transitions recorded; together they take every
// transition. Then the rules the paths do not show: coupons released by months and removals, the months
// warning, the sheet's restore on close, the draft written on each change, what save sends.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart/cart.machine';
import * as sel from '../../../machines/cart/cart.selectors';
import { msg } from '../../../src/domain/messages';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { saveRequest } from '../../../machines/cart/cart.requests';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { BOOKS, cartModels, contextKey, CUSTOMER, draftOf, inert, MEMBERSHIP, seedAnswer } from './cart.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(cartMachine, taken));

describe('the cart machine', () => {
  for (const model of cartModels())
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
    });

  it('takes every transition', () => expect(allTransitionKeys(cartMachine).filter((k) => !taken.has(k))).toEqual([]));
});

/** A cart opened on the draft and priced by the seed, with the draft writes and navigation recorded. */
function opened(draft: PlanDraft = draftOf(CUSTOMER), answer = seedAnswer(draft)) {
  const writes: PlanDraft[] = [];
  const went: string[] = [];
  const actor = createActor(
    inert.provide({
      actions: { goMap: () => void went.push('map'), goPlanReg: () => void went.push('planReg') },
      actors: { writeDraft: fromPromise(async ({ input }: { input: { draft: PlanDraft } }) => void writes.push(input.draft)) } as never,
    }),
  ).start();
  actor.send({ type: 'xstate.done.actor.readDraft', output: draft } as never);
  actor.send({ type: 'xstate.done.actor.loadCart', output: answer } as never);
  return { actor, writes, went, snap: () => actor.getSnapshot() };
}

describe('the cart’s rules on the machine', () => {
  it('a membership coupon needing 24 months is released by going back to 12, and warned about while chosen', () => {
    const { actor, snap } = opened();
    actor.send({ type: 'user.changeMonths', months: 24 });
    actor.send({ type: 'user.openDiscounts' });
    actor.send({ type: 'user.toggleCoupon', dcSqno: 2 });
    actor.send({ type: 'user.applyDiscounts' });
    expect(snap().context.chosen).toEqual([2]);
    expect(sel.selectMonthsWarning(snap())).toBe(msg.cartDiscountWarning);
    actor.send({ type: 'user.changeMonths', months: 12 });
    expect(snap().context.chosen).toEqual([]);
    expect(sel.selectMonthsWarning(snap())).toBeNull();
  });

  it('coupons of a category no longer in the cart are released with its line; free-pass coupons are never choosable here', () => {
    const { actor, snap } = opened();
    actor.send({ type: 'user.openDiscounts' });
    expect(sel.selectSheet(snap())!.map((c) => [c.dcSqno, c.choosable])).toEqual([[1, true], [2, false], [3, false], [4, false]]);
    actor.send({ type: 'user.toggleCoupon', dcSqno: 3 });
    actor.send({ type: 'user.toggleCoupon', dcSqno: 1 });
    actor.send({ type: 'user.applyDiscounts' });
    expect(snap().context.chosen).toEqual([1]);
    actor.send({ type: 'user.remove', salecdSqno: MEMBERSHIP });
    expect(snap().context.chosen).toEqual([]);
  });

  it('closing the sheet restores the earlier choice', () => {
    const { actor, snap } = opened();
    actor.send({ type: 'user.openDiscounts' });
    actor.send({ type: 'user.toggleCoupon', dcSqno: 1 });
    actor.send({ type: 'user.closeDiscounts' });
    expect(snap().context.chosen).toEqual([]);
    actor.send({ type: 'user.openDiscounts' });
    expect(sel.selectSheet(snap())!.find((c) => c.dcSqno === 1)!.ticked).toBe(false);
  });

  it('each quantity, box and removal writes the draft; months and amounts do not', () => {
    const { actor, writes } = opened();
    actor.send({ type: 'user.changeQty', salecdSqno: BOOKS, by: -1 });
    actor.send({ type: 'user.toggleDiscount', salecdSqno: BOOKS });
    actor.send({ type: 'user.changeMonths', months: 36 });
    actor.send({ type: 'user.changePrepaid', text: '1000' });
    actor.send({ type: 'user.remove', salecdSqno: MEMBERSHIP });
    expect(writes.map((d) => d.products)).toEqual([
      [{ salecdSqno: BOOKS, prchCnt: 9, dcYn: 'N' }, { salecdSqno: MEMBERSHIP, prchCnt: 1, dcYn: 'N' }],
      [{ salecdSqno: BOOKS, prchCnt: 9, dcYn: 'Y' }, { salecdSqno: MEMBERSHIP, prchCnt: 1, dcYn: 'N' }],
      [{ salecdSqno: BOOKS, prchCnt: 9, dcYn: 'Y' }],
    ]);
    expect(writes.every((d) => d.customer === CUSTOMER)).toBe(true);
  });

  it('the 10% box is refused on a product without it; + at 10 shows 최대 10개까지 가능합니다.; − at 1 does nothing', () => {
    const { actor, snap, writes } = opened();
    actor.send({ type: 'user.toggleDiscount', salecdSqno: MEMBERSHIP });
    actor.send({ type: 'user.changeQty', salecdSqno: MEMBERSHIP, by: -1 });
    expect(writes).toEqual([]);
    actor.send({ type: 'user.changeQty', salecdSqno: BOOKS, by: 1 });
    expect(sel.selectDialog(snap())).toEqual({ message: '최대 10개까지 가능합니다.', confirm: false });
  });

  it('starts from the customer’s saved plan: months (below 12 raised), prepaid and mileage with separators, the coupons that still apply', () => {
    const draft = draftOf(CUSTOMER);
    const { snap } = opened(draft, { ...seedAnswer(draft), custPlanInfo: { prpmAmt: 100_000, mlgAmt: 5_000, mntsCnt: 24, dcSqnoList: [1, 2, 3] } });
    expect([snap().context.months, snap().context.prepaid, snap().context.mileage, snap().context.chosen]).toEqual([24, '100,000', '5,000', [1, 2]]);
    const { snap: low } = opened(draft, { ...seedAnswer(draft), custPlanInfo: { prpmAmt: 0, mlgAmt: 0, mntsCnt: 6, dcSqnoList: [2] } });
    expect([low().context.months, low().context.chosen]).toEqual([12, []]);
  });

  it('a save below zero is refused with 구매 금액이 0보다 작습니다.', () => {
    const { actor, snap } = opened();
    actor.send({ type: 'user.changePrepaid', text: '99999999' });
    expect(sel.selectPayment(snap()).ok).toBe(false);
    actor.send({ type: 'user.save' });
    expect(sel.selectDialog(snap())).toEqual({ message: '구매 금액이 0보다 작습니다.', confirm: false });
  });

  it('save sends the lines as shown, the customer and child, and strCustPlanInfo with the figure shown', () => {
    const { actor, snap } = opened();
    actor.send({ type: 'user.changeQty', salecdSqno: BOOKS, by: -1 });
    actor.send({ type: 'user.toggleDiscount', salecdSqno: BOOKS });
    actor.send({ type: 'user.changeMonths', months: 24 });
    actor.send({ type: 'user.openDiscounts' });
    actor.send({ type: 'user.toggleCoupon', dcSqno: 2 });
    actor.send({ type: 'user.applyDiscounts' });
    actor.send({ type: 'user.changePrepaid', text: '100000' });
    actor.send({ type: 'user.changeMileage', text: '5,000' });
    // 720,000 × 9 less 10%, + 99,000; less 30,000 coupon, 100,000 prepaid, 5,000 mileage; ÷ 24, to tens of won.
    const payable = 720_000 * 9 - (720_000 * 9) / 10 + 99_000 - 30_000 - 100_000 - 5_000;
    const monthly = Math.floor(payable / 24 / 10) * 10;
    expect(saveRequest(snap().context)).toEqual({
      strSearchPrdt: [{ salecdSqno: BOOKS, prchCnt: 9, dcYn: 'Y' }, { salecdSqno: MEMBERSHIP, prchCnt: 1, dcYn: 'N' }],
      kwkkey: CUSTOMER.kwkkey,
      custDiv: CUSTOMER.custDiv,
      chlnKwkey: CUSTOMER.chlnKwkey,
      strCustPlanInfo: { prpmAmt: 100_000, mlgAmt: 5_000, mntsCnt: 24, dcSqnoList: [2], monthAmt: monthly },
    });
    actor.send({ type: 'user.save' });
    expect(snap().value).toBe('saving');
  });
});
