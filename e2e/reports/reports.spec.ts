// The activity and daily reports (spec 3 §2 /mypage/report, /dailyReport) in a real browser against the real
// server on its fixed day (Thursday 2026-03-12): a planner opens the report from the side menu (마이페이지 →
// 활동리포트), reads the month against the branch average and the month before, moves a month back, opens
// today's daily report and the day before; a failed load is retried; on a PC the sections fill the width.
// Every figure checked is the server's own answer; axe finds nothing serious on either screen.
import type { Locator, Page } from '@playwright/test';
import { E2E_CLOCK_START } from '../../playwright.config';
import { reportsMessages as m } from '../../src/domain/reports/messages';
import { msg } from '../../src/domain/messages';
import { seriousAxeFindings } from '../support/axe';
import { alreadySeen, apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';

const FIGURE = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
const figure = (v: number) => FIGURE.format(v);
const sum = (r: Record<string, number>, keys: readonly string[]) => keys.reduce((t, k) => t + r[`${k}Sum`]!, 0);
const SALES = ['sr', 'dg', 'co', 'ky'];

// The app reads today from the browser's clock: the server's day.
test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(E2E_CLOCK_START)));

async function serverData(page: Page, id: string, path: string, form: Record<string, string>) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, path, form);
  expect(r.rt).toBe('success');
  return r.data;
}
/** A bar group reads its label, then each side's name and value. */
const group = (scope: Locator | Page, label: string) => scope.getByRole('group', { name: label, exact: true });

test.describe('a planner on the phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('opens the activity report from the side menu, switches tabs and months', async ({ page }) => {
    const march = await serverData(page, 'planner01', 'mypage/activityReport', { thisYrmn: '202603', preYrmn: '202602' });
    const february = await serverData(page, 'planner01', 'mypage/activityReport', { thisYrmn: '202602', preYrmn: '202601' });
    await alreadySeen(page, 'planner01', { medals: true, popups: true });
    await page.goto('/main');
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    await menu.getByRole('list', { name: '마이페이지' }).getByRole('link', { name: '활동리포트' }).click();
    await expect(page).toHaveURL(/\/mypage\/report$/);

    await expect(page.getByRole('heading', { level: 2, name: '2026년 3월' })).toBeVisible();
    await expect(page.getByRole('button', { name: m.reportNextMonth })).toBeDisabled();
    const sums = page.getByRole('region', { name: m.reportActivitySums });
    await expect(group(sums, m.reportSales)).toHaveText(`${m.reportSales}${m.reportMine}${figure(sum(march.monRec, SALES))}${m.reportAverage}${figure(sum(march.monAvg, SALES))}`);
    const source = page.getByRole('region', { name: '소스' });
    await expect(group(source, '신규 소스')).toHaveText(`신규 소스${m.reportMine}${figure(march.monRec.sectSr1)}${m.reportAverage}${figure(march.monAvg.sectSr1)}`);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // 전월 대비 by the keyboard: the arrow moves to the other tab and selects it.
    await page.getByRole('tab', { name: m.reportVsAverage }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: m.reportVsPrevious })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: m.reportVsPrevious })).toBeFocused();
    await expect(group(source, '신규 소스')).toHaveText(`신규 소스${m.reportThisMonth}${figure(march.monRec.sectSr1)}${m.reportLastMonth}${figure(march.preRec.sectSr1)}`);

    await page.getByRole('button', { name: m.reportPrevMonth }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2026년 2월' })).toBeVisible();
    await expect(group(sums, m.reportSales)).toHaveText(`${m.reportSales}${m.reportThisMonth}${figure(sum(february.monRec, SALES))}${m.reportLastMonth}${figure(sum(february.preRec, SALES))}`);
    await expect(page.getByRole('button', { name: m.reportNextMonth })).toBeEnabled();
  });

  test('opens today’s daily report from the activity report, then the day before', async ({ page }) => {
    const today = await serverData(page, 'planner01', 'mypage/dailyReport', { thisYrmn: '20260312' });
    const yesterday = await serverData(page, 'planner01', 'mypage/dailyReport', { thisYrmn: '20260311' });
    await page.goto('/mypage/report');
    await page.getByRole('link', { name: m.reportOpenDaily }).click();
    await expect(page).toHaveURL(/\/dailyReport$/);
    await expect(page.getByRole('heading', { level: 2, name: '2026년 3월 12일 (목)' })).toBeVisible();
    await expect(page.getByRole('button', { name: m.dailyNextDay })).toBeDisabled();
    const totals = page.getByRole('table', { name: m.dailyTotals });
    await expect(totals.getByRole('row').nth(3)).toHaveText(`${today.dayInfo.label}${figure(today.dayInfo.sales)}${figure(today.dayInfo.management)}`);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: m.dailyPrevDay }).click();
    await expect(page).toHaveURL(/\/dailyReport\?trgDate=20260311$/);
    await expect(page.getByRole('heading', { level: 2, name: '2026년 3월 11일 (수)' })).toBeVisible();
    await expect(totals.getByRole('row').nth(2)).toHaveText(`${yesterday.mnInfo.label}${figure(yesterday.mnInfo.sales)}${figure(yesterday.mnInfo.management)}`);
    const info = page.getByRole('region', { name: m.dailySectInfo });
    for (const s of yesterday.sectInfo as { label: string; mine: number; avg: number }[])
      await expect(group(info, s.label)).toHaveText(`${s.label}${m.reportMine}${figure(s.mine)}${m.reportAverage}${figure(s.avg)}`);
    // The header's back goes up to the report.
    await page.getByRole('button', { name: '이전', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/report$/);
  });

  test('a report that fails to load says why and loads on retry', async ({ page }) => {
    await page.route('**/mypage/activityReport', (route) => route.abort('failed'));
    await page.goto('/mypage/report');
    await expect(page.getByRole('alert')).toHaveText(msg.networkError);
    await page.unroute('**/mypage/activityReport');
    await page.getByRole('button', { name: msg.retry }).click();
    await expect(page.getByRole('region', { name: m.reportActivitySums })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a daily report asked for a day that is not a real past day opens today', async ({ page }) => {
    await page.goto('/dailyReport?trgDate=20260313');
    await expect(page.getByRole('heading', { level: 2, name: '2026년 3월 12일 (목)' })).toBeVisible();
  });
});

test.describe('a branch head on a PC', () => {
  test.use({ viewport: { width: 1440, height: 900 }, signedInAs: 'branch01' });

  /** The first row of a list's items, laid out: how many sit side by side. */
  const firstRow = async (items: Locator) => {
    const boxes = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().y)));
    return boxes.filter((y) => y === boxes[0]).length;
  };

  test('the activity report’s sections fill the width in a grid', async ({ page }) => {
    await alreadySeen(page, 'branch01', { medals: true, popups: true });
    await page.goto('/main');
    await page.getByRole('navigation', { name: '전체 메뉴' }).getByRole('link', { name: '활동리포트' }).click();
    const items = page.getByRole('list', { name: m.reportSections }).getByRole('listitem');
    await expect(items).toHaveCount(7);
    expect(await firstRow(items)).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('the daily report’s sections too', async ({ page }) => {
    await page.goto('/dailyReport?trgDate=20260311');
    const items = page.getByRole('region', { name: m.dailyBuckets }).getByRole('listitem');
    await expect(items).toHaveCount(7);
    expect(await firstRow(items)).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
