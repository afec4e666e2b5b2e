// Notice popups against the real server (spec 1 §2 /popup/{sqno}, §4 Popups, §7 popup/list, popup/detail).
// The seed has two open popups: a daily one (type 0) and a once-only one (type 1). What a user ticked is
// kept on the device: each test sets what its device remembers (the stored sign-in marks them all seen).
// The /popup/{sqno} page's network failure is replayed on the rendered page by tests/model/popups.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { OPEN_POPUPS } from '../../server/db/seed/popups';
import { drawn, shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

const [DAILY, ONCE] = OPEN_POPUPS;
const popup = (page: Page) => page.getByRole('dialog', { name: /안내$/ });

async function closeShown(page: Page, title: string, tick: boolean) {
  const dialog = popup(page);
  await expect(dialog).toHaveAccessibleName(title);
  if (tick) await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: msg.popupClose }).click();
}

/**
 * What this device remembers of ticked popups when the test starts: `daysAgo` is when each was ticked.
 * Set once per tab (a reload keeps what the app itself remembered since).
 */
async function ticked(page: Page, id: string, popups: readonly { sqno: number; ppupTyp: string; daysAgo: number }[]) {
  await page.addInitScript(
    ({ userId, list }) => {
      if (sessionStorage.getItem('e2e.popups-preset')) return;
      sessionStorage.setItem('e2e.popups-preset', '1');
      const day = (ago: number) => new Date(Date.now() + 9 * 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);
      const key = `ep.ui.${userId}`;
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...kept, popups: list.map((p) => ({ sqno: p.sqno, ppupTyp: p.ppupTyp, date: day(p.daysAgo) })) }));
    },
    { userId: id, list: popups },
  );
}

/**
 * Reloads and waits until the start-up popups had their chance: the list answered (with nothing left to
 * show there is no popup to load) and the home screen drawn after it.
 */
async function reloadHome(page: Page) {
  const listed = page.waitForResponse('**/api/v1/popup/list');
  await page.reload();
  await (await listed).finished();
  await expect(page.locator('.home-cards')).toBeVisible();
  await drawn(page);
}

test.describe(() => {
  test.use({ signedInAs: 'planner02' });
  test('start-up popups come one after the other; the daily one ticked today stays hidden on the next start', async ({ page }) => {
    await ticked(page, 'planner02', []);
    await openHome(page);
    // The daily popup first, with its checkbox label and its sanitised HTML body.
    await expect(popup(page)).toHaveAccessibleName(DAILY.titl);
    await expect(popup(page).getByRole('checkbox', { name: msg.popupHideToday })).not.toBeChecked();
    await expect(popup(page).getByRole('listitem')).toHaveCount(2);
    await closeShown(page, DAILY.titl, true);
    await expect(popup(page).getByRole('checkbox', { name: msg.popupHideForever })).toBeVisible();
    await closeShown(page, ONCE.titl, false);
    await expect(popup(page)).toHaveCount(0);

    // Next start (auto-login): the daily one stays hidden today; the once-only one was not ticked.
    await page.reload();
    await closeShown(page, ONCE.titl, false);
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner03' });
  test('a ticked once-only popup never returns', async ({ page }) => {
    await ticked(page, 'planner03', [{ sqno: DAILY.sqno, ppupTyp: DAILY.ppupTyp, daysAgo: 0 }]);
    await openHome(page);
    await closeShown(page, ONCE.titl, true);
    await expect(popup(page)).toHaveCount(0);
    await reloadHome(page);
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'partner01' });
  test('a daily popup ticked yesterday shows again today; a ticked once-only popup does not', async ({ page }) => {
    await ticked(page, 'partner01', [
      { sqno: DAILY.sqno, ppupTyp: DAILY.ppupTyp, daysAgo: 1 },
      { sqno: ONCE.sqno, ppupTyp: ONCE.ppupTyp, daysAgo: 30 },
    ]);
    await openHome(page);
    await closeShown(page, DAILY.titl, false);
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner03' });
  test('the popups wait for the home screen and close with the keyboard too', async ({ page }) => {
    await ticked(page, 'planner03', []);
    await openHome(page);
    await expect(popup(page)).toHaveAccessibleName(DAILY.titl);
    await expect(popup(page).getByRole('button', { name: msg.popupClose })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveAccessibleName(ONCE.titl);
    // A start on another screen draws no popup there, even once the first is loaded; they show once home is reached.
    const loaded = page.waitForResponse('**/api/v1/popup/detail');
    await page.goto('/notice');
    await (await loaded).finished();
    await expect(page.getByRole('list', { name: '공지사항 목록' })).toBeVisible();
    await drawn(page);
    await expect(popup(page)).toHaveCount(0);
    await page.getByRole('link', { name: '홈' }).click();
    await expect(popup(page)).toHaveAccessibleName(DAILY.titl);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('the /popup/{sqno} page in the Android app: a ticked close is sent back to the opening page, then the web view closes', async ({ page }) => {
    await withShell(page, 'AND');
    await page.goto(`/popup/${ONCE.sqno}`);
    const region = page.getByRole('region', { name: ONCE.titl });
    await expect(region).toBeVisible();
    await region.getByRole('checkbox', { name: msg.popupHideForever }).check();
    await region.getByRole('button', { name: msg.popupClose }).click();
    await expect(page).toHaveURL(/\/main$/);
    const calls = await shellCalls(page);
    const sent = calls.find((c) => c.action === 'sendToParent');
    expect(sent?.payload).toEqual({ data: { type: 'popupSeen', sqno: ONCE.sqno, ppupTyp: ONCE.ppupTyp, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(calls.some((c) => c.action === 'close')).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ep.ui.planner01') ?? '{}').popups as { sqno: number }[]);
    expect(stored.some((p) => p.sqno === ONCE.sqno)).toBe(true);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'partner01' });
  test('the /popup/{sqno} page says when a popup is not open, and closes to home', async ({ page }) => {
    await page.goto('/popup/3');
    await expect(page.getByRole('alert')).toHaveText(msg.notFound);
    await page.getByRole('button', { name: msg.popupClose }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('profile-line')).toBeVisible();
  });
});
