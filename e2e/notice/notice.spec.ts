// Notices (spec 1 §2 notice list and detail, §7, §9) against the real server (small seed: 12 notices):
// opened from the side menu, 10 rows then the rest on scroll, a title search, a notice's body and an
// attachment handed to the Android shell as an absolute URL.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

const rows = (page: Page) => page.getByRole('list', { name: '공지사항 목록' }).getByRole('link');

test.describe(() => {
  test.use({ signedInAs: 'planner01', viewport: { width: 390, height: 500 } });
  test('the side menu opens the notices: 10 rows, the rest on scroll, and a title search', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByText(msg.noticeTotal(12))).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText(/\d{4}\.\d{2}\.\d{2}/);
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: msg.loadMore })).toHaveCount(0);

    await page.getByRole('searchbox', { name: msg.noticeSearchLabel }).fill('긴급');
    await page.getByRole('searchbox', { name: msg.noticeSearchLabel }).press('Enter');
    await expect(page.getByText(msg.noticeTotal(2))).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    for (const row of await rows(page).all()) await expect(row).toContainText('긴급');

    await page.getByRole('searchbox', { name: msg.noticeSearchLabel }).fill('없는제목xyz');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByText(msg.emptySearch)).toBeVisible();
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('a notice shows its body, and an attachment opens through the shell', async ({ page, baseURL }) => {
    await withShell(page, 'AND');
    await page.goto('/notice');
    // On a tall screen the end of the list is in view at once, so the second page may follow by itself.
    await expect(page.getByText(msg.noticeTotal(12))).toBeVisible();
    const hrefs = await rows(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // About a third of the notices have attachments (fixed seed): open notices until one has some.
    let found = false;
    for (const href of hrefs) {
      await page.goto(href);
      const title = page.getByRole('heading', { level: 2 });
      await expect(title).toBeVisible();
      await expect(page.locator('.notice-body')).not.toBeEmpty();
      await expect(page.locator('.notice-body script, .notice-body iframe')).toHaveCount(0);
      const files = page.getByRole('region', { name: msg.noticeFiles }).getByRole('button');
      if ((await files.count()) === 0) continue;
      found = true;
      await files.first().click();
      const opened = async () => (await shellCalls(page)).filter((c) => c.action === 'openExternalLink').map((c) => String(c.payload.url));
      await expect.poll(opened).toHaveLength(1);
      const [url] = await opened();
      expect(url).toMatch(new RegExp(`^${baseURL}/files/notice/[A-Za-z0-9_-]{43}$`));
      const file = await page.request.get(url!);
      expect(file.status()).toBe(200);
      break;
    }
    expect(found).toBe(true);
    await page.getByRole('link', { name: msg.noticeBackToList }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByText(msg.noticeTotal(12))).toBeVisible();
  });
});

test.describe(() => {
  // A short screen: the end of the first page stays out of view, so the second page waits for a scroll.
  test.use({ signedInAs: 'planner03', viewport: { width: 390, height: 500 } });
  test('a network failure on the list shows the network message and retry recovers; an unknown notice shows the server’s message', async ({ page }) => {
    // The first notice/list request fails at the network; the next ones reach the server.
    let failed = false;
    await page.route('**/api/v1/notice/list', (route) => (failed ? route.continue() : ((failed = true), route.abort('internetdisconnected'))));
    await page.goto('/notice');
    await expect(page.getByRole('alert')).toHaveText(msg.networkError);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goto('/notice/detail?itemId=99999');
    await expect(page.getByRole('alert')).toHaveText(msg.notFound);
    await page.getByRole('link', { name: msg.noticeBackToList }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });
});
