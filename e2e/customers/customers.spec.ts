// The customer list (spec 1 §2, spec 2 customer routes) in a real browser against the real server, per
// role: the home screen's search handed to the list, a text message from the list's selection arriving in
// the development outbox and clearing the selection, the PDF of the filtered list (read back with
// pdftotext) through the shell and in a browser's window opened by the click, and a branch head choosing
// one EP and a detail filter on a desktop and wheeling through a list drawn only near the screen. Expected names and counts come from the server's own answers,
// not from the screens under test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { apiCall, apiSession, shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

interface Row {
  readonly custNm: string;
  readonly kwctlNo: string;
  readonly userid: string;
}

/** The list as the server answers it for `id`, with the list call's form fields. */
async function serverList(page: Page, id: string, form: Record<string, string> = {}): Promise<{ list: Row[]; totCnt: number }> {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'myCstmr/getMyCstmrList', { offset: '0', size: '50', ...form });
  expect(r.rt).toBe('success');
  return r.data;
}

const rows = (page: Page) => page.getByRole('list', { name: msg.custListLabel }).getByRole('listitem');
const dialog = (page: Page) => page.getByRole('alertdialog');

/** The text of the PDF a link gives, as pdftotext reads it. */
async function pdfText(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'cust-pdf-')), 'list.pdf');
  writeFileSync(file, await res.body());
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The list searched for the first letter of the planner's first customer, on the screen and as the server answers it. */
async function searchByFirstLetter(page: Page): Promise<{ list: Row[]; totCnt: number }> {
  const first = (await serverList(page, 'planner01')).list[0]!;
  const part = Array.from(first.custNm).slice(0, 1).join('');
  const expected = await serverList(page, 'planner01', { searchTxt: part });
  await page.goto('/myCstmr/myCstmrList');
  await page.getByRole('searchbox', { name: msg.custSearchLabel }).fill(part);
  await page.getByRole('searchbox', { name: msg.custSearchLabel }).press('Enter');
  await expect(page.getByText(msg.custTotal(expected.totCnt))).toBeVisible();
  return expected;
}

test.describe('a planner on a phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('the home search opens the list with that name searched', async ({ page }) => {
    const first = (await serverList(page, 'planner01')).list[0]!;
    const part = Array.from(first.custNm).slice(1).join('');
    const expected = await serverList(page, 'planner01', { searchTxt: part });
    await openHome(page);
    await page.getByRole('search', { name: '고객 검색' }).getByRole('searchbox').fill(part);
    await page.getByRole('search', { name: '고객 검색' }).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    await expect(page.getByRole('searchbox', { name: msg.custSearchLabel })).toHaveValue(part);
    await expect(page.getByText(msg.custTotal(expected.totCnt))).toBeVisible();
    await expect(rows(page).first()).toContainText(expected.list[0]!.custNm);
  });

  test('a text to two selected customers reaches the outbox, and the selection is cleared', async ({ page }) => {
    const [a, b] = (await serverList(page, 'planner01', { sortType: 'K' })).list;
    await page.goto('/myCstmr/myCstmrList');
    await page.getByRole('checkbox', { name: msg.custSelect(a!.custNm) }).first().check();
    await page.getByRole('checkbox', { name: msg.custSelect(b!.custNm) }).first().check();
    await expect(page.getByText(msg.custSelected(2))).toBeVisible();
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('button', { name: msg.custMenuSms }).click();
    await expect(page).toHaveURL(/\/smsSend$/);
    await expect(page.getByText(msg.smsRecipients(2))).toBeVisible();
    const text = `e2e 안내 ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: msg.smsTextLabel }).fill(text);
    await page.getByRole('button', { name: msg.smsSend }).click();
    await expect(dialog(page)).toContainText(msg.smsConfirm);
    await dialog(page).getByRole('button', { name: msg.smsSend }).click();
    await expect(dialog(page)).toContainText(msg.smsSent(2));
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    await expect(page.getByText(msg.custSelected(0))).toBeVisible();
    await page.goto('/dev/outbox');
    for (const who of [a!, b!]) await expect(page.getByRole('row').filter({ hasText: text }).filter({ hasText: who.kwctlNo.replaceAll('-', '') })).toHaveCount(1);
  });

  test('the PDF of the searched list, opened through the shell, holds exactly the names found', async ({ page }) => {
    await withShell(page, 'AND');
    const expected = await searchByFirstLetter(page);
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('button', { name: msg.custMenuPdf }).click();
    const opened = async () => (await shellCalls(page)).filter((c) => c.action === 'openExternalLink').map((c) => String(c.payload.url));
    await expect.poll(opened).toHaveLength(1);
    const [url] = await opened();
    // The shell opens the link in its system browser; the page opens no window of its own.
    expect(page.context().pages()).toHaveLength(1);
    const text = await pdfText(page, url!);
    for (const row of expected.list) expect(text).toContain(row.custNm);
  });

  test('in a browser, the PDF opens in a window the click itself opened, cut from the app before the link arrives', async ({ page }) => {
    const expected = await searchByFirstLetter(page);
    await page.getByRole('button', { name: msg.custMenu }).click();
    // The server's link is held back until the window has been looked at: it was opened by the click, not by the answer.
    let answer = () => {};
    const answerHeld = new Promise<void>((go) => (answer = go));
    await page.route('**/api/v1/myCstmr/getCstmrPdfUrl', async (route) => {
      await answerHeld;
      await route.continue();
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: msg.custMenuPdf }).click();
    const tab = await popup;
    expect(tab.url()).toBe('about:blank');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    answer();
    await tab.waitForURL(/\/api\/v1\/pdf\/mycstmrPdf\?.*token=/);
    const text = await pdfText(page, tab.url());
    for (const row of expected.list) expect(text).toContain(row.custNm);
  });
});

test.describe('a branch head on a desktop', () => {
  test.use({ signedInAs: 'branch01', viewport: { width: 1440, height: 900 } });

  test('one EP and a detail filter narrow the list as the server does', async ({ page }) => {
    const { authToken } = await apiSession(page.request, 'branch01');
    const eps = (await apiCall(page.request, authToken, 'myCstmr/getEpList')).data.list as { userid: string; username: string }[];
    const ep = eps.find((e) => e.userid === 'planner01')!;
    const whole = await serverList(page, 'branch01');
    const mine = await serverList(page, 'branch01', { searchUserid: ep.userid });
    const contracts = await serverList(page, 'branch01', { searchUserid: ep.userid, custDiv: '1' });
    expect(mine.totCnt).toBeLessThan(whole.totCnt);
    await page.goto('/myCstmr/myCstmrList');
    await expect(page.getByText(msg.custTotal(whole.totCnt))).toBeVisible();
    await page.getByRole('combobox', { name: msg.custEpLabel }).selectOption(ep.userid);
    await expect(page.getByText(msg.custTotal(mine.totCnt))).toBeVisible();
    const myCustomers = page.getByRole('navigation', { name: '전체 메뉴' }).getByRole('link', { name: '나의 고객' });
    await expect(myCustomers).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: msg.custDetailCount(0) }).click();
    await expect(page).toHaveURL(/\/detailSerach/);
    // The detail search belongs to the list: the navigation still marks 나의 고객.
    await expect(myCustomers).toHaveAttribute('aria-current', 'page');
    await page.getByRole('radio', { name: msg.detailCustTypes['1'] }).check();
    await page.getByRole('button', { name: msg.detailSearch, exact: true }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    await expect(page.getByText(msg.custTotal(contracts.totCnt))).toBeVisible();
    await expect(page.getByRole('combobox', { name: msg.custEpLabel })).toHaveValue(ep.userid);
    await expect(rows(page).first()).toContainText(contracts.list[0]!.custNm);
  });

  test('scrolling with the wheel loads 10 more at a time to the end; the last customer is there, and back at the top the first', async ({ page }) => {
    const { totCnt, list } = await serverList(page, 'branch01');
    const [last] = (await serverList(page, 'branch01', { offset: String(totCnt - 1) })).list;
    expect(totCnt).toBeGreaterThan(50);
    await page.goto('/myCstmr/myCstmrList');
    await expect(page.getByText(msg.custTotal(totCnt))).toBeVisible();
    // Only rows near the screen are drawn: each names its place among those loaded.
    const row = (n: number) => rows(page).and(page.locator(`[aria-posinset="${n}"]`));
    const loaded = async () => Number(await rows(page).first().getAttribute('aria-setsize'));
    await page.mouse.move(900, 500);
    for (let n = await loaded(); n < totCnt; ) {
      expect(n % 10).toBe(0);
      await page.mouse.wheel(0, 4000);
      await expect.poll(loaded).toBeGreaterThan(n);
      n = await loaded();
    }
    await expect(page.getByRole('button', { name: msg.loadMore })).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await expect(row(totCnt)).toBeInViewport();
    await expect(row(totCnt)).toContainText(last!.custNm);
    await expect(row(1)).toHaveCount(0);
    await page.keyboard.press('Home');
    await expect(row(1)).toBeInViewport();
    await expect(row(1)).toContainText(list[0]!.custNm);
    await expect(row(totCnt)).toHaveCount(0);
  });
});
