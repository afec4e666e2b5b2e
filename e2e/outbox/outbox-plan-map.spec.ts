// Issue 18, the plan map's saves with the network dropped: my plan rename and delete (/eduplanmap/myPlan), the
// plan register (/eduplanmap/planReg) and the cart's plain 저장 (/eduplanmap/cart). Each way of dropping it:
// before the server (offline mode, or the call aborted) and after the server acted (its answer lost). The
// screen goes on as after a sent save, the pill says the save waits, and after reconnecting nothing waits
// and the server holds exactly one copy (a replay on the same key answers the first answer: a rename bumps
// the version once, a delete or a cart save is not refused as gone or duplicate). The cart's 계약 is never
// kept: offline it fails at once with the network message. My plans and the register run as accounts of
// their own (e2e/outbox/own-user.ts); the cart as planner03, on customers the cart spec does not use.
import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import type { PlanProduct } from '../../src/domain/plan-map/contract';
import type { MyPlanEntry } from '../../src/domain/plan-map/plan-contract';
import { eduplanMapHref } from '../../src/domain/plan-map/pages';
import { apiCall, apiSession, withShell } from '../support/app';
import { expect, test } from '../support/test';
import { callsAs, dropNetwork, expectNothingWaits, expectQueued, ok, outboxEntry, ownUser, pill, signIn, type Drop } from './own-user';

const dialog = (page: Page) => page.getByRole('alertdialog');
const list = (page: Page) => page.getByRole('region', { name: m.myPlanListLabel });
const rows = (page: Page) => list(page).getByRole('listitem');

/** An account of its own holding these plans (one product each), signed in on the page's context. */
async function plannerWithPlans(page: Page, request: APIRequestContext, names: readonly string[]) {
  const user = await ownUser('obplan');
  const call = callsAs(request, user);
  const { productList } = (await ok(call('eduplan/base'))) as { productList: PlanProduct[] };
  for (const planNm of names)
    await ok(call('eduplan/myPlanSave', { strSearchPrdt: JSON.stringify([{ salecdSqno: productList[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' }]), strMyPlanInfo: JSON.stringify({ planNm }) }));
  await signIn(page.context(), request, user);
  const plans = async (): Promise<MyPlanEntry[]> => (await ok(call('eduplan/myPlan'))).myPlanList;
  return { user, call, plans };
}

for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
  test(`my plans: a rename and a delete with the network dropped (${how}) are kept, then land once`, async ({ page, request }) => {
    const { plans } = await plannerWithPlans(page, request, ['바꿀 플랜', '지울 플랜']);
    const [toDelete, toRename] = await plans();
    await page.goto('/eduplanmap/myPlan');
    await expect(rows(page)).toHaveCount(2);
    const restoreRename = await dropNetwork(page, 'eduplan/myPlanReNm', how);
    const restoreDelete = how === 'offline' ? null : await dropNetwork(page, 'eduplan/myPlanDel', how);

    await page.getByRole('button', { name: `${toRename!.planNm} 편집` }).click();
    await list(page).getByRole('textbox', { name: m.myPlanNameLabel }).fill('새 이름');
    await page.getByRole('button', { name: m.myPlanDone }).click();
    await expect(dialog(page)).toContainText(m.myPlanRenamed);
    await expectQueued(page);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(list(page)).toContainText('새 이름');

    await page.getByRole('button', { name: `${toDelete!.planNm} 삭제` }).click();
    await dialog(page).getByRole('button', { name: m.myPlanDelete }).click();
    await expect(dialog(page)).toContainText(m.myPlanDeleted);
    await expectQueued(page, 2);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('새 이름');

    await (restoreDelete ?? (async () => {}))();
    await restoreRename();
    await expectNothingWaits(page);
    // Once each: the rename bumped the version once (a second run would have bumped it again or met a
    // conflict), the delete was not answered "not found" by a second run.
    expect((await plans()).map((p) => [p.epmMySqno, p.planNm, p.version])).toEqual([[toRename!.epmMySqno, '새 이름', toRename!.version + 1]]);
    await page.goto('/outbox');
    await expect(outboxEntry(page, msg.outboxLabelPlanRename)).toContainText(msg.outboxSent);
    await expect(outboxEntry(page, msg.outboxLabelPlanDelete)).toContainText(msg.outboxSent);
    await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
  });

for (const how of ['before', 'after'] as const satisfies readonly Drop[])
  test(`the plan register: 등록 with the network dropped (${how}) is kept, then one plan lands`, async ({ page, request }) => {
    const { call, plans } = await plannerWithPlans(page, request, []);
    const { productList, cateList } = (await ok(call('eduplan/base'))) as { productList: PlanProduct[]; cateList: { cdVl1: string }[] };
    const chosen = productList.filter((p) => p.catCd === cateList[0]!.cdVl1).slice(0, 2);
    await page.goto(eduplanMapHref({ myPlan: true, from: 'myPlan' }));
    for (const p of chosen) {
      const button = page.getByRole('button', { name: new RegExp(`^${p.prdtnm}`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: '플랜 저장' }).click();
    const reg = page.getByRole('region', { name: m.planRegLabel });
    await expect(reg.getByRole('heading', { name: m.planRegProducts(2) })).toBeVisible();
    await reg.getByRole('textbox', { name: m.myPlanNameLabel }).fill('대기 플랜');
    const restore = await dropNetwork(page, 'eduplan/myPlanSave', how);
    await reg.getByRole('button', { name: m.planRegSubmit }).click();
    // Not yet on the server as far as the app knows: it says the plan waits, not that it was registered.
    await expect(dialog(page)).toContainText(m.myPlanQueued);
    await expectQueued(page);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/eduplanmap\/myPlan$/);

    await restore();
    await expectNothingWaits(page);
    expect((await plans()).map((p) => [p.planNm, p.prdtCnt])).toEqual([['대기 플랜', 2]]);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('대기 플랜');
  });

// ---- The cart (planner03's customers with a child, past the first, which the cart spec uses) ----

const CART_USER = 'planner03';

interface Target {
  readonly kwkkey: string;
  readonly custDiv: string;
  readonly custNm: string;
  readonly child: { readonly chlnKwkey: string; readonly kwcnam: string };
}

async function planner03(request: APIRequestContext) {
  const { authToken } = await apiSession(request, CART_USER);
  return async (path: string, form: Record<string, string> = {}) => {
    const a = await apiCall(request, authToken, path, form);
    expect(a.rt, `${path} ${JSON.stringify(a)}`).toBe('success');
    return a.data;
  };
}

/** planner03's `nth` customer with a child, as the customer search lists them. */
async function customerWithChild(call: Awaited<ReturnType<typeof planner03>>, nth: number): Promise<Target> {
  const found: Target[] = [];
  for (const c of (await call('commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '10' })).custList) {
    const [child] = (await call('eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv })).children;
    if (child) found.push({ kwkkey: c.kwkkey, custDiv: c.custDiv, custNm: c.custNm, child });
  }
  if (!found[nth]) throw new Error(`planner03 has no customer with a child #${nth}`);
  return found[nth]!;
}

/** What the customer's child has in their saved plan, by product. */
const plannedOf = async (call: Awaited<ReturnType<typeof planner03>>, t: Target): Promise<number[]> =>
  ((await call('eduplan/customerPlan', { kwkkey: t.kwkkey, custDiv: t.custDiv, chlnKwkey: t.child.chlnKwkey })).productList as { salecdSqno: number }[]).map((p) => p.salecdSqno);

/** The map for the customer's child, the first product of the first tab that can still be chosen, the cart. */
async function cartWithOneProduct(page: Page, t: Target): Promise<void> {
  await page.goto(eduplanMapHref({ customer: { kwkkey: t.kwkkey, custDiv: t.custDiv, custNm: t.custNm } }));
  await page.getByRole('combobox', { name: '자녀 선택' }).selectOption({ label: t.child.kwcnam });
  const name = await page.locator('.planmap[aria-busy="false"] .planmap-product:not([disabled]) .planmap-product-name').first().textContent();
  const product = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await product.click();
  await expect(product).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^장바구니/ }).click();
  await expect(page).toHaveURL(/\/eduplanmap\/cart$/);
  await expect(page.getByRole('region', { name: msg.cartLabel })).toHaveAttribute('aria-busy', 'false');
}

test.describe('planner03’s cart', () => {
  test.use({ signedInAs: CART_USER });

  for (const [how, nth] of [['offline', 1], ['after', 2]] as const)
    test(`저장 with the network dropped (${how}) is kept and lands once; 계약 is never kept`, async ({ page, request }) => {
      await withShell(page, 'AND', { answerDelayMs: 0 });
      const call = await planner03(request);
      const t = await customerWithChild(call, nth);
      const before = await plannedOf(call, t);
      await cartWithOneProduct(page, t);
      const restore = await dropNetwork(page, 'eduplan/myPlanSave', how);

      if (how === 'offline') {
        // 계약 goes on to the ordering site at once: it fails now with the network message, nothing waits.
        await page.getByRole('button', { name: msg.cartContract, exact: true }).click();
        await expect(dialog(page)).toContainText(msg.networkError);
        await dialog(page).getByRole('button', { name: '확인' }).click();
        await expect(pill(page)).toHaveCount(0);
        await expect(page).toHaveURL(/\/eduplanmap\/cart$/);
      }
      await page.getByRole('button', { name: msg.cartSave, exact: true }).click();
      await expect(page).toHaveURL(/\/eduplanmap\?/);
      await expectQueued(page);

      await restore();
      await expectNothingWaits(page);
      const after = await plannedOf(call, t);
      expect(after.length).toBe(before.length + 1);
      await page.goto('/outbox');
      await expect(outboxEntry(page, msg.outboxLabelPlan)).toContainText(msg.outboxSent);
    });
});
