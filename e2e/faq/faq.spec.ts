// The FAQ (spec 3 §2 FAQ, §9) in a real browser against the real server: a planner opens it from the side
// menu, switches category tabs, opens answers (one at a time), and scrolls 전체 to its end ten at a time; on
// a PC the tabs stand beside the questions and answer the arrow keys. The questions checked are the server's
// own answers; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { FAQ_CATEGORIES } from '../../src/domain/faq/contract';
import { msg } from '../../src/domain/messages';
import { seriousAxeFindings } from '../support/axe';
import { alreadySeen, apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';

interface Faq {
  readonly sqno: number;
  readonly divCd: string;
  readonly divNm: string;
  readonly titl: string;
  readonly cntn: string;
}

async function serverFaqs(page: Page, divCd: string, offset = 0, size = 10): Promise<{ list: Faq[]; totCnt: number }> {
  const { authToken } = await apiSession(page.request, 'planner01');
  const r = await apiCall(page.request, authToken, 'faq/list', { divCd, offset: String(offset), size: String(size) });
  expect(r.rt).toBe('success');
  return r.data;
}

const questions = (page: Page) => page.getByRole('list', { name: msg.faqListLabel }).locator(':scope > li');
const question = (page: Page, titl: string) => questions(page).getByRole('button', { name: titl });
const label = (code: string) => FAQ_CATEGORIES.find((c) => c.code === code)!.label;

test.describe('a planner on the phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('opens the FAQ from the menu, switches tabs, opens answers and scrolls 전체 to its end', async ({ page }) => {
    const all = await serverFaqs(page, 'CFD00', 0, 50);
    const education = await serverFaqs(page, 'CFD04');
    await alreadySeen(page, 'planner01', { medals: true, popups: true });
    await page.goto('/main');
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);

    const tabs = page.getByRole('tablist', { name: msg.faqTabsLabel });
    await expect(tabs.getByRole('tab')).toHaveText(FAQ_CATEGORIES.map((c) => c.label));
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText('전체');
    // The first page, in the server's order (the list's end may already have asked for the next one).
    await expect(questions(page).nth(9)).toBeVisible();
    expect((await questions(page).getByRole('button').allTextContents()).slice(0, 10)).toEqual(all.list.slice(0, 10).map((q) => `Q${q.divNm}${q.titl}`));

    await tabs.getByRole('tab', { name: label('CFD04') }).click();
    await expect(page.getByRole('tabpanel', { name: label('CFD04') })).toBeVisible();
    await expect(questions(page).getByRole('button')).toHaveText(education.list.map((q) => `Q${q.titl}`));
    const [first, second] = education.list as [Faq, Faq];
    await question(page, first.titl).click();
    await expect(question(page, first.titl)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: first.titl })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await question(page, second.titl).click();
    await expect(page.getByRole('region', { name: second.titl })).toBeVisible();
    await expect(page.getByRole('region', { name: first.titl })).toHaveCount(0);
    await expect(question(page, first.titl)).toHaveAttribute('aria-expanded', 'false');
    await question(page, second.titl).click();
    await expect(questions(page).getByRole('region')).toHaveCount(0);

    // 전체 is the long category: pages of ten as the end of the list scrolls into view, until the total.
    await tabs.getByRole('tab', { name: '전체' }).click();
    await expect(questions(page).first()).toHaveText(`Q${all.list[0]!.divNm}${all.list[0]!.titl}`);
    expect(all.totCnt).toBeGreaterThan(30);
    while ((await questions(page).count()) < all.totCnt) {
      const before = await questions(page).count();
      await questions(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => questions(page).count()).toBeGreaterThan(before);
    }
    await expect(questions(page)).toHaveCount(all.totCnt);
    await expect(questions(page).getByRole('button')).toHaveText(all.list.map((q) => `Q${q.divNm}${q.titl}`));
    await expect(page.getByRole('button', { name: msg.loadMore })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe('a branch head on a PC', () => {
  test.use({ viewport: { width: 1440, height: 900 }, signedInAs: 'branch01' });

  test('the tabs stand beside the questions and follow the arrow keys', async ({ page }) => {
    const app = await serverFaqs(page, 'CFD01');
    await page.goto('/faq');
    const tabs = page.getByRole('tablist', { name: msg.faqTabsLabel });
    await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    await expect(questions(page).first()).toBeVisible();
    const [side, panel] = await Promise.all([tabs.boundingBox(), page.getByRole('tabpanel').boundingBox()]);
    expect(side!.x + side!.width).toBeLessThanOrEqual(panel!.x);
    expect(panel!.width).toBeGreaterThan(600);
    await tabs.getByRole('tab', { name: '전체' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.getByRole('tab', { name: label('CFD01') })).toBeFocused();
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(label('CFD01'));
    await expect(questions(page).getByRole('button')).toHaveText(app.list.map((q) => `Q${q.titl}`));
    await page.keyboard.press('Tab');
    await expect(question(page, app.list[0]!.titl)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: app.list[0]!.titl })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
