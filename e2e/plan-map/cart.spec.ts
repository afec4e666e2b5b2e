// The cart (spec 3 §2 cart, §4 save/contract and the discount sheet, §5, §9; issue 17's "why this price")
// in a real browser against the real server (small seed; planner03 stands for the planner05, who
// is only in the full seed: their customers have no saved plan either). On a phone, inside the fake
// Android shell: the map for a customer's child, two products, the cart; a quantity, the 10% box, a coupon,
// 24 months; the monthly figure checked against one computed here from the seeded catalogue; the why
// panel; 저장 → the map shows them held; another product → 계약 → the shell opens the ordering site with
// the token, and the map again. On a PC: the summary beside the lines, everything from the keyboard. axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { buildPlanDiscounts, buildPlanProducts } from '../../server/db/seed/plan-map';
import { msg } from '../../src/domain/messages';
import { eduplanMapHref } from '../../src/domain/plan-map/pages';
import { apiCall, apiSession, shellCalls, withShell } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { STAND_IN_PATHS } from '../support/outside-sites';
import { expect, test } from '../support/test';

const USER = 'planner03';
const PRODUCTS = buildPlanProducts();
const product = (name: string) => PRODUCTS.find((p) => p.prdtnm === name)!;
const coupon = (titl: string) => buildPlanDiscounts().find((d) => d.titl === titl)!;

interface Target {
  readonly kwkkey: string;
  readonly custDiv: string;
  readonly custNm: string;
  readonly child: string | null;
}

/** planner03's customers as the customer search lists them: the `nth` with (or without) a child. */
async function customerOf(request: APIRequestContext, withChild: boolean, nth = 0): Promise<Target> {
  const { authToken } = await apiSession(request, USER);
  const list = (await apiCall(request, authToken, 'commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '10' })).data.custList;
  const found: Target[] = [];
  for (const c of list) {
    const kids = (await apiCall(request, authToken, 'eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv })).data.children;
    if ((kids.length > 0) === withChild) found.push({ kwkkey: c.kwkkey, custDiv: c.custDiv, custNm: c.custNm, child: kids[0]?.kwcnam ?? null });
  }
  if (!found[nth]) throw new Error(`no customer ${withChild ? 'with' : 'without'} a child #${nth} of ${USER}`);
  return found[nth]!;
}

const productButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** The map for the customer (and child), with the products chosen from their categories' tabs. */
async function choose(page: Page, t: Target, names: readonly string[]) {
  await page.goto(eduplanMapHref({ customer: { kwkkey: t.kwkkey, custDiv: t.custDiv, custNm: t.custNm } }));
  if (t.child) await page.getByRole('combobox', { name: '자녀 선택' }).selectOption({ label: t.child });
  for (const name of names) {
    const cat = PRODUCTS.find((p) => p.prdtnm === name)!.catCd;
    const tab = page.getByRole('tab', { name: new RegExp({ CAT01: '전집', CAT02: '멤버십', CAT03: '프리패스', CAT04: '학습지' }[cat]!) });
    await tab.click();
    await productButton(page, name).click();
    await expect(productButton(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
}

const openCart = async (page: Page) => {
  await page.getByRole('button', { name: /^장바구니/ }).click();
  await expect(page).toHaveURL(/\/eduplanmap\/cart$/);
};
const row = (page: Page, name: string) => page.getByRole('listitem', { name });
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.describe('planner03’s cart on a phone', () => {
  test.use({ signedInAs: USER });

  test('a quantity, the 10% box, a coupon, 24 months; the why panel; 저장 holds them; 계약 opens the ordering site', async ({ page, request }) => {
    await withShell(page, 'AND', { answerDelayMs: 0 });
    const t = await customerOf(request, true);
    const books = product('과학동화 전집');
    const membership = product('북클럽 멤버십');
    const newMember = coupon('멤버십 신규 가입 할인');
    await choose(page, t, [books.prdtnm, membership.prdtnm]);
    await openCart(page);

    await expect(row(page, books.prdtnm)).toContainText(won(books.prdtAmt));
    await expect(row(page, books.prdtnm)).toContainText(`약정 ${books.concMon}개월`);
    await row(page, books.prdtnm).getByRole('button', { name: msg.cartQtyUp(books.prdtnm) }).click();
    await expect(row(page, books.prdtnm).getByRole('status')).toHaveText('2');
    await row(page, books.prdtnm).getByRole('checkbox').check();
    // 북클럽 멤버십 (division A) has no box.
    await expect(row(page, membership.prdtnm).getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('button', { name: msg.cartDiscounts }).click();
    const sheet = page.getByRole('dialog', { name: msg.cartDiscounts });
    await expect(sheet.getByRole('checkbox', { name: new RegExp(coupon('프리패스 첫 달 할인').titl) })).toBeDisabled();
    await sheet.getByRole('checkbox', { name: new RegExp(newMember.titl) }).check();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await sheet.getByRole('button', { name: msg.cartDiscountApply }).click();
    await page.getByRole('combobox', { name: msg.cartMonths }).selectOption('24');

    // The seeded catalogue: 720,000 × 2 less its 10%, + 99,000, less the 10,000 coupon, over 24 months, to tens of won.
    const books2 = books.prdtAmt * 2;
    const payable = books2 - Math.floor(books2 / 10) + membership.prdtAmt - newMember.dcAmt;
    const monthly = Math.floor(payable / 24 / 10) * 10;
    await expect(page.locator('.cart-monthly')).toHaveText(won(monthly));

    await page.getByRole('button', { name: msg.whyTitle }).click();
    const why = page.getByRole('list', { name: msg.whyTitle });
    await expect(why.getByRole('listitem').first()).toContainText(won(books2));
    await expect(why).toContainText(`−${won(newMember.dcAmt)}`);
    await expect(why.getByRole('listitem').last()).toHaveText(`월 예상 결제 금액${won(monthly)}`);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: msg.cartSave, exact: true }).click();
    await expect(page).toHaveURL(/\/eduplanmap\?/);
    await page.getByRole('tab', { name: /전집/ }).click();
    await expect(productButton(page, books.prdtnm)).toBeDisabled();
    await page.getByRole('tab', { name: /멤버십/ }).click();
    await expect(productButton(page, membership.prdtnm)).toBeDisabled();

    // Another product, then 계약: saved, the ordering site opens with the token, the map again.
    const reading = product('독서 멤버십');
    await productButton(page, reading.prdtnm).click();
    await openCart(page);
    await expect(page.getByRole('listitem', { name: books.prdtnm })).toHaveCount(0);
    await page.getByRole('button', { name: msg.cartContract, exact: true }).click();
    await expect(page).toHaveURL(/\/eduplanmap\?/);
    const opened = (await shellCalls(page)).filter((c) => c.action === 'openExternalLink').map((c) => new URL(String(c.payload.url)));
    expect(opened.map((u) => [u.pathname, u.searchParams.has('token'), u.searchParams.has('userId')])).toEqual([[STAND_IN_PATHS.ORDER, true, true]]);
    await page.getByRole('tab', { name: /멤버십/ }).click();
    await expect(productButton(page, reading.prdtnm)).toBeDisabled();
  });
});

test.describe('planner03’s cart on a PC', () => {
  test.use({ signedInAs: USER, viewport: { width: 1280, height: 900 } });

  test('the summary beside the lines; quantities, box, months and save from the keyboard', async ({ page, request }) => {
    const t = await customerOf(request, false);
    const free = product('과학 프리패스');
    await choose(page, t, [free.prdtnm]);
    await openCart(page);
    const lines = await page.locator('.cart-lines').boundingBox();
    const summary = await page.getByRole('complementary', { name: msg.cartMonthly }).boundingBox();
    expect(summary!.x).toBeGreaterThan(lines!.x + lines!.width - 1);

    const up = page.getByRole('button', { name: msg.cartQtyUp(free.prdtnm) });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(row(page, free.prdtnm).getByRole('status')).toHaveText('3');
    await page.getByRole('checkbox', { name: `${free.prdtnm} 10% 할인` }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('combobox', { name: msg.cartMonths }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: msg.cartMonths })).toHaveValue('24');
    const amount = free.prdtAmt * 3 - Math.floor((free.prdtAmt * 3) / 10);
    await expect(page.locator('.cart-monthly')).toHaveText(won(Math.floor(amount / 24 / 10) * 10));
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: msg.cartSave, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/eduplanmap\?/);
  });
});
