// Own activity info (spec 3 §2 /mypage/myEduInfor, §6) in a real browser against the real server: a planner
// opens it from the footer's 나의 활동 and sees the figures, the level bar, the six-month graph and the monthly
// panel (another month picked from the graph); a branch head opens it from the side menu's 나의 활동정보 and
// sees neither graph nor monthly panel; on a PC the cards sit in two columns. Figures are the server's own
// answer; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { reportsMessages as m } from '../../src/domain/reports/messages';
import { seriousAxeFindings } from '../support/axe';
import { alreadySeen, apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const title = (yyyymm: string) => `${Number(yyyymm.slice(0, 4))}년 ${Number(yyyymm.slice(4))}월`;

async function ownInfo(page: Page, id: string) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'mypage/myEduInfor');
  expect(r.rt).toBe('success');
  return r.data as { akdnam: string; akdcde: string; siljuck: number; perform: number; months: { yyyymm: string; perform: number; sales: number; management: number }[] };
}

test.describe('a planner on the phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('opens own info from the footer: figures, level, the graph and a month picked for the monthly panel', async ({ page }) => {
    const info = await ownInfo(page, 'planner01');
    await alreadySeen(page, 'planner01', { medals: true, popups: true });
    await page.goto('/main');
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '나의 활동' }).click();
    await expect(page).toHaveURL(/\/mypage\/myEduInfor$/);

    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${info.akdnam}$`) })).toBeVisible();
    await expect(page.getByRole('img', { name: m.myEduPhoto })).toBeVisible();
    const figures = page.getByRole('region', { name: m.myEduFigures, exact: true });
    await expect(figures).toContainText(`${m.myEduCumulative}${won(info.siljuck)}`);
    await expect(figures.getByRole('meter', { name: m.myEduLevel })).toHaveAttribute('aria-valuetext', /^Lv[1-5]$/);
    await figures.getByRole('button', { name: m.myEduTooltipButton }).click();
    await expect(figures.getByRole('tooltip')).toHaveText('실활동: 당월 실적 300만 초과');

    const bars = page.getByRole('group', { name: m.myEduGraph }).getByRole('button');
    await expect(bars).toHaveCount(6);
    const last = info.months.at(-1)!;
    await expect(bars.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: m.myEduMonthly(title(last.yyyymm)) })).toContainText(`${m.reportSales}${last.sales}건`);
    expect(await seriousAxeFindings(page)).toEqual([]);
    const first = info.months[0]!;
    await bars.first().click();
    await expect(bars.first()).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('region', { name: m.myEduMonthly(title(first.yyyymm)) });
    await expect(panel).toContainText(`${won(first.perform)}`);
    await expect(panel).toContainText(`${m.reportManagement}${first.management}건`);
  });
});

test.describe('a branch head', () => {
  test.use({ signedInAs: 'branch01' });

  test('opens own info from the side menu: no graph and no monthly panel', async ({ page }) => {
    const info = await ownInfo(page, 'branch01');
    expect(info.months).toEqual([]);
    await alreadySeen(page, 'branch01', { medals: true, popups: true });
    await page.goto('/main');
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('list', { name: '마이페이지' }).getByRole('link', { name: '나의 활동정보' }).click();
    await expect(page).toHaveURL(/\/mypage\/myEduInfor$/);
    await expect(page.getByRole('region', { name: m.myEduFigures, exact: true })).toContainText(m.myEduTopRank);
    await expect(page.getByRole('region', { name: m.myEduActivity })).toBeVisible();
    await expect(page.getByRole('group', { name: m.myEduGraph })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^\d{4}년 \d{1,2}월 활동$/ })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test.describe('on a PC', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the cards sit in two columns', async ({ page }) => {
      await page.goto('/mypage/myEduInfor');
      const [figures, activity] = await Promise.all([
        page.getByRole('region', { name: m.myEduFigures, exact: true }).boundingBox(),
        page.getByRole('region', { name: m.myEduActivity }).boundingBox(),
      ]);
      expect(figures!.x + figures!.width).toBeLessThanOrEqual(activity!.x);
      expect(activity!.y).toBeLessThan(figures!.y + figures!.height);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
});
