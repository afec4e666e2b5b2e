// Auto-login, logout and the unknown-path rule against the real server.
import { expect, test } from '@playwright/test';
import { alreadySeen, login } from '../support/app';

test('with auto-login the app opens signed in on return', async ({ context }) => {
  const a = await context.newPage();
  await login(a, 'planner02');
  await a.close();
  const again = await context.newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/\/main$/);
  await expect(again.getByTestId('profile-line')).toContainText('2급');
});

test('without auto-login the app opens at the login page on return, the saved id filled in', async ({ context }) => {
  const b = await context.newPage();
  await login(b, 'planner02', { autoLogin: false });
  await b.close();
  const later = await context.newPage();
  await later.goto('/');
  await expect(later).toHaveURL(/\/login$/);
  await expect(later.getByLabel('아이디', { exact: true })).toHaveValue('planner02');
});

test('logout asks, revokes the session and wipes personal data, keeping the saved id', async ({ page }) => {
  await login(page, 'master01');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ep.session') ?? '{}').authToken as string);
  await page.getByRole('button', { name: '전체 메뉴' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/로그아웃 하시겠습니까\?/);
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('master01');
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());
  // The UI memory (medals already shown) is not personal data and stays (docs/decisions.md D19).
  expect(keys).toEqual(['ep.device', 'ep.login', 'ep.ui.master01']);
  // The old token is dead on the server.
  const res = await page.request.post('/api/v1/getUserInfo', {
    headers: { Authorization: `Bearer ${token}` },
    form: { deviceUuid: 'e2e-test-device', appVersion: '1.0.0' },
  });
  expect((await res.json()).rt).toBe('session_expired');
});

test('logout without id-save forgets the id too', async ({ page }) => {
  await alreadySeen(page, 'partner01', { medals: true, popups: true });
  await page.goto('/login');
  await page.getByLabel('아이디 저장').uncheck();
  await page.getByLabel('아이디', { exact: true }).fill('partner01');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('button', { name: '전체 메뉴' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('아이디 저장')).not.toBeChecked();
});

test('unknown paths go to /main (and on to /login when signed out)', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'planner01');
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
});

test('a screen whose code cannot load shows the service-unavailable page, not a white screen', async ({ page }) => {
  await login(page, 'planner01');
  await page.route(/\/assets\/main-route-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/main');
  await expect(page.getByRole('heading', { name: '서비스에 접속할 수 없습니다' })).toBeVisible();
  await expect(page).toHaveURL(/\/error$/);
  await page.unroute(/\/assets\/main-route-[^/]+\.js$/);
  await page.getByRole('button', { name: '메인으로 이동' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
});
