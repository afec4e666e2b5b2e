// Model-based tests of the cart on the rendered screen against the real server in-process (spec 3 §2 cart,
// §4, §5, §8, §9; issue 17): a covering set of the customer and own-plan models' paths (every path also
// runs on the bare machine). planner03 opens the cart on a draft of 과학동화 전집 ×10 and 북클럽 멤버십 for
// their first customer's first child (or for no customer); bascket, myPlanSave and eduplan/base wait in the
// request gate: forwarded to the server, whose prices the screen must show (the monthly figure computed
// here from the answer), or failed as the path says. The scripted refusals are the server's own.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartMachine } from '../../../machines/cart/cart.machine';
import * as selectors from '../../../machines/cart/cart.selectors';
import { buildPlanProducts } from '../../../server/db/seed/plan-map';
import { writeSiteEntry } from '../../../server/services/settings';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { msg } from '../../../src/domain/messages';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { BOOKS, cartModels, DUPLICATE, inert, OFFLINE, PRICE_CHANGED } from './cart.model';
import { forgetPlans, PLANNER, plannerCustomer, renderCart, type CartWorld } from './cart-world';

const h = await createHarness(TEST_DATABASES[0]!);
const ORDER_SITE = 'https://order.example.com/order/pick';
const customer = await plannerCustomer(h);
const taken = new Set<string>();
beforeAll(() => writeSiteEntry(h.db, 'ORDER', ORDER_SITE, TEST_NOW));
afterAll(async () => {
  writeCoverage(cartMachine, taken);
  await h.close();
});

const models = cartModels(customer).map((m) => ({ ...m, rendered: renderedPaths(m.paths, { machine: inert, selectors }) }));
const NAMES = new Map(buildPlanProducts().map((p) => [p.salecdSqno!, p.prdtnm]));
/** A product no longer on sale (the seed's withdrawn 생활습관 동화 전집): the server leaves it out of the cart. */
const WITHDRAWN = buildPlanProducts().find((p) => p.saleYn === 'N')!.salecdSqno!;

let world: CartWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  await forgetPlans(h, customer);
});

const ask = async (call: string, fields: Record<string, string>) => (await h.call(call, fields, { token: await h.as(PLANNER) })).body;
const saveFields = (monthAmt: number) => ({
  kwkkey: customer.kwkkey,
  custDiv: customer.custDiv,
  chlnKwkey: customer.chlnKwkey,
  strSearchPrdt: JSON.stringify([{ salecdSqno: BOOKS, prchCnt: 1, dcYn: 'N' }]),
  strCustPlanInfo: JSON.stringify({ prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], monthAmt }),
});

it('the scripted refusals are the server’s own: a changed figure, and a product already in the plan', async () => {
  const wrong = await ask('eduplan/myPlanSave', saveFields(1));
  expect([wrong.rt, wrong.rtMsg]).toEqual([PRICE_CHANGED.rt, PRICE_CHANGED.rtMsg]);
  // 720,000 won over 12 months.
  expect((await ask('eduplan/myPlanSave', saveFields(60_000))).rt).toBe('success');
  const again = await ask('eduplan/myPlanSave', saveFields(60_000));
  expect([again.rt, again.rtMsg]).toEqual([DUPLICATE.rt, DUPLICATE.rtMsg]);
  await forgetPlans(h, customer);
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const change = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const dialog = () => screen.getByRole('alertdialog');

/** The monthly figure from the server's prices and the path's choices: list − own − 10% − coupons − prepaid − mileage, ÷ months, to tens. */
function expectedMonthly(answer: any, c: any): number | null {
  const lines = c.cart.productList as { salecdSqno: number; prchCnt: number; dcYn: string }[];
  let total = 0;
  for (const l of lines) {
    const p = answer.productList.find((x: any) => x.salecdSqno === l.salecdSqno);
    const net = (p.prdtAmt - p.dcAmt) * l.prchCnt;
    total += net - (p.prdtDiv === 'C' && p.prmtAplyYn === 'Y' && l.dcYn === 'Y' ? Math.floor((net * answer.dcRt) / 100) : 0);
  }
  for (const d of answer.discountList) if (c.chosen.includes(d.dcSqno)) total -= d.dcAmt;
  total -= Number(c.prepaid.replace(/,/g, '') || 0) + Number(c.mileage.replace(/,/g, '') || 0);
  return total < 0 ? null : Math.floor(total / c.months / 10) * 10;
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

for (const model of models)
  describe(`the cart on the rendered screen: ${model.name}`, () => {
    for (const path of model.rendered)
      it(path.description, async () => {
        const emptyAnswer = path.steps.some((s) => s.event.type === 'xstate.done.actor.loadCart' && (s.event as any).output.productList.length === 0);
        const readDraft = path.steps[1]?.event as { output: PlanDraft } | undefined;
        // The empty answer comes from the server for a draft of a withdrawn product.
        const draft: PlanDraft = emptyAnswer ? { customer: model.draft.customer, products: [{ salecdSqno: WITHDRAWN, prchCnt: 1, dcYn: 'N' }] } : (readDraft?.output ?? model.draft);
        world = await renderCart(h, { draft, held: ['eduplan/bascket', 'eduplan/myPlanSave', 'eduplan/base'], taken });
        const w = world;
        let answer: any = null;
        const went: string[] = [];
        const mapHref = `/eduplanmap?${new URLSearchParams({ custDiv: customer.custDiv, kwkkey: customer.kwkkey, custNm: customer.custNm })}`;
        const opened: string[] = [];
        let saved = false;
        await replayOnImplementation(path as ModelPath, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          isAuto: (e) => e.type === 'xstate.done.actor.readDraft',
          drivers: {
            'xstate.done.actor.loadCart': async (e) => {
              const req = await w.take('eduplan/bascket');
              expect(JSON.parse(req.form.get('strSearchPrdt')!)).toEqual(draft.products);
              expect(req.form.get('kwkkey')).toBe(model.draft.customer?.kwkkey ?? null);
              answer = await w.answer(req, e);
              if (emptyAnswer) expect(answer.productList).toEqual([]);
            },
            'xstate.error.actor.loadCart': async (e) => void (await w.answer(await w.take('eduplan/bascket'), e)),
            'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
            'user.dismiss': () => click(within(dialog()).getByRole('button', { name: within(dialog()).queryByRole('button', { name: '취소' }) ? '취소' : '확인' })),
            'user.confirm': () => click(within(dialog()).getByRole('button', { name: '확인' })),
            'user.changeQty': (e) => click(screen.getByRole('button', { name: (e.by > 0 ? msg.cartQtyUp : msg.cartQtyDown)(NAMES.get(e.salecdSqno)!) })),
            'user.toggleDiscount': (e) => click(screen.getByRole('checkbox', { name: `${NAMES.get(e.salecdSqno)} ${msg.cartTenPercent(answer.dcRt)}` })),
            'user.remove': (e) => click(screen.getByRole('button', { name: msg.cartRemoveOf(NAMES.get(e.salecdSqno)!) })),
            'user.changeMonths': (e) => change(screen.getByRole('combobox', { name: msg.cartMonths }), String(e.months)),
            'user.changePrepaid': (e) => change(screen.getByRole('textbox', { name: msg.cartPrepaid }), e.text),
            'user.changeMileage': (e) => change(screen.getByRole('textbox', { name: msg.cartMileage }), e.text),
            'user.openDiscounts': () => click(screen.getByRole('button', { name: msg.cartDiscounts })),
            'user.toggleCoupon': (e) => {
              const title = answer.discountList.find((d: any) => d.dcSqno === e.dcSqno).titl;
              return click(within(screen.getByRole('dialog', { name: msg.cartDiscounts })).getByRole('checkbox', { name: new RegExp(title) }));
            },
            'user.applyDiscounts': () => click(screen.getByRole('button', { name: msg.cartDiscountApply })),
            'user.closeDiscounts': () => click(screen.getByRole('button', { name: '닫기' })),
            'user.cancel': () => click(screen.getByRole('button', { name: msg.cartCancel })),
            'user.save': () => click(screen.getByRole('button', { name: msg.cartSave })),
            'user.contract': () => click(screen.getByRole('button', { name: msg.cartContract })),
            'xstate.done.actor.savePlan': async (e) => {
              const req = await w.take('eduplan/myPlanSave');
              await w.answer(req, e);
              saved = true;
            },
            'xstate.error.actor.savePlan': async (e) => void (await w.answer(await w.take('eduplan/myPlanSave'), e)),
            'xstate.done.actor.openOrderSite': async (e) => {
              await w.answer(await w.take('eduplan/base'), e);
              opened.push(ORDER_SITE);
            },
            'xstate.error.actor.openOrderSite': async (e) => void (await w.answer(await w.take('eduplan/base'), e)),
          },
          verify: async (step, i) => {
            const value = step.state.value as any;
            const c = step.state.context as any;
            const flat = typeof value === 'string' ? value : `ready.${value.ready}`;
            // Leaving: plan register from its confirm, the map for the draft's customer otherwise.
            const before = path.steps[i - 1]?.state.value as any;
            if (value === 'left') went.push(before?.ready === 'confirmingMyPlan' ? '/eduplanmap/planReg' : mapHrefOf());
            await waitFor(() => {
              if (flat === 'reading' || flat === 'loading') expect(screen.getByRole('region', { name: msg.cartLabel })).toHaveAttribute('aria-busy', 'true');
              if (flat === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.message);
              if (flat === 'empty') expect(dialog()).toHaveTextContent(msg.planMapSelectionEmpty);
              if (flat.startsWith('ready.') || ['saving', 'duplicate', 'priceChanged', 'ordering', 'orderFailed'].includes(flat)) expectCart(answer, c);
              const message = DIALOG[flat];
              if (message !== undefined) expect(dialog()).toHaveTextContent(message ?? c.message);
              else if (flat !== 'empty') expect(screen.queryByRole('alertdialog')).toBeNull();
              if (flat === 'ready.choosingDiscounts') expectSheet(answer, c);
              if (flat === 'saving' || flat === 'ordering') expect(screen.getByRole('button', { name: msg.cartSave })).toBeDisabled();
              expect(w.went).toEqual(went);
              expect(w.shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => new URL(k.payload.url as string)).map((u) => `${u.origin}${u.pathname}`)).toEqual(opened);
              // A stored save empties the draft; the customer stays for the map.
              if (saved) expect(w.draft()).toEqual({ customer: model.draft.customer, products: [] });
            });
          },
        });

        function mapHrefOf() {
          return model.draft.customer ? mapHref : '/eduplanmap';
        }
      });
  });

/** The dialog each state shows: a fixed text, or null for the context's message. */
const DIALOG: Record<string, string | null> = {
  'ready.qtyRefused': '최대 10개까지 가능합니다.',
  'ready.confirmingEmpty': msg.cartConfirmEmpty,
  'ready.confirmingMyPlan': msg.cartConfirmMyPlan,
  'ready.belowZero': '구매 금액이 0보다 작습니다.',
  'ready.saveFailed': null,
  duplicate: null,
  priceChanged: null,
  orderFailed: null,
};

function expectCart(answer: any, c: any) {
  for (const l of c.cart.productList) {
    const row = screen.getByRole('listitem', { name: NAMES.get(l.salecdSqno) });
    expect(within(row).getByRole('status')).toHaveTextContent(String(l.prchCnt));
    const p = answer.productList.find((x: any) => x.salecdSqno === l.salecdSqno);
    expect(row).toHaveTextContent(won(p.prdtAmt));
    expect(row).toHaveTextContent(`약정 ${p.concMon}개월`);
    const box = within(row).queryByRole('checkbox');
    expect(box !== null).toBe(p.prdtDiv === 'C' && p.prmtAplyYn === 'Y');
    if (box) expect((box as HTMLInputElement).checked).toBe(l.dcYn === 'Y');
  }
  const monthly = expectedMonthly(answer, c);
  const figure = document.querySelector('.cart-monthly')!;
  expect(figure).toHaveTextContent(monthly === null ? '구매 금액이 0보다 작습니다.' : won(monthly));
  const warned = answer.discountList.some((d: any) => c.chosen.includes(d.dcSqno) && d.minMon > 12);
  expect(screen.queryByText('선택했던 상품이 해제될 수 있습니다.') !== null).toBe(warned);
}

function expectSheet(answer: any, c: any) {
  const sheet = screen.getByRole('dialog', { name: msg.cartDiscounts });
  const cats = new Set(c.cart.productList.map((l: any) => answer.productList.find((p: any) => p.salecdSqno === l.salecdSqno).catCd));
  for (const d of answer.discountList) {
    const box = within(sheet).getByRole('checkbox', { name: new RegExp(d.titl) }) as HTMLInputElement;
    const applies = cats.has(d.dcDiv === 'M' ? 'CAT02' : 'CAT03') && c.months >= d.minMon;
    expect([d.titl, box.disabled, box.checked]).toEqual([d.titl, !applies, c.sheet.includes(d.dcSqno)]);
  }
}

describe('the cart’s save when the network fails (issue 18)', () => {
  const customerDraft = models.find((m) => m.name === 'customer')!.draft;
  const offline = { type: 'xstate.error.actor.savePlan', error: OFFLINE };
  const open = async () => {
    world = await renderCart(h, { draft: customerDraft, held: ['eduplan/bascket', 'eduplan/myPlanSave', 'eduplan/base'], taken });
    await world.answer(await world.take('eduplan/bascket'), { type: 'xstate.done.actor.loadCart' });
    await waitFor(() => expect(screen.getByRole('button', { name: msg.cartSave })).toBeEnabled());
    return world;
  };
  const stored = async () => (await ask('eduplan/customerPlan', { kwkkey: customer.kwkkey, custDiv: customer.custDiv, chlnKwkey: customer.chlnKwkey })).data.productList;

  it('a plain 저장 is kept by the outbox: the map again, the draft kept until it is sent, nothing stored yet', async () => {
    const w = await open();
    await click(screen.getByRole('button', { name: msg.cartSave }));
    await w.answer(await w.take('eduplan/myPlanSave'), offline);
    await waitFor(() => expect(w.actor.getSnapshot().status).toBe('done'));
    expect(w.went).toEqual([`/eduplanmap?${new URLSearchParams({ custDiv: customer.custDiv, kwkkey: customer.kwkkey, custNm: customer.custNm })}`]);
    expect(w.draft()).toEqual(customerDraft);
    expect(await stored()).toEqual([]);
  });

  it('a 계약 is never kept (single sign-on follows at once): the network’s message, the cart as it was', async () => {
    const w = await open();
    await click(screen.getByRole('button', { name: msg.cartContract }));
    await w.answer(await w.take('eduplan/myPlanSave'), offline);
    await waitFor(() => expect(dialog()).toHaveTextContent(msg.networkError));
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'saveFailed' });
    expect(w.went).toEqual([]);
    expect(w.draft()).toEqual(customerDraft);
  });
});
