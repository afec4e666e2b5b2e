// The planner's customer registration (spec 2 §2, §4, §5) in a real browser against the real server: a
// planner in the Android shell opens it from the footer, verifies the customer's phone with the number
// read from the development outbox page, registers, and finds the new customer in the list; a branch head
// on a desktop sees the sections in their saved order laid out two abreast. The phone is one the server
// says is free for the planner, from a range no other test uses.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { registrationMessages as rm } from '../../src/domain/registration/messages';
import { apiCall, apiSession, withShell } from '../support/app';
import { SERVERS } from '../../playwright.config';
import { seriousAxeFindings } from '../support/axe';
import { signInWithoutForm } from '../support/signed-in';
import { expect, test } from '../support/test';

/** Registering adds a customer to the branch, whose totals other specs compare: this spec runs on the
 *  operations server, one test at a time (playwright.config.ts SERVER_WIDE). */
const OPERATIONS = `http://127.0.0.1:${SERVERS.operations.port}`;

async function server(page: Page, id: string, path: string, form: Record<string, string> = {}) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, path, form);
  expect(r.rt, JSON.stringify(r)).toBe('success');
  return r.data;
}

/** A phone of the 010-5553-xxxx range the planner has no customer with (the server's count). */
async function freePhone(page: Page, id: string): Promise<string> {
  for (let n = 0; n < 100; n++) {
    const tel3 = String(1000 + n);
    const { cnt } = await server(page, id, 'myCstmr/getCountForDulCheck', { tel1: '010', tel2: '5553', tel3 });
    if (cnt === 0) return `0105553${tel3}`;
  }
  throw new Error('no free phone in the range');
}

test.describe('a planner in the Android shell', () => {
  test.beforeEach(({ page, request }) => signInWithoutForm(page, request, OPERATIONS, 'planner03'));

  test('registers a customer with a verified phone and finds them in the list', async ({ page, context }) => {
    const phone = await freePhone(page, 'planner03');
    const name = `등록${phone.slice(-4)}`;
    const { custInterestInfoList } = await server(page, 'planner03', 'myCstmr/getInterestInfoList', { kwkkey: '' });
    const activity = custInterestInfoList.find((i: { prenCd: string; cdVl1: string }) => i.prenCd === 'CRD' && i.cdVl1 !== '78');
    await withShell(page, 'AND');
    await page.goto('/main');
    await page.getByRole('link', { name: '고객등록' }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrReg$/);
    await expect(page.getByLabel(rm.regName, { exact: true })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByLabel(rm.regName, { exact: true }).fill(name);
    const phoneBox = page.getByLabel(rm.regPhone);
    await expect(phoneBox).toHaveValue('010');
    await phoneBox.fill(phone);
    await phoneBox.blur();
    await expect(phoneBox).toHaveValue(`010-5553-${phone.slice(-4)}`);

    await page.getByRole('button', { name: rm.regRequestAuth }).click();
    const terms = page.getByRole('dialog', { name: rm.regTermsTitle });
    await expect(terms).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await terms.getByRole('button', { name: rm.regTermsConfirm }).click();
    await expect(page.getByRole('alertdialog')).toContainText(rm.requiredAgreement);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await terms.getByRole('checkbox', { name: rm.regAgreeRequired }).check();
    await terms.getByRole('button', { name: rm.regTermsConfirm }).click();
    const cert = page.getByRole('dialog', { name: rm.regCertTitle });
    await expect(cert.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The number, as the development outbox shows the text the server sent to this phone.
    const outbox = await context.newPage();
    await outbox.goto('/dev/outbox');
    const row = outbox.getByRole('row').filter({ hasText: phone }).first();
    const code = /\[(\d{6})\]/.exec((await row.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();
    await cert.getByLabel(rm.regAuthNo).fill(code!);
    await cert.getByRole('button', { name: rm.regAuthNoConfirm }).click();
    await expect(cert).toHaveCount(0);
    await expect(page.getByRole('button', { name: rm.regAuthenticated })).toBeDisabled();

    const child = page.getByRole('listitem', { name: rm.regChildLabel(1) });
    await child.getByRole('radio', { name: rm.regGenderNames.F }).check();
    await child.getByLabel(rm.regChildName).fill('하나');
    await child.getByLabel(rm.regChildBirth).fill('20190305');
    await page.getByRole('region', { name: rm.regSections.CRS06 }).getByRole('radio', { name: activity.cdNm }).check();

    await page.getByRole('button', { name: rm.regRegister }).click();
    await expect(page.getByRole('alertdialog')).toContainText(rm.confirmRegister);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrReg\/myCstmrRegResult$/);
    await expect(page.getByRole('heading', { name: rm.resultDone })).toBeVisible();

    await page.getByRole('link', { name: rm.resultCustomerList }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    await page.getByRole('searchbox', { name: msg.custSearchLabel }).fill(name);
    await page.getByRole('searchbox', { name: msg.custSearchLabel }).press('Enter');
    await expect(page.getByRole('list', { name: msg.custListLabel }).getByRole('listitem').first()).toContainText(name);
    // The server holds the prospect with its phone and the day's activity.
    expect((await server(page, 'planner03', 'myCstmr/getCountForDulCheck', { tel1: '010', tel2: '5553', tel3: phone.slice(-4) })).cnt).toBe(1);
  });
});

test.describe('a branch head on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });
  test.beforeEach(({ page, request }) => signInWithoutForm(page, request, OPERATIONS, 'branch01'));

  test('sees the sections in the saved order, the certification across the form and the others two abreast', async ({ page }) => {
    const { list } = await server(page, 'branch01', 'set/getMyCstmrRegSetUserInfo');
    const order = [...list].sort((a: { expoSqnc: number }, b: { expoSqnc: number }) => a.expoSqnc - b.expoSqnc).map((i: { itemCd: keyof typeof rm.regSections }) => rm.regSections[i.itemCd]);
    await page.goto('/myCstmr/myCstmrReg');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(order);
    const boxes = await Promise.all(order.map(async (n) => (await page.getByRole('region', { name: n }).boundingBox())!));
    const width = page.viewportSize()!.width;
    // No sideways scrolling; the certification section spans the form; the next two share a row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const certification = boxes[order.indexOf(rm.regSections.CRS01)]!;
    const others = boxes.filter((_, i) => order[i] !== rm.regSections.CRS01);
    for (const b of others) expect(b.width).toBeLessThan(certification.width * 0.6);
    // Two abreast: some sections share a row, side by side.
    expect(others.some((a) => others.some((b) => a !== b && Math.abs(a.y - b.y) < 2 && b.x >= a.x + a.width - 1))).toBe(true);
    const actions = (await page.getByRole('button', { name: rm.regRegister }).boundingBox())!;
    expect(actions.y).toBeGreaterThan(Math.max(...boxes.map((b) => b.y)));
  });
});
