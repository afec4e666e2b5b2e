// Alerts (/notification, spec 1 §2, §7, §8) against the real server (small seed): planner01's 60 alerts
// paged by page and maxSqno (three pages of 20, then an empty page), the detail sheet, a notice opened from
// its alert, customer names, delete one and all. Only this spec reads planner01's alerts and deletes
// planner02's (the plan-list spec adds a request alert to planner02's, which nothing here counts on or deletes:
// planner02's checks hold with it at the top or not). Error paths: network failures (a delete waits in the
// outbox), the server's rtMsg.
import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { alertCustomerHref } from '../../src/domain/alerts/alert-links';
import type { AlertCustomer } from '../../src/domain/alerts/contract';
import { PASSWORD } from '../support/app';
import { expect, openHome, test } from '../support/test';
import { seriousAxeFindings } from '../support/axe';

const items = (page: Page) => page.getByRole('list', { name: msg.alertListLabel }).getByRole('listitem');
const META = { deviceUuid: 'e2e-alerts-device', appVersion: '1.0.0' };

/** The first page of the user's alerts as the server gives it, read with a session of its own. */
async function api(request: APIRequestContext, userId: string) {
  const login = await request.post('/api/v1/auth/issueAuthToken', {
    headers: { Authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    form: { userId, password: PASSWORD, autoLoginYn: 'N', ...META },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.authToken}` };
  return {
    firstPage: async () => (await (await request.post('/api/v1/alarm', { headers, form: { page: '1', ...META } })).json()).data,
    remove: async (pushSqno: number) => (await request.post('/api/v1/alarm/delete', { headers, form: { pushSqno: String(pushSqno), ...META } })).json(),
  };
}

/** Scrolls to the end of the list until `count` alerts show. */
async function scrollTo(page: Page, count: number) {
  while ((await items(page).count()) < count) {
    const before = await items(page).count();
    await items(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => items(page).count()).toBeGreaterThan(before);
  }
}

test.describe(() => {
  test.use({ signedInAs: 'planner01', viewport: { width: 390, height: 700 } });
  test('planner01: the header opens the alerts; scroll, detail, a notice, customers, delete one and all', async ({ page, request }) => {
    const asked: (string | null)[][] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/alarm')) {
        const form = new URLSearchParams(r.postData() ?? '');
        asked.push([form.get('page'), form.get('maxSqno')]);
      }
    });
    const server = await api(request, 'planner01');
    const first = await server.firstPage();
    const pin = String(first.req.maxSqno);
    await openHome(page);
    await page.getByRole('link', { name: '알림' }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
    await expect(items(page)).toHaveCount(20);

    // The newest alert names a customer of planner01: a link to the customer's detail.
    const [newest, notice] = first.list as { pushSqno: number; titl: string; cntn: string; timeAgo: string; scrnUrl: string; dtlJsonString: string }[];
    const [customer] = JSON.parse(newest!.dtlJsonString) as AlertCustomer[];
    const top = items(page).first();
    await expect(top.getByRole('button').first()).toHaveText(newest!.titl);
    await expect(top).toContainText(newest!.cntn);
    await expect(top).toContainText(/\d+분 전/);
    await expect(top.getByRole('link', { name: customer!.custNm })).toHaveAttribute('href', alertCustomerHref(customer!)!);
    await expect(page.getByText(`${msg.alertCustomers}: `).first()).toBeAttached();

    // Three full pages under one pin, then an empty page ends the list.
    await scrollTo(page, 60);
    await items(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('button', { name: msg.loadMore })).toHaveCount(0);
    await expect(items(page)).toHaveCount(60);
    await expect.poll(() => asked).toEqual([['1', null], ['2', pin], ['3', pin], ['4', pin]]);
    await expect(items(page).last()).toContainText(/\d{4}\.\d{2}\.\d{2}/);

    // An alert without a screen opens in a sheet.
    await page.evaluate(() => window.scrollTo(0, 0));
    await top.getByRole('button', { name: newest!.titl, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: newest!.titl });
    await expect(sheet).toContainText(msg.alertSentAt);
    await expect(sheet).toContainText(newest!.cntn);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toHaveCount(0);

    // The customer it names opens their detail.
    await top.getByRole('link', { name: customer!.custNm }).click();
    await expect(page).toHaveURL(new RegExp(`${alertCustomerHref(customer!)!.replace('?', '\\?')}$`));
    await expect(page.getByRole('article', { name: msg.custDetailTitle }).getByText(customer!.custNm, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(items(page)).toHaveCount(20);

    // An alert with a screen goes there: the notice it announces.
    expect(notice!.scrnUrl).toMatch(/^\/notice\/detail\?itemId=\d+$/);
    await items(page).nth(1).getByRole('button', { name: notice!.titl, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${notice!.scrnUrl.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 2, name: notice!.cntn })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(items(page)).toHaveCount(20);

    // Delete one: the list loads again without it.
    await top.getByRole('button', { name: msg.alertDelete(newest!.titl) }).click();
    await expect(page.locator(`[data-push-sqno="${newest!.pushSqno}"]`)).toHaveCount(0);
    await expect(items(page).first()).toHaveAttribute('data-push-sqno', String(notice!.pushSqno));
    await expect(items(page)).toHaveCount(20);

    // Delete all asks first; cancelling keeps everything.
    await page.getByRole('button', { name: msg.alertDeleteAll }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(msg.alertDeleteAllConfirm);
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(items(page)).toHaveCount(20);
    await page.getByRole('button', { name: msg.alertDeleteAll }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText(msg.emptyAlerts)).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: msg.alertDeleteAll })).toHaveCount(0);
    expect((await server.firstPage()).list).toEqual([]);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'planner02' });
  test('planner02: a network failure and the server’s rtMsg show in alerts; retry recovers; no serious axe findings', async ({ page, request }) => {
    // The list itself cannot load: the network message with a retry.
    await page.route('**/api/v1/alarm', (route) => route.abort('internetdisconnected'));
    await page.goto('/notification');
    await expect(page.getByRole('alert')).toHaveText(msg.networkError);
    await page.unroute('**/api/v1/alarm');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(items(page)).toHaveCount(20);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A delete that never reaches the server waits in the outbox (issue 18) and the alert leaves the list;
    // deleted from the outbox's list, it never goes: the alert is still there.
    const first = await items(page).first().getAttribute('data-push-sqno');
    const firstTitle = (await items(page).first().getByRole('button').first().textContent())!;
    await page.route('**/api/v1/alarm/delete', (route) => route.abort('connectionreset'));
    await items(page).first().getByRole('button', { name: msg.alertDelete(firstTitle) }).click();
    await expect(page.locator(`[data-push-sqno="${first}"]`)).toHaveCount(0);
    await page.locator('.pending-saves').getByRole('link', { name: new RegExp(`^${msg.outboxPending(1)}`) }).click();
    await page.locator('.outbox-entry').filter({ hasText: msg.outboxLabelAlertDelete }).getByRole('button', { name: msg.outboxDiscard }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: msg.outboxDiscard }).click();
    await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
    await page.unroute('**/api/v1/alarm/delete');
    await page.goto('/notification');
    await expect(items(page)).toHaveCount(20);
    await expect(page.locator(`[data-push-sqno="${first}"]`)).toHaveCount(1);

    // Deleted on another device meanwhile: opening it answers the server's not_found message, and the list
    // loads again without it.
    const server = await api(request, 'planner02');
    const victim = ((await server.firstPage()).list as { pushSqno: number; titl: string; scrnUrl: string }[]).find((a) => a.scrnUrl === '')!;
    expect((await server.remove(victim.pushSqno)).rt).toBe('success');
    await page.locator(`[data-push-sqno="${victim.pushSqno}"]`).getByRole('button', { name: victim.titl, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveText(new RegExp(msg.notFound));
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.locator(`[data-push-sqno="${victim.pushSqno}"]`)).toHaveCount(0);
    await expect(items(page)).toHaveCount(20);
  });
});
