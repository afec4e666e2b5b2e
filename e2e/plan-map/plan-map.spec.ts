// The education plan map (spec 3 §2 plan map, planner list, promotion; §4 product; §5; §6) in a real browser
// against the real server (small seed; nothing is saved here: the cart and plan specs own saves). On a phone
// in the Android shell, planner02 opens the map from the footer, looks a customer with children up through
// the customer search popup (the test plays the shell: the popup in a window of its own, its report relayed),
// chooses a child, then products (the tab's 보유 | 선택 counts and the cart's count follow), and a long press
// opens a product's info link through the shell. branch01 picks a planner in the planner list, then one of
// their customers. The promotion page shows the running promotion's pages. On a PC the map works by keyboard.
// Expected values are the server's own answers, read through the API as the app reads them; axe on each screen.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { customerHref } from '../../src/domain/customers/pages';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import { signUpMessages as sign } from '../../src/domain/sign-up/messages';
import { scheduleMessages as sm } from '../../src/domain/schedule/messages';
import { seriousAxeFindings } from '../support/axe';
import { apiCall, apiSession, relayPopupReport, shellCalls, withShell } from '../support/app';
import { expect, test } from '../support/test';

// In order, in one worker: the planner02 and branch01 sessions are shared by the tests of this file.
test.describe.configure({ mode: 'default' });

/** The map, loaded: a test leaving it for another address leaves a settled page behind (not one mid-start). */
async function openMap(page: Page) {
  await page.goto('/eduplanmap');
  await expect(page.locator('.planmap[aria-busy="false"] .planmap-product').first()).toBeVisible();
}

async function server(request: APIRequestContext, userid: string, call: string, form: Record<string, string>): Promise<any> {
  const { authToken } = await apiSession(request, userid);
  const answer = await apiCall(request, authToken, call, form);
  expect(answer.rt, `${call} ${JSON.stringify(answer)}`).toBe('success');
  return answer.data;
}

/** The first of a planner's customers (of the first 30) with children, and its children in the server's order. */
async function customerWithChildren(request: APIRequestContext, userid: string, searchUserid = '') {
  const rows = (await server(request, userid, 'commonPopup/custSearch', { searchCustNm: '', searchUserid, offset: '0', size: '30' })).custList;
  for (const c of rows) {
    const { children } = await server(request, userid, 'eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv });
    if (children.length > 0) return { customer: c, children };
  }
  throw new Error(`${userid}: no customer with children`);
}

/** Plays the shell for the customer search popup the page asked for: opens it, picks `custNm`, relays the report. */
async function pickInPopup(page: Page, context: BrowserContext, path: RegExp, custNm: string) {
  await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'openNewPage').map((c) => new URL(String(c.payload.url)).pathname).at(-1) ?? '').toMatch(path);
  const url = (await shellCalls(page)).filter((c) => c.action === 'openNewPage').at(-1)!.payload.url as string;
  const popup = await context.newPage();
  await withShell(popup, 'AND');
  await popup.goto(url);
  const box = popup.getByRole('searchbox', { name: sm.custSearchLabel });
  await box.fill(custNm);
  await box.press('Enter');
  await popup.getByRole('radio', { name: custNm }).first().check();
  await popup.getByRole('button', { name: sm.pick }).click();
  return relayPopupReport(popup, page);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const product = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

test.describe('a planner on a phone in the Android shell', () => {
  test.use({ signedInAs: 'planner02' });
  test.beforeEach(async ({ page }) => withShell(page, 'AND'));

  test('footer → map → customer from the popup → child → products (counts, cart) → long press opens the info link', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const base = await server(request, 'planner02', 'eduplan/base', {});
    const { customer, children } = await customerWithChildren(request, 'planner02');
    await page.goto('/main');
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: m.planMapTitle }).click();
    await expect(page).toHaveURL(/\/eduplanmap$/);
    await expect(page.getByRole('tab')).toHaveCount(base.cateList.length);
    await expect(page.getByRole('link', { name: base.promotionInfo.titl })).toHaveAttribute('href', `/eduplanmap/promotion?sqno=${base.promotionInfo.sqno}`);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: m.planMapLookup }).click();
    await pickInPopup(page, context, /^\/commonPopup\/custSearch$/, customer.custNm);
    await expect(page).toHaveURL(new RegExp(`kwkkey=${customer.kwkkey}`));
    await expect(page.getByText(customer.custNm, { exact: true })).toBeVisible();

    // With children, a product needs a child first.
    const first = base.productList.find((p: any) => p.catCd === base.cateList[0].cdVl1 && p.prdtInfoLink !== '');
    const second = base.productList.filter((p: any) => p.catCd === base.cateList[0].cdVl1 && p.salecdSqno !== first.salecdSqno)[0];
    await product(page, first.prdtnm).click();
    await expect(page.getByRole('alertdialog')).toContainText(m.planMapChildRequired);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    await page.getByRole('combobox', { name: m.planMapChildLabel }).selectOption(children[0].chlnKwkey);
    const plan = await server(request, 'planner02', 'eduplan/customerPlan', { kwkkey: customer.kwkkey, custDiv: customer.custDiv, chlnKwkey: children[0].chlnKwkey });
    const owned = plan.cateCntList.find((c: any) => c.catCd === base.cateList[0].cdVl1)?.concCnt ?? 0;
    await expect(tab(page, base.cateList[0].cdNm)).toContainText(m.planMapCounts(owned, 0));
    await product(page, first.prdtnm).click();
    await product(page, second.prdtnm).click();
    await expect(product(page, first.prdtnm)).toHaveAttribute('aria-pressed', 'true');
    await expect(tab(page, base.cateList[0].cdNm)).toContainText(m.planMapCounts(owned, 2));
    await expect(page.getByRole('button', { name: `${m.planMapCart} ${m.planMapCartCount('2')}` })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A 1 s press opens the info link through the shell, and does not unchoose the product.
    const box = (await product(page, first.prdtnm).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(1_000);
    await page.mouse.up();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'openExternalLink').map((c) => c.payload.url)).toEqual([first.prdtInfoLink]);
    await expect(product(page, first.prdtnm)).toHaveAttribute('aria-pressed', 'true');

    // The promotion link: its title and its pages in order.
    const promotion = await server(request, 'planner02', 'eduplan/promotion', { sqno: String(base.promotionInfo.sqno) });
    await page.getByRole('link', { name: base.promotionInfo.titl }).click();
    await expect(page.getByRole('heading', { name: promotion.titl })).toBeVisible();
    await expect(page.locator('.promotion-pages img')).toHaveCount(promotion.fileList.length);
    for (const [i, f] of promotion.fileList.entries()) {
      const img = page.locator('.promotion-pages img').nth(i);
      await expect(img).toHaveAttribute('src', f.cdnUrl);
      // Drawn, not blocked by the page policy or missing.
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('the customer detail’s 에듀플랜맵 opens the map for that customer; the QR page’s promotion link the running promotion', async ({ page, request }) => {
    const { customer } = await customerWithChildren(request, 'planner02');
    const base = await server(request, 'planner02', 'eduplan/base', {});
    await page.goto(customerHref({ userId: 'planner02', kwkkey: customer.kwkkey, custDiv: customer.custDiv }));
    await page.getByRole('main').getByRole('link', { name: m.planMapTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/eduplanmap\\?from=custDetail&custDiv=${customer.custDiv}&kwkkey=${customer.kwkkey}&custNm=`));
    await expect(page.getByText(customer.custNm, { exact: true })).toBeVisible();
    await page.goto('/qr');
    await page.getByRole('link', { name: sign.qrPromotion, exact: true }).click();
    await expect(page.getByRole('heading', { name: base.promotionInfo.titl })).toBeVisible();
  });

  test('a promotion not started yet: the server’s message, then back', async ({ page, request }) => {
    const { authToken } = await apiSession(request, 'planner02');
    const refusal = await apiCall(request, authToken, 'eduplan/promotion', { sqno: '3' });
    await openMap(page);
    await page.goto('/eduplanmap/promotion?sqno=3');
    await expect(page.getByRole('alertdialog')).toContainText(String((refusal as { rtMsg?: string }).rtMsg));
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/eduplanmap$/);
  });
});

test.describe('the branch head picks a planner, then a customer', () => {
  test.use({ signedInAs: 'branch01' });
  test.beforeEach(async ({ page }) => withShell(page, 'AND'));

  test('planner list → customer search of that planner → the map for that customer', async ({ page, context, request }) => {
    const planners = (await server(request, 'branch01', 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'Y', offset: '0', size: '10' })).myOrgList;
    await page.goto('/eduplanmap');
    await page.getByRole('button', { name: m.planMapLookup }).click();
    await expect(page).toHaveURL(/\/eduplanmap\/orgList$/);
    const list = page.getByRole('list', { name: m.planOrgListLabel });
    await expect(list.getByRole('button')).toHaveCount(planners.length);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The first planner listed who has customers.
    let planner = planners[0];
    let rows: any[] = [];
    for (const p of planners) {
      rows = (await server(request, 'branch01', 'commonPopup/custSearch', { searchCustNm: '', searchUserid: p.userid, offset: '0', size: '1' })).custList;
      planner = p;
      if (rows.length > 0) break;
    }
    await list.getByRole('button', { name: new RegExp(planner.username) }).first().click();
    await pickInPopup(page, context, new RegExp(`^/commonPopup/custSearch/${planner.userid}$`), rows[0].custNm);
    await expect(page).toHaveURL(new RegExp(`/eduplanmap\\?.*kwkkey=${rows[0].kwkkey}.*targetId=${planner.userid}`));
    await expect(page.getByText(rows[0].custNm, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
  });

  test('the planner list searches by name; none found says so', async ({ page }) => {
    await page.goto('/eduplanmap/orgList');
    const box = page.getByRole('searchbox', { name: m.planOrgSearchLabel });
    await box.fill('없는이름없는이름');
    await box.press('Enter');
    await expect(page.getByText(m.planMapOrgListEmpty)).toBeVisible();
  });
});

test.describe('a planner is refused the planner list', () => {
  test.use({ signedInAs: 'planner02' });
  test('권한이 없습니다., then back', async ({ page }) => {
    await openMap(page);
    await page.goto('/eduplanmap/orgList');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/eduplanmap$/);
  });
});

test.describe('on a PC with the keyboard', () => {
  test.use({ signedInAs: 'planner02', viewport: { width: 1440, height: 900 } });

  test('tabs and products by keyboard; the cart refuses an empty selection; the grid uses the width', async ({ page, request }) => {
    const base = await server(request, 'planner02', 'eduplan/base', {});
    await page.goto('/eduplanmap');
    await tab(page, base.cateList[1].cdNm).focus();
    await page.keyboard.press('Enter');
    await expect(tab(page, base.cateList[1].cdNm)).toHaveAttribute('aria-selected', 'true');
    const p = base.productList.find((x: any) => x.catCd === base.cateList[1].cdVl1);
    await product(page, p.prdtnm).focus();
    await page.keyboard.press('Enter');
    await expect(product(page, p.prdtnm)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(product(page, p.prdtnm)).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: new RegExp(`^${m.planMapCart}`) }).click();
    await expect(page.getByRole('alertdialog')).toContainText(m.planMapSelectionEmpty);
    await page.keyboard.press('Escape');
    // More than two products a row on a wide screen.
    const panel = page.getByRole('tabpanel', { name: new RegExp(base.cateList[1].cdNm) });
    const tops = await panel.getByRole('button').evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
