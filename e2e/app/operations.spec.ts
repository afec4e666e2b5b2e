// What operators do to a running service, seen from the app: maintenance, a required update, a revoked
// session, corrected user master data. Runs serially on its own server (the state is server-wide); a
// test signed in takes a session of its own there (revocations end only that one).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SERVERS } from '../../playwright.config';
import { PASSWORD, admin, login, requestsReported, serverUserInfo, shellCalls, withShell } from '../support/app';
import { signInWithoutForm } from '../support/signed-in';
import { everShown, holdAppScript, loadWithAppHeld } from '../support/static-login';

const ops = admin('operations');
test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  await ops('maintenance/off');
  await ops('version/ok');
});

/** Home, signed in as `userId` with a session of its own (the login form is other specs' subject). */
async function homeAs(page: Page, request: APIRequestContext, userId: string) {
  await signInWithoutForm(page, request, `http://127.0.0.1:${SERVERS.operations.port}`, userId);
  await page.goto('/main');
  await expect(page.getByTestId('profile-line')).toBeVisible();
  await expect(page.locator('.home-cards')).toBeVisible();
}

test('maintenance on: the app shows the work notice with period and text; off: it carries on', async ({ page }) => {
  await ops('maintenance/on', { cntn: '서버 정기 점검 중입니다.\n점검 후 이용해주세요.', from: '2026-11-22T01:00+09:00', until: '2099-12-31T06:00+09:00' });
  await page.goto('/main');
  await expect(page).toHaveURL(/\/workNotice$/);
  await expect(page.getByRole('heading', { name: '서비스 점검 안내' })).toBeVisible();
  await expect(page.getByText('서버 정기 점검 중입니다.')).toBeVisible();
  await expect(page.getByText('2026.11.22 01:00 ~ 2099.12.31 06:00')).toBeVisible();
  const refused = await page.request.post('/api/v1/getUserInfo', { form: { deviceUuid: 'e2e-test-device', appVersion: '1.0.0' } });
  expect(refused.status()).toBe(503);
  expect((await refused.json()).rt).toBe('under_maintenance');

  await ops('maintenance/off');
  await page.getByRole('button', { name: '다시 확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('maintenance is re-checked when the app comes back to the foreground', async ({ page, request }) => {
  await homeAs(page, request, 'planner01');
  await ops('maintenance/on', { cntn: '긴급 점검' });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/workNotice$/);
  await expect(page.getByText('긴급 점검')).toBeVisible();
});

test('version required: the update message, and the Android shell is asked to update from the package an operator put up', async ({ page }) => {
  // What an operator does: drop the package into the server's ./data/downloads.
  const downloads = join(SERVERS.operations.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  writeFileSync(join(downloads, 'EduPlanner.apk'), 'e2e package');
  try {
    await ops('version/require');
    await withShell(page, 'AND');
    await page.goto('/login');
    await expect(page.getByRole('alertdialog')).toHaveText(/정상적인 서비스를 이용하기 위해서는 앱을 업데이트해야 합니다\./);
    await expect
      .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'appUpdate').map((c) => c.payload.downloadUrl))
      .toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/downloads\/EduPlanner\.apk$/)]);
    await page.getByRole('button', { name: '업데이트' }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'appUpdate').length).toBe(2);
  } finally {
    rmSync(join(downloads, 'EduPlanner.apk'), { force: true });
  }
});

test('version required without a package to install: the Android shell is sent to the download page, which says so', async ({ page }) => {
  await ops('version/require');
  await withShell(page, 'AND');
  await page.goto('/login');
  await expect(page.getByRole('alertdialog')).toHaveText(/앱을 업데이트해야 합니다/);
  await expect
    .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'appUpdate').map((c) => c.payload.downloadUrl))
    .toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/download$/)]);
});

test('a version requirement raised while in use shows the message after the next navigation', async ({ page, request }) => {
  await homeAs(page, request, 'planner02');
  await ops('version/require');
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '홈' }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/앱을 업데이트해야 합니다/);
});

test('a session ended on the server mid-use sends the user to login with the reason', async ({ page, request }) => {
  await homeAs(page, request, 'planner02');
  await ops('sessions/revoke', { userId: 'planner02' });
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '홈' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alertdialog')).toHaveText(/세션이 종료되었습니다\. 다시 로그인해주세요\./);
  expect(await page.evaluate(() => localStorage.getItem('ep.session'))).toBeNull();
});

test('user info changed on the server: message, session cleared, login', async ({ page, request }) => {
  const { userName } = await serverUserInfo(request, 'planner03');
  await homeAs(page, request, 'planner03');
  await ops('user/set', { userId: 'planner03', fields: { name: '변경된이름' } });
  try {
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alertdialog')).toHaveText(/사용자 정보가 변경되어 로그아웃됩니다\. 다시 로그인해주세요\./);
    expect(await page.evaluate(() => localStorage.getItem('ep.session'))).toBeNull();
    await page.getByRole('button', { name: '확인' }).click();
    await login(page, 'planner03');
    await expect(page.getByTestId('profile-line')).toHaveText('3급변경된');
  } finally {
    await ops('user/set', { userId: 'planner03', fields: { name: userName } });
  }
});

test.describe("index.html's static login form (docs/decisions.md D32)", () => {
  test('maintenance on: it never shows; the work notice does', async ({ page }) => {
    await ops('maintenance/on', { cntn: '정기 점검' });
    await loadWithAppHeld(page, '/login');
    await expect(page).toHaveURL(/\/workNotice$/);
    await expect(page.getByText('정기 점검')).toBeVisible();
    await expect(page.locator('#static-login')).toHaveCount(0);
    expect(await everShown(page)).toBe(false);
  });

  test('a required update: a press of 로그인 before the scripts arrive ends at the update message, not in a login', async ({ page }) => {
    await ops('version/require');
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/issueAuthToken') || r.url().includes(PASSWORD)) logins.push(r.url());
    });
    const release = await holdAppScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('아이디', { exact: true }).fill('planner01');
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    release();
    await expect(page.getByRole('alertdialog')).toHaveText(/정상적인 서비스를 이용하기 위해서는 앱을 업데이트해야 합니다\./);
    await expect(page.locator('#static-login')).toHaveCount(0);
    await requestsReported(page);
    expect(logins).toEqual([]);
  });
});
