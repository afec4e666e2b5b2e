// The desktop layout leaders use every day (from 1024 px): the navigation beside the content instead of
// a hamburger and a footer, home's cards in a grid, a header with the brand and back navigation, hover
// and focus states; phones keep their layout. Signed in once per account (e2e/support/signed-in.ts).
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { expect, test } from '../support/test';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.splash')).toHaveCount(0);
}

const nav = (page: Page) => page.getByRole('navigation', { name: '전체 메뉴' });
const cards = (page: Page) => page.locator('[data-card]');

test.describe('1440 px desktop, branch head', () => {
  test.use({ viewport: { width: 1440, height: 900 }, signedInAs: 'branch01' });

  test('navigation stays beside the content; no hamburger, no footer; cards in three columns', async ({ page }) => {
    await open(page, '/main');
    await expect(cards(page).first()).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: '홈', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '전체 메뉴' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
    const [side, main] = await Promise.all([nav(page).boundingBox(), page.locator('main.app-main').boundingBox()]);
    expect(side!.x + side!.width).toBeLessThanOrEqual(main!.x + 1);
    expect(main!.width).toBeGreaterThan(900);
    const boxes = await cards(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })));
    const firstRow = boxes.filter((b) => b.y === boxes[0]!.y);
    expect(firstRow.length).toBe(3);
    expect(new Set(firstRow.map((b) => b.x)).size).toBe(3);
  });

  test('the header names the page, leads home by the brand and back up from a screen', async ({ page }) => {
    await open(page, '/main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('홈');
    await nav(page).getByRole('link', { name: '공지사항' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(nav(page).getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('공지사항');
    await page.getByRole('list', { name: '공지사항 목록' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/notice\/detail\?itemId=\d+$/);
    // The detail screen is drawn (its code may still be arriving when the address changes): 이전 goes up from it.
    await expect(page.getByRole('link', { name: msg.noticeBackToList, exact: true })).toBeVisible();
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await page.getByRole('link', { name: 'EduPlanner 홈' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('menu entries show hover and keyboard focus', async ({ page }) => {
    await open(page, '/set/notificationSet');
    const entry = nav(page).getByRole('link', { name: '공지사항' });
    const background = () => entry.evaluate((e) => getComputedStyle(e).backgroundColor);
    const before = await background();
    await entry.hover();
    await expect.poll(background).not.toBe(before);
    await entry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(entry).toBeFocused();
    expect(await entry.evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
  });
});

test.describe('1100 px desktop', () => {
  test.use({ viewport: { width: 1100, height: 800 }, signedInAs: 'district01' });
  test('home cards in two columns beside the navigation', async ({ page }) => {
    await open(page, '/main');
    await expect(cards(page).first()).toBeVisible();
    await expect(nav(page)).toBeVisible();
    const boxes = await cards(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().y)));
    expect(boxes.filter((y) => y === boxes[0]).length).toBe(2);
  });
});

test.describe('390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, signedInAs: 'branch01' });
  test('keeps the phone layout: hamburger and footer, the menu as a dialog', async ({ page }) => {
    await open(page, '/main');
    await expect(cards(page).first()).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    const boxes = await cards(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)));
    expect(new Set(boxes).size).toBe(1);
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await expect(page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '공지사항' })).toBeVisible();
  });
});
