// The static login form of index.html (docs/decisions.md D32): usable before the app's scripts arrive,
// taken over by the app with what was typed, shown only where the app opens on its login page, never a
// native submit. The app's entry script is held back with page.route until the test lets it through.
// Maintenance and the required update are in operations.spec.ts (they change the server for everyone).
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, PHONE_BROWSER_UA, alreadySeen, login, requestsReported } from '../support/app';
import { everShown, holdAppScript, loadWithAppHeld, watchStaticForm } from '../support/static-login';
import { seriousAxeFindings } from '../support/axe';

/** Every request URL of the page, to prove the password never travels in one. */
function requestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

const staticForm = (page: Page) => page.locator('#static-login');

const idField = (page: Page) => page.getByLabel('아이디', { exact: true });
const passwordField = (page: Page) => page.getByLabel('비밀번호', { exact: true });

/** The inline script runs under the server's CSP (allowed by its hash): no violation is ever reported. */
let violations: string[] = [];
test.beforeEach(async ({ page }) => {
  for (const id of ['planner01', 'partner01']) await alreadySeen(page, id, { medals: true, popups: true });
  violations = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
});
test.afterEach(() => expect(violations).toEqual([]));

test('typing before the scripts arrive is kept, with the focus and caret, when the app takes over', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(staticForm(page)).toBeVisible();
  await expect(page.getByLabel('아이디 저장')).toBeChecked();
  await idField(page).fill('partner01');
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel('자동 로그인').uncheck();
  await idField(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');

  release();
  await expect(staticForm(page)).toHaveCount(0);
  await expect(idField(page)).toHaveValue('partner01');
  await expect(passwordField(page)).toHaveValue(PASSWORD);
  await expect(page.getByLabel('자동 로그인')).not.toBeChecked();
  await expect(idField(page)).toBeFocused();
  expect(await idField(page).evaluate((el: HTMLInputElement) => [el.id, el.selectionStart, el.selectionEnd])).toEqual(['login-id', 2, 2]);
  // The next key lands at the caret, in the app's own form (its machine holds the value).
  await page.keyboard.type('X');
  await expect(idField(page)).toHaveValue('paXrtner01');
});

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const)
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test("the takeover shows no change: the static form and the app's login screen are the same pixels", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('ep.login', JSON.stringify({ loginId: 'planner01', saveId: true, autoLogin: true })));
      const release = await holdAppScript(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(staticForm(page)).toBeVisible();
      const before = await page.screenshot();
      release();
      await expect(staticForm(page)).toHaveCount(0);
      await expect(page.locator('#login-id')).toHaveValue('planner01');
      expect((await page.screenshot()).equals(before)).toBe(true);
    });
  });

test('a press of 로그인 before the scripts arrive logs in once the app has started, never through the URL', async ({ page }) => {
  const urls = requestUrls(page);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/auth/issueAuthToken')) logins.push(`${r.method()} ${r.postData()}`);
  });
  const release = await holdAppScript(page);
  await page.goto('/main', { waitUntil: 'commit' });
  await idField(page).fill('partner01');
  await passwordField(page).fill(PASSWORD);
  await passwordField(page).press('Enter');
  await expect(page.getByRole('button', { name: '로그인' })).toBeDisabled();
  // Nothing left the page: the press waits for the app (a native submit would have been reported by now).
  await requestsReported(page);
  expect(page.url()).toMatch(/\/main$/);
  expect(logins).toEqual([]);

  release();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
  expect(logins).toHaveLength(1);
  expect(logins[0]).toMatch(/^POST .*userId=partner01/);
  expect(urls.filter((u) => u.includes(PASSWORD) || /[?&](userId|password)=/.test(u))).toEqual([]);
});

test('axe: the static form has no serious accessibility findings', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(staticForm(page)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  release();
});

test('an empty form submitted before the scripts arrive gets the login screen message', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: '로그인' }).click();
  release();
  await expect(page.getByRole('alertdialog')).toHaveText(/아이디를 입력해주세요\./);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(idField(page)).toBeFocused();
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled();
});

test('the saved id is prefilled as the login screen does', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ep.login', JSON.stringify({ loginId: 'planner01', saveId: true, autoLogin: false })));
  await watchStaticForm(page);
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(staticForm(page)).toBeVisible();
  await expect(idField(page)).toHaveValue('planner01');
  await expect(page.getByLabel('자동 로그인')).not.toBeChecked();
  release();
  await expect(staticForm(page)).toHaveCount(0);
  await expect(idField(page)).toHaveValue('planner01');
  await expect(page.getByLabel('자동 로그인')).not.toBeChecked();
  // The recorder the tests of where it never shows rely on sees it when it does.
  expect(await everShown(page)).toBe(true);
});

test('a stored session (auto-login) never sees the static form', async ({ page }) => {
  await login(page, 'planner01');
  await loadWithAppHeld(page, '/login');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
  await expect(staticForm(page)).toHaveCount(0);
  expect(await everShown(page)).toBe(false);
});

for (const [path, heading] of [
  ['/download', '앱 다운로드'],
  ['/set/tutorial', null],
] as const)
  test(`a public page (${path}) never shows it`, async ({ page }) => {
    await loadWithAppHeld(page, path);
    await expect(staticForm(page)).toHaveCount(0);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await everShown(page)).toBe(false);
  });

test.describe('a phone browser outside the app', () => {
  test.use({ userAgent: PHONE_BROWSER_UA });

  test('never sees it: the app sends it to /unsupported', async ({ page }) => {
    await loadWithAppHeld(page, '/login');
    await expect(page).toHaveURL(/\/unsupported$/);
    expect(await everShown(page)).toBe(false);
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form stays hidden, and even a native submit could carry no field', async ({ page }) => {
    const urls = requestUrls(page);
    await page.goto('/login');
    await expect(staticForm(page)).toBeHidden();
    await expect(page.locator('.splash')).toBeVisible();
    // Fields without a name are never part of a submission, and the form posts.
    await expect(staticForm(page).locator('[name]')).toHaveCount(0);
    await expect(staticForm(page).locator('form')).toHaveAttribute('method', 'post');
    expect(urls.filter((u) => u.includes('?'))).toEqual([]);
  });
});
