// The home screen against the real server (spec 1 §2, §4): each role's cards in the server's order,
// the organisation switch, attendance through the fake Android and iOS shells, medals shown once, and
// completing a schedule with its confirmed reversal. The server's clock starts on a Thursday morning
// (playwright.config.ts), so there is a meeting today. Attendance's answers without a server decision
// (no shell on PC, no beacon found) are replayed on the rendered home by tests/model/dashboard.
import type { Page } from '@playwright/test';
import { CARD_NAMES, DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import { msg } from '../../src/domain/messages';
import { E2E_CLOCK_START } from '../../playwright.config';
import { alreadySeen, rememberedOnce, shellCalls, withShell } from '../support/app';
import type { SignedInAccount } from '../support/signed-in';
import { expect, openHome, test } from '../support/test';

const cardsOn = (page: Page) => page.locator('[data-card]');

/** Home as the signed-in user, its cards drawn. */
async function home(page: Page) {
  await openHome(page);
  await expect(cardsOn(page).first()).toBeVisible();
}
const names = (codes: readonly string[]) => codes.map((c) => CARD_NAMES[c as keyof typeof CARD_NAMES]);

const EXPECTED_CARDS: Partial<Record<SignedInAccount, readonly string[]>> = {
  branch01: DEFAULT_CARDS.COG01,
  district01: DEFAULT_CARDS.COG02,
  master01: DEFAULT_CARDS.COGA2,
  planner01: DEFAULT_CARDS.COG03,
  // planner02 has edited the home: notices first, courses hidden.
  planner02: ['HCD05', 'HCD02', 'HCD03', 'HCD06'],
  planner03: DEFAULT_CARDS.COG05,
  partner01: DEFAULT_CARDS.COG06,
};

for (const [id, codes] of Object.entries(EXPECTED_CARDS) as [SignedInAccount, readonly string[]][])
  test.describe(() => {
    test.use({ signedInAs: id });
    test(`${id} sees the server's cards in exposure order`, async ({ page }) => {
      await home(page);
      await expect(cardsOn(page).locator('h2')).toHaveText(names(codes));
      await expect(page.getByRole('region', { name: '조회' })).toBeVisible();
      await expect(page.getByRole('region', { name: '소스등록' })).toBeVisible();
    });
  });

// One test per role, each short on a busy machine.
const SWITCH_LABELS = [
  { id: 'planner01', button: null },
  { id: 'district01', button: '전체 지국' },
  { id: 'branch01', button: '전체 조직' },
  { id: 'master01', button: '전체 조직' },
] as const;
for (const e of SWITCH_LABELS)
  test.describe(() => {
    test.use({ signedInAs: e.id });
    test(`organisation switch label for ${e.id}: ${e.button ?? 'no switch'} (by rank)`, async ({ page }) => {
      await home(page);
      const button = page.getByRole('button', { name: /^조직 / });
      if (e.button === null) {
        // The figures are drawn before the switch would be.
        await expect(page.getByRole('region', { name: '소스등록' })).toBeVisible();
        await expect(button).toHaveCount(0);
        return;
      }
      // The branch head starts on the whole organisation; others on their own figures.
      if (e.id === 'branch01') await expect(button).toContainText('전체 조직');
      await button.click();
      const sheet = page.getByRole('dialog', { name: '조직 선택' });
      await expect(sheet.getByRole('button').nth(1)).toHaveText(e.button);
      await sheet.getByRole('button', { name: e.button }).click();
      await expect(sheet).toHaveCount(0);
      await expect(button).toContainText(e.button);
    });
  });

test.describe(() => {
  test.use({ signedInAs: 'branch01' });
  test('the branch head switches the figures to one district and sees its performance', async ({ page }) => {
    await home(page);
    const perf = page.getByRole('region', { name: CARD_NAMES.HCD02 });
    const before = await perf.textContent();
    await page.getByRole('button', { name: /^조직 / }).click();
    const sheet = page.getByRole('dialog', { name: '조직 선택' });
    await sheet.getByRole('button', { name: /지국/ }).first().click();
    await expect(page.getByRole('button', { name: /^조직 / })).not.toContainText('전체 조직');
    await expect(perf).not.toHaveText(before ?? '');
  });
});

async function attendanceRoundTrip(page: Page) {
  const card = page.getByRole('region', { name: '조회' });
  await expect(card.getByRole('button', { name: '입실' })).toBeEnabled();
  await expect(card.getByRole('button', { name: '퇴실' })).toBeDisabled();
  await card.getByRole('button', { name: '입실' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(msg.attendanceEntered);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(card.getByRole('button', { name: '입실' })).toBeDisabled();
  await expect(card).toContainText(/입실 \d\d:\d\d/);
  // Locked for 2 s after use, then exit is allowed.
  await expect(card.getByRole('button', { name: '퇴실' })).toBeEnabled({ timeout: 5_000 });
  await card.getByRole('button', { name: '퇴실' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(msg.attendanceExited);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(card).toContainText(/퇴실 \d\d:\d\d/);
  const calls = await shellCalls(page);
  expect(calls.filter((c) => c.action === 'checkBeacon')).toHaveLength(2);
  expect(String((calls.find((c) => c.action === 'checkBeacon')!.payload as { macAddresses: string[] }).macAddresses[0])).toMatch(/^[0-9A-F:]{17}$/);
}

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('attendance: enter then exit through the fake Android shell', async ({ page }) => {
    await withShell(page, 'AND');
    await home(page);
    await attendanceRoundTrip(page);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'partner01' });
  test('attendance: enter then exit through the fake iOS shell', async ({ page }) => {
    await withShell(page, 'IOS');
    await home(page);
    await attendanceRoundTrip(page);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('a medal shows once, then not again after closing', async ({ page }) => {
    await rememberedOnce(page, 'planner01', { medals: [] });
    await openHome(page);
    const medal = page.getByRole('alertdialog').filter({ hasText: '금메달' });
    await expect(medal).toBeVisible();
    // Close every medal due this month.
    while (await page.getByRole('alertdialog').count()) {
      await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
    }
    await page.reload();
    await expect(cardsOn(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '소스등록' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner02' });
  test('schedule completion toggles, and un-completing asks first', async ({ page }) => {
    await home(page);
    const card = page.getByRole('region', { name: CARD_NAMES.HCD03 });
    const open = card.getByRole('checkbox', { checked: false }).first();
    const name = (await open.getAttribute('aria-label')) ?? '';
    await open.click();
    const row = card.getByRole('checkbox', { name });
    await expect(row).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByRole('region', { name: CARD_NAMES.HCD03 }).getByRole('checkbox', { name })).toHaveAttribute('aria-checked', 'true');
    const again = page.getByRole('region', { name: CARD_NAMES.HCD03 }).getByRole('checkbox', { name });
    await again.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(msg.scheduleUncompleteConfirm);
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(again).toHaveAttribute('aria-checked', 'true');
    await again.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(again).toHaveAttribute('aria-checked', 'false');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'district01' });
  test('the organisation card opens today’s meeting organisations', async ({ page }) => {
    await home(page);
    const org = page.getByRole('region', { name: CARD_NAMES.HCD01 });
    await expect(org).toContainText('300만');
    await org.getByRole('button', { name: /^\d+개$/ }).click();
    const sheet = page.getByRole('dialog', { name: '오늘 조회 조직' });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'master01' });
  test("the attendance count opens this month's meetings, today's entry included", async ({ page }) => {
    // The device's month is the server's (the sheet asks for the device's current month).
    await page.clock.setFixedTime(new Date(E2E_CLOCK_START));
    // The stored state marked the medals of the real month seen; those of the server's month too.
    await alreadySeen(page, 'master01', { medals: true, popups: true });
    await home(page);
    const count = page.getByRole('button', { name: /이번 달 출석 \d+일/ });
    await expect(count).toHaveText(/^출석 \d+일$/);
    await count.click();
    const sheet = page.getByRole('dialog', { name: msg.monthMeetingsTitle });
    // The seed: master01 entered today at 08:41 and has not left yet.
    await expect(sheet.getByRole('listitem').filter({ hasText: '3월 12일 (목)' })).toHaveText(/입실\s*08:41 –$/);
    await expect(sheet).toContainText(/출석 인정 \d+일/);
    // Both columns keep the same distance from the sheet's edges (the scroll bar's room excluded).
    const gaps = await sheet.locator('.sheet-row').first().evaluate((row) => {
      const box = row.closest('.sheet')!;
      const b = box.getBoundingClientRect();
      const inner = { left: b.left + box.clientLeft, right: b.left + box.clientLeft + box.clientWidth };
      const [first, last] = [row.firstElementChild!.getBoundingClientRect(), row.lastElementChild!.getBoundingClientRect()];
      return { left: first.left - inner.left, right: inner.right - last.right };
    });
    expect(gaps.right).toBeGreaterThanOrEqual(16);
    expect(Math.abs(gaps.right - gaps.left)).toBeLessThanOrEqual(2);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(count).toBeFocused();
  });
});
