// Android and iOS shells (fake) and a phone browser outside the app (spec 1 §1, §2 guards). A test that
// logs out signs in with a session of its own; the push token's test signs in through the form.
import { PHONE_BROWSER_UA, login, routeNamesToldToShell, shellCalls, withShell } from '../support/app';
import { signInWithoutForm } from '../support/signed-in';
import { expect, openHome, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

for (const platform of ['AND', 'IOS'] as const)
  test(`the ${platform} shell is told every route name and the session end`, async ({ page, request, baseURL }) => {
    await withShell(page, platform);
    await signInWithoutForm(page, request, baseURL!, 'planner01');
    await openHome(page);
    await page.getByRole('link', { name: 'QR', exact: true }).click();
    await expect(page).toHaveURL(/\/qr$/);
    await expect.poll(() => routeNamesToldToShell(page)).toEqual(['main', 'qr']);
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => routeNamesToldToShell(page)).toEqual(['main', 'qr', 'login']);
    const actions = (await shellCalls(page)).map((c) => c.action);
    expect(actions).toContain('sessionExpired');
    expect(actions).toContain('clearAppData');
  });

test('the push token the shell holds is sent at login', async ({ page }) => {
  await withShell(page, 'AND', { answers: { appData: { pushToken: 'fcm-e2e-token-1' } } });
  const login$ = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/issueAuthToken'));
  await login(page, 'planner03');
  expect((await login$).postData()).toContain('pushToken=fcm-e2e-token-1');
});

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('the Android back key goes back inside the app, then closes the web view', async ({ page }) => {
    await withShell(page, 'AND');
    await openHome(page);
    const back = () => page.evaluate(() => (window as any).__fakeShell.emit({ type: 'event', name: 'backPressed' }));
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '홈' }).click();
    await back();
    await expect(page).toHaveURL(/\/main$/);
    expect((await shellCalls(page)).some((c) => c.action === 'close')).toBe(false);
    await back();
    await expect.poll(async () => (await shellCalls(page)).some((c) => c.action === 'close')).toBe(true);
    await expect(page).toHaveURL(/\/main$/);
  });
});

test.describe('a phone browser outside the app', () => {
  test.use({ userAgent: PHONE_BROWSER_UA });

  test('is sent to /unsupported, whose button leads to the download page; without a package there, no dead link', async ({ page }) => {
    await page.goto('/main');
    await expect(page).toHaveURL(/\/unsupported$/);
    await expect(page.getByRole('heading', { name: '앱에서만 이용할 수 있는 서비스입니다' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/unsupported$/);
    await page.getByRole('link', { name: '앱 다운로드' }).click();
    await expect(page).toHaveURL(/\/download$/);
    // The e2e server's downloads directory is empty: the page says so instead of offering 404s.
    await expect(page.getByText('현재 내려받을 수 있는 앱이 없습니다. 소속 지점에 문의해주세요.')).toBeVisible();
    await expect(page.getByRole('link', { name: /앱 다운로드$/ })).toHaveCount(0);
  });
});
