// The address popup (spec 3 §2 Address search popup) in a real browser against the real server: on a PC, a
// window opened by a page searches with Enter, and the address picked is posted to the page that opened it
// as the window closes; in the Android shell, a refused keyword, a search without result, the next page as
// the list's end scrolls into view, and a pick told to the shell (sendToParent, then close).
// Expected addresses are the seeded table's (server/test-support/address-data.ts).
import { seededJusoMatching } from '../../server/test-support/address-data';
import { postSearchHref } from '../../src/domain/common-popup/pages';
import { msg } from '../../src/domain/messages';
import { shellCalls, withShell, clickClosingWindow } from '../support/app';
import { expect, test } from '../support/test';

const ROAD = '테헤란로';
const ROWS = seededJusoMatching(ROAD);

test.describe('the address popup on a PC', () => {
  test.use({ signedInAs: 'planner01', viewport: { width: 1440, height: 900 } });

  test('a window a page opened: Enter searches, the pick reaches the opener as the window closes', async ({ page, context }) => {
    // Two app starts (the opener and the window): more than the default time on a busy machine.
    test.setTimeout(60_000);
    // Any screen of the app can open the popup; the notice list is a light one.
    await page.goto('/notice');
    await expect(page.getByRole('heading', { name: '공지사항' })).toBeVisible();
    // What the opener hears (the PC bridge posts the popup's report to window.opener).
    await page.evaluate(() => {
      const w = window as unknown as { heard: unknown[] };
      w.heard = [];
      window.addEventListener('message', (e) => w.heard.push(e.data));
    });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((href) => void window.open(href, '_blank', 'popup'), postSearchHref())]);
    await expect(popup.getByText(msg.jusoHint)).toBeVisible();
    const box = popup.getByRole('searchbox', { name: msg.jusoKeywordLabel });
    await box.fill(ROAD);
    await box.press('Enter');
    await expect(popup.getByText(msg.jusoTotal(ROWS.length))).toBeVisible();
    // Ten a page, in the table's order; the window holds more than a page at this size, so the list goes on filling it.
    const rows = popup.getByRole('list', { name: msg.jusoListLabel }).getByRole('listitem');
    await expect(rows.first()).toContainText(ROWS[0]!.jibunAddr);
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
    const pick = ROWS[3]!;
    await expect(popup.getByRole('button', { name: msg.jusoPick })).toBeDisabled();
    await popup.getByRole('radio', { name: pick.roadAddr }).check();
    await clickClosingWindow(popup, popup.getByRole('button', { name: msg.jusoPick }));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toContainEqual({ source: 'eduplanner', data: { event: 'juso-selected', zipNo: pick.zipNo, roadAddr: pick.roadAddr } });
  });
});

test.describe('the address popup in the Android shell', () => {
  test.use({ signedInAs: 'planner01' });

  test('a refused keyword, nothing found, more as the list scrolls, then a pick told to the shell before it closes the popup', async ({ page }) => {
    await withShell(page, 'AND');
    await page.goto(postSearchHref());
    const box = page.getByRole('searchbox', { name: msg.jusoKeywordLabel });
    await box.fill('역');
    await page.getByRole('button', { name: msg.jusoSearch }).click();
    await expect(page.getByRole('alert')).toHaveText(msg.jusoKeywordTooShort);
    await box.fill('없는도로명');
    await box.press('Enter');
    await expect(page.getByText(msg.jusoEmpty)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await box.fill(`${ROAD} 삼성동`);
    await box.press('Enter');
    const found = seededJusoMatching(`${ROAD} 삼성동`);
    await expect(page.getByText(msg.jusoTotal(found.length))).toBeVisible();
    // The first page fills the phone's screen; the list's end scrolling into view asks for the next page
    // (and again while it stays in view), until every match is there and the list's end asks no more.
    const rows = page.getByRole('list', { name: msg.jusoListLabel }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    const more = page.getByRole('button', { name: msg.loadMore });
    await expect(async () => {
      if ((await more.count()) > 0) await more.scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(found.length, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(more).toHaveCount(0);
    await expect(rows.nth(19)).toContainText(found[19]!.jibunAddr);
    await expect(rows.last()).toContainText(found[found.length - 1]!.jibunAddr);
    const pick = found[12]!;
    await page.getByRole('radio', { name: pick.roadAddr }).check();
    await page.getByRole('button', { name: msg.jusoPick }).click();
    await expect
      .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'sendToParent' || c.action === 'close').map((c) => [c.action, c.payload]))
      .toEqual([
        ['sendToParent', { data: { event: 'juso-selected', zipNo: pick.zipNo, roadAddr: pick.roadAddr } }],
        ['close', {}],
      ]);
  });
});
