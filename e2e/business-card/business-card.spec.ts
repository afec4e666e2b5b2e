// The business card (spec 3 §2 /dashboard/profile/:userId, §5, §7) against the real server: the
// embedded public card page, the phone checks, sending (read back from the development outbox), the
// card-making site an operator configured, opened with single sign-on (a browser window on PC, the
// shell on Android), and another user's card refused.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { admin, serverUserInfo, shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

/** The card-making site the e2e server's operator configured (`site set CARD …`, a local stand-in). */
let CARD_SITE = '';
test.beforeAll(async () => {
  const { sites } = (await admin('app')('site/list')) as { sites: { code: string; url: string }[] };
  CARD_SITE = sites.find((s) => s.code === 'CARD')?.url ?? '';
  expect(CARD_SITE, 'the e2e server configures the card-making site').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/card\/make$/);
});

/** The signed-in user's own card (planner01 unless the test signs in as someone else). */
async function openOwnCard(page: Page, id = 'planner01') {
  await page.goto(`/dashboard/profile/${id}`);
  await expect(page.getByTitle('명함 미리보기')).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('alertdialog');
async function closeDialog(page: Page, text: string) {
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test.use({ signedInAs: 'planner01' });

test('the card page is embedded and shows the planner’s name', async ({ page, request }) => {
  const { userName } = await serverUserInfo(request, 'planner01');
  await openOwnCard(page);
  const frame = page.getByTitle('명함 미리보기');
  expect(await frame.getAttribute('src')).toMatch(/\/card\/[^/?]+\?view=preview$/);
  await expect(page.frameLocator('iframe[title="명함 미리보기"]').getByText(userName).first()).toBeVisible();
  // The preview is the card itself, edge to edge: no grey mat around a smaller card.
  const [outer, card] = await Promise.all([frame.boundingBox(), page.frameLocator('iframe[title="명함 미리보기"]').locator('main').boundingBox()]);
  expect(card!.width).toBeGreaterThanOrEqual(outer!.width - 4);
  expect(card!.height).toBeGreaterThanOrEqual(outer!.height - 4);
  await expect(page.getByRole('region', { name: '명함' })).toContainText(userName);
});

test('the phone input keeps digits only, and empty or wrong numbers are not sent', async ({ page }) => {
  await openOwnCard(page);
  const phone = page.getByLabel('휴대폰번호');
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  await page.getByRole('button', { name: '명함 보내기' }).click();
  await closeDialog(page, msg.cardPhoneRequired);
  await phone.fill('010-1234-5678');
  await expect(phone).toHaveValue('01012345678');
  await phone.pressSequentially('9-9');
  await expect(phone).toHaveValue('01012345678');
  await phone.fill('0101234');
  await page.getByRole('button', { name: '명함 보내기' }).click();
  await closeDialog(page, msg.cardPhoneInvalid);
  await expect(phone).toHaveValue('0101234');
});

test('a valid number gets the card link by message', async ({ page }) => {
  await openOwnCard(page);
  const cardPath = new URL((await page.getByTitle('명함 미리보기').getAttribute('src'))!, page.url()).pathname;
  await page.getByLabel('휴대폰번호').fill('01012345678');
  await page.getByRole('button', { name: '명함 보내기' }).click();
  await closeDialog(page, msg.cardSent);
  await expect(page.getByLabel('휴대폰번호')).toHaveValue('');
  // The development outbox lists every queued message (the development gateway sends nothing).
  await page.goto('/dev/outbox');
  const row = page.getByRole('row').filter({ hasText: '01012345678' }).filter({ hasText: cardPath });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('planner01');
});

test('edit opens the configured card-making site in a browser window on PC', async ({ page, context }) => {
  await openOwnCard(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: '명함 수정' }).click();
  const site = await opened;
  await site.waitForLoadState();
  // planner01 has an account on the ordering site: the user and the token ride along.
  const url = new URL(site.url());
  expect(`${url.origin}${url.pathname}`).toBe(CARD_SITE);
  expect(url.searchParams.get('userId')).toBeTruthy();
  expect(url.searchParams.get('token')).toBeTruthy();
  await expect(page.getByRole('button', { name: '명함 수정' })).toBeEnabled();
});

test.describe(() => {
  test.use({ signedInAs: 'partner01' });
  test('a partner, without single sign-on, gets the plain card-making site through the Android shell', async ({ page }) => {
    await withShell(page, 'AND');
    await openOwnCard(page, 'partner01');
    await page.getByRole('button', { name: '명함 수정' }).click();
    const opened = async () => (await shellCalls(page)).filter((c) => c.action === 'openExternalLink').map((c) => c.payload.url);
    await expect.poll(opened).toEqual([CARD_SITE]);
  });
});

test('another user’s card is refused without loading it', async ({ page }) => {
  // From home, where 뒤로 가기 returns.
  await openHome(page);
  const profileCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/card/profile')) profileCalls.push(r.url());
  });
  await page.goto('/dashboard/profile/planner02');
  await expect(page.getByRole('alert')).toHaveText(msg.forbidden);
  await expect(page.getByTitle('명함 미리보기')).toHaveCount(0);
  expect(profileCalls).toEqual([]);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/main$/);
});
