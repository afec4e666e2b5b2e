// The customer's self-registration page (spec 2 §2, §4, §5, §8; docs/decisions.md D53, D55) in a real
// browser against the real server. The customer opens the planner's text in their own phone browser, not
// in the app's shell (the route is for any device). planner03 texts the link through the API, as the
// registration screen's alternative does (only the registration specs change planner03's customers); the
// link and the numbers are read from the development outbox page, as the customer reads their texts
// (e2e/support/texted-link.ts). Each test has a phone of its own from the 010-7771-xxxx range no other test
// uses (a phone gets 5 texts a day; the sweeps' arrival at the form has 010-7771-0900).
// A registration adds to the branch's totals, which other specs compare: this spec runs on the operations
// server, one test at a time (playwright.config.ts SERVER_WIDE).
import type { Page, Request } from '@playwright/test';
import { registrationMessages as rm } from '../../src/domain/registration/messages';
import { SELF_COMPLETE_PATH, SELF_EXPIRED_PATH, SELF_LINK_PARAMS, SELF_PATH } from '../../src/domain/registration/pages';
import { SELF_TERMS } from '../../src/domain/registration/self-terms';
import { PHONE_BROWSER_UA, apiCall, apiSession, requestsReported, serverUserInfo } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { expect, test } from '../support/test';
import { LINK_PLANNER, pathOf, sendLink, textedCode, textedLink } from '../support/texted-link';

const PLANNER = LINK_PLANNER;
const MOBILE_TERMS = SELF_TERMS.mobile.title;

test.use({ userAgent: PHONE_BROWSER_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

/** A phone of the 010-7771-01xx range with no customer of the planner's yet (the server's count): a rerun registers another. */
async function freePhone(page: Page): Promise<string> {
  const { authToken } = await apiSession(page.request, PLANNER);
  for (let n = 100; n < 200; n++) {
    const tel3 = String(n).padStart(4, '0');
    const r = await apiCall(page.request, authToken, 'myCstmr/getCountForDulCheck', { tel1: '010', tel2: '7771', tel3 });
    if (r.data?.cnt === 0) return `0107771${tel3}`;
  }
  throw new Error('no free phone in the range');
}

const form = (page: Page) => page.getByRole('form', { name: rm.selfTitle });
const alert = (page: Page) => page.getByRole('alertdialog');
const seconds = (mss: string): number => Number(mss.split(':')[0]) * 60 + Number(mss.split(':')[1]);

/** Opens the link and types the requested name and phone, ticks the mobile terms and issues a number. */
async function issueNumber(page: Page, link: URL, name: string, phone: string): Promise<void> {
  await page.goto(pathOf(link));
  await expect(form(page)).toBeVisible();
  await page.getByLabel(rm.selfName, { exact: true }).fill(name);
  await page.getByLabel(rm.selfPhone, { exact: true }).fill(phone);
  await page.getByRole('checkbox', { name: MOBILE_TERMS, exact: true }).check();
  await page.getByRole('button', { name: rm.selfIssue }).click();
  await expect(page.getByRole('timer', { name: rm.selfTimeLeft })).toHaveText(/^[45]:[0-5]\d$/);
}

test('the customer verifies their phone, registers a child and lands on the complete page; the link then opens the complete page', async ({ page, context, request }) => {
  const phone = await freePhone(page);
  const name = '셀프하나';
  await sendLink(page.request, name, phone);
  const link = await textedLink(context, phone);
  const planner = (await serverUserInfo(request, PLANNER)).userName;

  await page.goto(pathOf(link));
  await expect(form(page)).toBeVisible();
  // A phone browser outside the app stays on the page (other routes send it to /unsupported).
  expect(new URL(page.url()).pathname).toBe(SELF_PATH);
  await expect(page.getByText(rm.selfRequestedBy(planner))).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByLabel(rm.selfName, { exact: true }).fill(name);
  await page.getByLabel(rm.selfPhone, { exact: true }).fill(phone);
  const mobileTerms = page.getByRole('checkbox', { name: MOBILE_TERMS, exact: true });
  await mobileTerms.check();

  // The terms open through their link's URL hash; the phone's back button closes them.
  await page.getByRole('link', { name: rm.selfViewTerms(MOBILE_TERMS) }).click();
  await expect(page).toHaveURL(/#terms-mobile$/);
  const terms = page.getByRole('dialog', { name: MOBILE_TERMS });
  await expect(terms).toContainText(SELF_TERMS.mobile.items[0]!.text);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.goBack();
  await expect(terms).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await expect(mobileTerms).toBeChecked();
  await expect(page.getByLabel(rm.selfName, { exact: true })).toHaveValue(name);

  await page.getByRole('button', { name: rm.selfIssue }).click();
  const timer = page.getByRole('timer', { name: rm.selfTimeLeft });
  await expect(timer).toHaveText(/^[45]:[0-5]\d$/);
  const first = (await timer.textContent())!;
  // It counts down: the next second shows a smaller m:ss.
  await expect(timer).not.toHaveText(first);
  expect(seconds((await timer.textContent())!)).toBeLessThan(seconds(first));
  await expect(page.getByRole('button', { name: rm.selfReissue })).toBeEnabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByLabel(rm.selfCode, { exact: true }).fill(await textedCode(context, phone));
  await page.getByRole('button', { name: rm.selfVerify }).click();
  await expect(alert(page)).toHaveAccessibleDescription(rm.authDone);
  await alert(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: rm.selfVerified })).toBeDisabled();
  await expect(timer).toHaveCount(0);
  await expect(page.getByLabel(rm.selfCode, { exact: true })).toBeDisabled();

  const child = page.getByRole('group', { name: rm.selfChild(1), exact: true });
  await child.getByRole('radio', { name: rm.selfSexNames.F }).check();
  await child.getByLabel(rm.selfChildName).fill('하나');
  await child.getByLabel(rm.selfChildBirthday).fill('20190305');
  await page.getByRole('button', { name: rm.selfSave }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_COMPLETE_PATH}$`));
  await expect(page.getByRole('heading', { name: rm.selfComplete })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  // The planner now has the customer with this phone.
  const { authToken } = await apiSession(request, PLANNER);
  const count = await apiCall(request, authToken, 'myCstmr/getCountForDulCheck', { tel1: '010', tel2: '7771', tel3: phone.slice(-4) });
  expect(count.data).toEqual({ cnt: 1 });

  // The same link again: registered, so the complete page.
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(new RegExp(`${SELF_COMPLETE_PATH}$`));
  await expect(page.getByRole('heading', { name: rm.selfComplete })).toBeVisible();
});

test('a link with one part altered, moved or missing opens the expired page; the link as texted opens the form', async ({ page, context }) => {
  const phone = '01077710002';
  await sendLink(page.request, '셀프둘', phone);
  const link = await textedLink(context, phone);
  const altered = new URL(link);
  const part = altered.searchParams.get('encPhoneNum')!;
  const i = Math.floor(part.length / 2);
  altered.searchParams.set('encPhoneNum', `${part.slice(0, i)}${part[i] === 'A' ? 'B' : 'A'}${part.slice(i + 1)}`);
  const moved = new URL(link);
  moved.searchParams.set('encName', link.searchParams.get('encPhoneNum')!);
  moved.searchParams.set('encPhoneNum', link.searchParams.get('encName')!);
  const missing = new URL(link);
  missing.searchParams.delete('encAkdcde');

  for (const broken of [altered, moved, missing]) {
    await page.goto(pathOf(broken));
    await expect(page).toHaveURL(new RegExp(`${SELF_EXPIRED_PATH}$`));
    await expect(page.getByRole('heading', { name: rm.selfExpired })).toBeVisible();
  }
  await page.goto(pathOf(link));
  await expect(form(page)).toBeVisible();
});

test('the page is sent with no referrer, and neither its access log nor its other requests carry the link', async ({ page, context, baseURL }) => {
  const phone = '01077710003';
  await sendLink(page.request, '셀프셋', phone);
  const link = await textedLink(context, phone);
  const values = SELF_LINK_PARAMS.map((k) => link.searchParams.get(k)!);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/v1/logging/access'));

  const response = await page.goto(pathOf(link));
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await logged;
  await expect(form(page)).toBeVisible();
  // A terms popup changes the hash, which logs the page again.
  await page.getByRole('link', { name: rm.selfViewTerms(MOBILE_TERMS) }).click();
  await page.getByRole('dialog', { name: MOBILE_TERMS }).getByRole('button', { name: rm.selfCloseTerms }).click();
  await expect(page.getByRole('dialog', { name: MOBILE_TERMS })).toHaveCount(0);
  await requestsReported(page);

  const logs = requests.filter((r) => r.url().endsWith('/api/v1/logging/access'));
  expect(logs.length).toBeGreaterThan(0);
  for (const log of logs) {
    const body = log.postData() ?? '';
    expect(new URLSearchParams(body).get('scrnUrl')).toBe(`${baseURL}${SELF_PATH}`);
    for (const v of values) expect(body).not.toContain(encodeURIComponent(v));
  }
  // Only the document's own address has the link; no other request names it, in its address or a Referer.
  const document = new URL(pathOf(link), baseURL).href;
  for (const r of requests.filter((q) => !(q.isNavigationRequest() && q.url() === document))) {
    const referer = (await r.allHeaders())['referer'] ?? '';
    for (const v of values) {
      expect(r.url()).not.toContain(v);
      expect(referer).not.toContain(v);
    }
  }
});

test('a wrong number shows the server’s message with the tries left and is cleared; the right one then verifies', async ({ page, context }) => {
  const phone = '01077710004';
  const name = '셀프넷';
  await sendLink(page.request, name, phone);
  await issueNumber(page, await textedLink(context, phone), name, phone);
  const code = await textedCode(context, phone);
  const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  const box = page.getByLabel(rm.selfCode, { exact: true });

  await box.fill(wrong);
  await page.getByRole('button', { name: rm.selfVerify }).click();
  // Five tries in all (D53): one used, four left.
  await expect(alert(page)).toHaveAccessibleDescription(rm.authNoWrong(4));
  await alert(page).getByRole('button', { name: '확인' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('timer', { name: rm.selfTimeLeft })).toBeVisible();
  await expect(page.getByRole('button', { name: rm.selfReissue })).toBeEnabled();

  await box.fill(code);
  await page.getByRole('button', { name: rm.selfVerify }).click();
  await expect(alert(page)).toHaveAccessibleDescription(rm.authDone);
});
