// The QR page and /eduKakaoSync against the real server (spec 1 §2, §9): the dashboard's QR button, a
// 210 px QR code of error level H that encodes exactly the server's sign-up link (the drawn modules are
// compared with the code the link must give), the buttons of built screens only, qrcode kept off the
// login page, the share page's copy (the browser's clipboard) and SMS composer (Android), and no serious
// accessibility finding or CSP violation on these pages and the attendance history. The app-only message
// on PC and a failed load with its retry are replayed against the real server by tests/model/sign-up.
import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { qrDrawing } from '../../src/screens/sign-up/qr-drawing';
import { apiCall, apiSession, login, routeNamesToldToShell, serverUserInfo, shellCalls, withShell } from '../support/app';
import { expect, test } from '../support/test';
import { seriousAxeFindings } from '../support/axe';

/** The sign-up link the server gives this planner, asked through the API as the app does. */
async function serverLink(request: APIRequestContext, id: string): Promise<string> {
  const { authToken } = await apiSession(request, id);
  return (await apiCall(request, authToken, 'qr/signUpLink')).data.url as string;
}

const dismiss = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

test('the dashboard QR button opens a 210 px QR code (level H) of the server’s sign-up link', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await withShell(page, 'AND');
  await page.goto('/login');
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  // The QR library arrives with the QR page's code, never on the login page.
  expect(scripts.filter((u) => /qr-route/.test(u))).toEqual([]);

  await login(page, 'planner01');
  await page.getByRole('link', { name: 'QR', exact: true }).click();
  await expect(page).toHaveURL(/\/qr$/);
  const url = await serverLink(request, 'planner01');
  expect(new URL(url).pathname).toMatch(/^\/join\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { name: msg.qrPlanner((await serverUserInfo(request, 'planner01')).userName) })).toBeVisible();
  await expect(page.getByText(msg.qrGuide)).toBeVisible();
  await expect(page.getByText(url, { exact: true })).toBeVisible();

  const image = page.getByRole('img', { name: msg.qrImageLabel });
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect([box?.width, box?.height]).toEqual([210, 210]);
  expect(await image.locator('path').getAttribute('d')).toBe(qrDrawing(url).path);
  expect(Number(await image.getAttribute('data-modules'))).toBe(qrDrawing(url).modules);
  expect(scripts.some((u) => /qr-route/.test(u))).toBe(true);

  // Buttons lead only to screens that exist; the promotion link opens the running promotion (no sqno, decision D23).
  const link = (name: string) => page.getByRole('link', { name, exact: true });
  await expect(link(msg.qrPromotion)).toHaveAttribute('href', '/eduplanmap/promotion');
  await expect(link(msg.qrRegisterCustomer)).toHaveAttribute('href', '/myCstmr/myCstmrReg');
  await expect(link(msg.qrSettings)).toHaveAttribute('href', '/set/notificationSet');
  expect(await routeNamesToldToShell(page)).toContain('qr');

  await link(msg.qrShareLink).click();
  await expect(page).toHaveURL(/\/eduKakaoSync$/);
  await expect(page.getByRole('textbox', { name: msg.signUpLinkLabel, exact: true })).toHaveValue(url);
});

test.describe(() => {
  test.use({ signedInAs: 'planner02' });
  test('/eduKakaoSync copies the link and hands it to the SMS composer in the Android app', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withShell(page, 'AND');
    await page.goto('/eduKakaoSync');
    const url = await serverLink(request, 'planner02');
    const name = (await serverUserInfo(request, 'planner02')).userName;
    await expect(page.getByRole('textbox', { name: msg.signUpLinkLabel, exact: true })).toHaveValue(url);
    for (const step of msg.signUpSteps) await expect(page.getByText(step)).toBeVisible();
    expect(await routeNamesToldToShell(page)).toContain('edu-kakao-sync');

    await page.getByRole('button', { name: msg.signUpCopy }).click();
    await expect(page.getByRole('alertdialog')).toContainText(msg.signUpCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dismiss(page);

    await page.getByRole('button', { name: msg.signUpSendSms }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'sendSms').map((c) => c.payload)).toEqual([
      { phones: [], message: msg.signUpSmsText(name, url) },
    ]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByRole('link', { name: msg.signUpShowQr }).click();
    await expect(page).toHaveURL(/\/qr$/);
    await expect(page.getByRole('img', { name: msg.qrImageLabel })).toBeVisible();
  });
});

// One test per page, each with its own sign-in, so none runs long on a busy machine.
const PAGES = [
  { path: '/qr', ready: (page: Page) => page.getByRole('img', { name: msg.qrImageLabel }) },
  { path: '/eduKakaoSync', ready: (page: Page) => page.getByRole('button', { name: msg.signUpCopy }) },
  { path: '/eduQrAtndList', ready: (page: Page) => page.getByRole('list', { name: '교육 출석 목록' }) },
] as const;
for (const screen of PAGES)
  test.describe(() => {
    test.use({ signedInAs: 'partner01' });
    test(`${screen.path}: no CSP violation, no serious axe finding`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(violations).toEqual([]);
    });
  });
