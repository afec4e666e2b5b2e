// The customer easy sign-up link against the real server (spec 1 §2 QR page; docs/decisions.md D23):
// the QR page's link points at the origin the app is served from (the e2e server's own port), and
// following it opens the Korean landing page, not a 404; a forged link gets the Korean invalid-link
// page with status 404. Both pages: no CSP violation, no serious accessibility finding.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { ACCOUNTS, serverUserInfo } from '../support/app';
import { expect, openHome, test } from '../support/test';
import { seriousAxeFindings } from '../support/axe';

async function noSeriousFindings(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('the QR page’s link leads to this server’s Korean sign-up page', async ({ page, request }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const planner = ACCOUNTS.find((a) => a.id === 'planner01')!;
    const { userName } = await serverUserInfo(request, planner.id);
    await openHome(page);
    await page.getByRole('link', { name: 'QR', exact: true }).click();
    await expect(page.getByRole('img', { name: msg.qrImageLabel })).toBeVisible();
    const url = (await page.getByText(/\/join\//).textContent())!.trim();
    // The app's own origin: the server derived it from the port it listens on.
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);

    const landing = await page.goto(url);
    expect(landing?.status()).toBe(200);
    await expect(page).toHaveTitle(msg.joinTitle);
    await expect(page.getByRole('heading', { name: msg.joinHeading })).toBeVisible();
    await expect(page.getByText(msg.joinPlanner(userName, planner.grade))).toBeVisible();
    for (const text of [msg.joinPreparing, msg.joinNext, msg.joinKeepLink]) await expect(page.getByText(text)).toBeVisible();
    await noSeriousFindings(page);
    expect(violations).toEqual([]);
  });
});

test('a forged sign-up link shows the Korean invalid-link page', async ({ page }) => {
  const answer = await page.goto('/join/cGxhbm5lcjAx.AAAAAAAAAAAAAAAAAAAAAA');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg.joinInvalid })).toBeVisible();
  await expect(page.getByText(msg.joinInvalidDetail)).toBeVisible();
  await noSeriousFindings(page);
});
