// Education QR attendance against the real server (spec 1 §2 QR 인증, §7 eduqr/atnd, eduqr/list; spec 3
// /eduQrAtndList). The server's clock starts 2026-03-12 08:30 KST: the seed's morning lecture
// (EDUQR-TODAY-AM, 08:00-12:00) is open, the afternoon one (EDUQR-TODAY-PM, from 13:00) is not yet.
// Each test uses its own account, so parallel tests never share an attendance. A network failure while
// sending is replayed against the real server by tests/model/edu-qr.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { shellAnswered, shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

const MORNING = '신상품 교육: 과학동화 개정판';
const dialog = (page: Page) => page.getByRole('alertdialog');
const dismiss = (page: Page) => dialog(page).getByRole('button', { name: '확인' }).click();
const setQr = (page: Page, qr: string | null) =>
  page.evaluate((text) => (window as unknown as { __fakeShell: { setAnswers(a: object): void } }).__fakeShell.setAnswers({ qr: text }), qr);
const scansAsked = async (page: Page) => (await shellCalls(page)).filter((c) => c.action === 'openQrScanner').length;

async function menuQrAuth(page: Page) {
  await page.getByRole('button', { name: '전체 메뉴' }).click();
  await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: 'QR 인증' }).click();
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toHaveCount(0);
}
const rows = (page: Page) => page.getByRole('list', { name: '교육 출석 목록' }).getByRole('listitem');

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('Android: QR 인증 in the menu attends once, says "already" the second time, does nothing when cancelled', async ({ page }) => {
    await withShell(page, 'AND', { answers: { qr: 'EDUQR-TODAY-AM' } });
    await openHome(page);
    await menuQrAuth(page);
    await expect(dialog(page)).toContainText(msg.eduQrAttended(MORNING));
    await dismiss(page);

    await menuQrAuth(page);
    await expect(dialog(page)).toContainText(msg.eduQrAlready);
    await dismiss(page);

    await setQr(page, null);
    await menuQrAuth(page);
    await expect.poll(() => scansAsked(page)).toBe(3);
    await shellAnswered(page);
    await expect(dialog(page)).toHaveCount(0);

    // The history, from the side menu: the new attendance first, with the server's time.
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '교육 출석' }).click();
    await expect(page).toHaveURL(/\/eduQrAtndList$/);
    await expect(page.getByText(msg.eduQrHistoryTotal(6))).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    await expect(rows(page).first()).toContainText(MORNING);
    await expect(rows(page).first()).toContainText('역삼센터 3층 교육장');
    await expect(rows(page).first()).toContainText(/2026\.03\.12 08:\d{2}/);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner02' });
  test('iOS: the history page scans too; the server refuses a lecture not open yet, an unknown code and a second scan', async ({ page }) => {
    const atnd: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/eduqr/atnd') && atnd.push(r.postData() ?? ''));
    await withShell(page, 'IOS', { answers: { qr: 'EDUQR-TODAY-PM' } });
    await page.goto('/eduQrAtndList');
    await expect(page.getByText(msg.eduQrHistoryTotal(5))).toBeVisible();
    const scan = page.getByRole('button', { name: msg.eduQrScan });

    await scan.click();
    await expect(dialog(page)).toContainText(msg.eduQrNotYetOpen('13:00'));
    await dismiss(page);

    await setQr(page, 'EDUQR-NO-SUCH-LECTURE');
    await scan.click();
    await expect(dialog(page)).toContainText(msg.eduQrInvalid);
    await dismiss(page);

    // Not an education QR code at all: refused in the app, nothing is sent.
    await setQr(page, 'https://shop.example/item/1');
    await scan.click();
    await expect(dialog(page)).toContainText(msg.eduQrInvalid);
    await dismiss(page);
    expect(atnd).toHaveLength(2);

    await setQr(page, 'EDUQR-TODAY-AM');
    await scan.click();
    await expect(dialog(page)).toContainText(msg.eduQrAttended(MORNING));
    await dismiss(page);
    await expect(page.getByText(msg.eduQrHistoryTotal(6))).toBeVisible();
    await expect(rows(page).first()).toContainText(MORNING);
    await scan.click();
    await expect(dialog(page)).toContainText(msg.eduQrAlready);
    await dismiss(page);
    await expect(page.getByText(msg.eduQrHistoryTotal(6))).toBeVisible();
    expect(atnd).toHaveLength(4);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner03' });
  test('PC: QR 인증 explains that scanning works in the app; an empty history says so', async ({ page }) => {
    await openHome(page);
    await menuQrAuth(page);
    await expect(dialog(page)).toContainText(msg.eduQrAppOnly);
    await dismiss(page);
    await page.goto('/eduQrAtndList');
    await expect(page.getByText(msg.eduQrHistoryEmpty)).toBeVisible();
    await page.getByRole('button', { name: msg.eduQrScan }).click();
    await expect(dialog(page)).toContainText(msg.eduQrAppOnly);
  });
});
