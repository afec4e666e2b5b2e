// The sales plan lists and read-only plans (spec 3 §2, §4, §6, §9) in a real browser against the real server
// (small seed, the server's clock on 2026-03-12): the branch head on a PC — the tabs, the branch goal, the
// members' table and its filters, a request to planner02 for this month (confirm, 요청중) — then planner02
// opens the request's alert and lands on the plan form, and their list shows the month requested; a planner's
// list and detail on a phone; a district head's district goal; a partner without a write button. Expected
// rows are the server's own answers, read through the API as the app reads them; axe on every screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CLOCK_START } from '../../playwright.config';
import { headListFields, type HeadPlanFilters } from '../../machines/plans/head-plan-list.filters';
import { msg } from '../../src/domain/messages';
import type { HeadPlanRow, Plan, PlanListRow } from '../../src/domain/plans/contract';
import { GRADE_NAMES, type Position } from '../../src/domain/shared/roles';
import { apiCall, apiSession } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { expect, test } from '../support/test';

// The app reads today from the browser's clock: the server's day (the year select, the edit window).
test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(E2E_CLOCK_START)));

const THIS_MONTH: HeadPlanFilters = { year: '2026', month: '03', keyword: '', pstn: '' };

async function server(request: APIRequestContext, userid: string, call: string, form: Record<string, string>): Promise<any> {
  const { authToken } = await apiSession(request, userid);
  const answer = await apiCall(request, authToken, call, form);
  expect(answer.rt, `${call} ${JSON.stringify(answer)}`).toBe('success');
  return answer.data;
}
const planList = async (request: APIRequestContext, userid: string, year = '2026'): Promise<PlanListRow[]> =>
  (await server(request, userid, 'bsnPln/list', { offset: '0', size: '10', searchYear: year })).list;
const headList = async (request: APIRequestContext, f: HeadPlanFilters): Promise<HeadPlanRow[]> =>
  (await server(request, 'branch01', 'bsnPln/headList', { offset: '0', size: '10', ...headListFields(f) })).list;

/** ×10,000 won with separators (spec 3 §9). */
const won = (man: number) => `${(man * 10_000).toLocaleString('ko-KR')}원`;
const title = (r: { planYr: string; planMn: string }) => `${r.planYr}년 ${Number(r.planMn)}월`;

const months = (page: Page) => page.getByRole('list', { name: msg.planListLabel }).getByRole('listitem');
const tableRows = (page: Page) => page.getByRole('table', { name: msg.headPlanListLabel }).locator('tbody tr');
const filters = (page: Page) => page.getByRole('search', { name: msg.headPlanFiltersLabel });

async function expectMonths(page: Page, rows: readonly PlanListRow[]) {
  if (rows.length === 0) return expect(page.getByText(msg.bsnPlnListEmpty)).toBeVisible();
  await expect(months(page)).toHaveCount(rows.length);
  for (const [i, r] of rows.entries()) await expect(months(page).nth(i)).toContainText(title(r));
}

async function expectMembers(page: Page, rows: readonly HeadPlanRow[]) {
  if (rows.length === 0) return expect(page.getByText(msg.headBsnPlnListEmpty)).toBeVisible();
  await expect(tableRows(page)).toHaveCount(rows.length);
  for (const [i, r] of rows.entries()) {
    await expect(tableRows(page).nth(i)).toContainText(r.userName);
    await expect(tableRows(page).nth(i)).toContainText(GRADE_NAMES[r.pstn as Position]);
  }
}

test.describe.serial('a branch head asks planner02 for this month’s plan', () => {
  test.describe('the branch head on a PC', () => {
    test.use({ signedInAs: 'branch01', viewport: { width: 1440, height: 900 } });

    test('the tabs and the branch goal; the members’ table filtered; 요청 → confirm → 요청중', async ({ page, request }) => {
      const own = await planList(request, 'branch01');
      await page.goto('/mypage/bsnPlnList');
      await expectMonths(page, own);
      for (const [i, r] of own.entries()) await expect(months(page).nth(i)).toContainText(`지점 목표 ${won(r.headAmtSum)}`);
      await expect(page.getByRole('button', { name: /수정$/ })).toHaveCount(0);
      expect(await seriousAxeFindings(page)).toEqual([]);

      const tabs = page.getByRole('navigation', { name: msg.planTabsLabel });
      await tabs.getByRole('link', { name: '조직원 계획' }).click();
      await expect(page).toHaveURL(/\/mypage\/headBsnPlnList$/);
      await expect(tabs.getByRole('link', { name: '조직원 계획' })).toHaveAttribute('aria-current', 'page');
      const all = await headList(request, THIS_MONTH);
      await expectMembers(page, all);
      expect(all.some((r) => r.pstn === 'COG06')).toBe(false);
      // One toolbar row on a PC.
      const boxes = await Promise.all(['연도', '월', '직급'].map((n) => filters(page).getByRole('combobox', { name: n }).boundingBox()));
      expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The filters: a rank, a name, another month; each list is the server's.
      await filters(page).getByRole('combobox', { name: '직급' }).selectOption('COG04');
      await expectMembers(page, await headList(request, { ...THIS_MONTH, pstn: 'COG04' }));
      await filters(page).getByRole('combobox', { name: '직급' }).selectOption('');
      const planner02 = all.find((r) => r.userId === 'planner02')!;
      expect(planner02.stat).toBe('S');
      await filters(page).getByRole('searchbox', { name: msg.headPlanSearchLabel }).fill(planner02.userName);
      await filters(page).getByRole('searchbox', { name: msg.headPlanSearchLabel }).press('Enter');
      await expectMembers(page, await headList(request, { ...THIS_MONTH, keyword: planner02.userName }));
      await filters(page).getByRole('combobox', { name: '월' }).selectOption('02');
      await expectMembers(page, await headList(request, { ...THIS_MONTH, month: '02', keyword: planner02.userName }));
      await filters(page).getByRole('combobox', { name: '월' }).selectOption('03');

      // The request from the keyboard: the member's 요청 button focused, Enter, then 확인.
      const ask = page.getByRole('button', { name: `${planner02.userName} 영업활동계획 요청: 요청` });
      await ask.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toHaveText(/영업활동계획을 요청 하시겠습니까\?/);
      await dialog.getByRole('button', { name: '확인' }).click();
      const asked = page.getByRole('button', { name: `${planner02.userName} 영업활동계획 요청: 요청중` });
      await expect(asked).toBeDisabled();
      await expect(tableRows(page).first()).toContainText('요청됨');
      expect((await headList(request, THIS_MONTH)).find((r) => r.userId === 'planner02')?.stat).toBe('R');

      // A saved plan opens the member's read-only plan.
      await filters(page).getByRole('searchbox', { name: msg.headPlanSearchLabel }).fill('');
      await filters(page).getByRole('searchbox', { name: msg.headPlanSearchLabel }).press('Enter');
      const saved = all.find((r) => r.stat === 'C')!;
      await page.getByRole('button', { name: saved.userName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/mypage/bsnPlnMemberDetail\\?sqno=${saved.sqno}$`));
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('2026년 3월');
      await expect(page.getByRole('button', { name: '수정' })).toHaveCount(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });

  test.describe('planner02', () => {
    test.use({ signedInAs: 'planner02' });

    test('opens the request’s alert and lands on the plan form; the list shows March requested', async ({ page, request }) => {
      await page.goto('/notification');
      const alert = page.getByRole('list', { name: msg.alertListLabel }).getByRole('listitem').filter({ hasText: '영업활동계획 요청' }).first();
      await expect(alert).toContainText('2026년 3월');
      await alert.getByRole('button', { name: '영업활동계획 요청', exact: true }).click();
      await expect(page).toHaveURL(/\/mypage\/bsnPlnReg\?planYr=2026&planMn=03$/);

      const rows = await planList(request, 'planner02');
      const march = rows.find((r) => r.planYrmn === '202603')!;
      expect(march.stat).toBe('R');
      await page.goto('/mypage/bsnPlnList');
      await expectMonths(page, rows);
      const item = months(page).filter({ hasText: '2026년 3월' });
      await expect(item).toContainText('요청됨');
      await item.getByRole('button', { name: '작성하기' }).click();
      await expect(page).toHaveURL(new RegExp(`/mypage/bsnPlnReg\\?sqno=${march.sqno}$`));
    });
  });
});

test.describe('a planner on a phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('the list of the year, last year’s, and a saved month’s read-only plan', async ({ page, request }) => {
    const rows = await planList(request, 'planner01');
    await page.goto('/mypage/bsnPlnList');
    await expectMonths(page, rows);
    for (const [i, r] of rows.entries()) {
      await expect(months(page).nth(i)).toContainText(won(r.amtSum));
      await expect(months(page).nth(i).getByRole('button', { name: `${title(r)} 수정` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: msg.planNew })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('combobox', { name: msg.planYearLabel }).selectOption('2025');
    await expectMonths(page, await planList(request, 'planner01', '2025'));
    await page.getByRole('combobox', { name: msg.planYearLabel }).selectOption('2026');
    await expectMonths(page, rows);

    const march = rows[0]!;
    const plan: Plan = await server(request, 'planner01', 'bsnPln/info', { sqno: String(march.sqno) });
    await months(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/mypage/bsnPlnDetail\\?sqno=${march.sqno}$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(title(plan));
    await expect(page.getByRole('region', { name: msg.planViewLabel })).toContainText(won(plan.cmclGoalAmt));
    for (const p of plan.periodList) await expect(page.getByRole('region', { name: msg.planViewLabel })).toContainText(p.cdNm);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The test day is inside March's edit window: 수정 opens the form.
    await page.getByRole('button', { name: '수정' }).click();
    await expect(page).toHaveURL(new RegExp(`/mypage/bsnPlnReg\\?sqno=${march.sqno}$`));
  });
});

test.describe('a district head', () => {
  test.use({ signedInAs: 'district01' });

  test('sees the district goal on each month', async ({ page, request }) => {
    const rows = await planList(request, 'district01');
    expect(rows.some((r) => r.headAmtSum > 0)).toBe(true);
    await page.goto('/mypage/bsnPlnList');
    await expectMonths(page, rows);
    for (const [i, r] of rows.entries()) await expect(months(page).nth(i)).toContainText(`지구 목표 ${won(r.headAmtSum)}`);
    await expect(page.getByRole('navigation', { name: msg.planTabsLabel })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe('a partner', () => {
  test.use({ signedInAs: 'partner01' });

  test('reads the list without a button to write; the members’ plans are refused', async ({ page, request }) => {
    expect(await planList(request, 'partner01')).toEqual([]);
    await page.goto('/mypage/bsnPlnList');
    await expect(page.getByText(msg.bsnPlnListEmpty)).toBeVisible();
    await expect(page.getByRole('button', { name: msg.planNew })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto('/mypage/headBsnPlnList');
    await expect(page.getByRole('alertdialog', { name: '알림' })).toHaveAccessibleDescription(msg.headPlanNoPermission);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).not.toHaveURL(/headBsnPlnList/);
  });
});
