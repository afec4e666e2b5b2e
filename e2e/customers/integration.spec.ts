// The customer integration (spec 2 §2, §5, §8) in a real browser against the real server: a planner on a
// desktop opens it from the customer list's extra functions, chooses a pair and integrates it with the
// keyboard alone (the pair is gone afterwards, on the screen and on the server); a planner in the phone
// layout is reminded to choose, and cancels back to the list after the confirmation; the branch head has no
// pair of their own, so no buttons. Expected values come from the server's own answers.
import type { Page } from '@playwright/test';
import { pairPhone, prospectBadgeType } from '../../src/domain/customers/integration';
import { INTEGRATION_PATH } from '../../src/domain/customers/integration-pages';
import type { IntegrationRow } from '../../src/domain/customers/integration-contract';
import { msg } from '../../src/domain/messages';
import { apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';

async function pairs(page: Page, id: string): Promise<{ totCnt: number; list: IntegrationRow[] }> {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'myCstmr/custIntegrationList', { offset: '0', size: '100' });
  expect(r.rt, JSON.stringify(r)).toBe('success');
  return r.data;
}
const radioName = (r: IntegrationRow) => msg.custIntegrationPair(msg.custTypeNames[prospectBadgeType(r.inpath)], r.custname, r.kwcnam, pairPhone(r));
const screenOf = (page: Page) => page.getByRole('article', { name: msg.custIntegrationTitle });

test.describe('a planner on a desktop, with the keyboard', () => {
  test.use({ signedInAs: 'planner07', viewport: { width: 1280, height: 860 } });

  test('opens it from the list’s extra functions and integrates a pair', async ({ page }) => {
    const before = await pairs(page, 'planner07');
    expect(before.totCnt).toBeGreaterThan(0);
    await page.goto('/myCstmr/myCstmrList');
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('link', { name: msg.custMenuIntegration }).click();
    await expect(page).toHaveURL(new RegExp(`${INTEGRATION_PATH}$`));
    const screen = screenOf(page);
    await expect(screen.getByText(msg.custIntegrationTotal(before.totCnt))).toBeVisible();
    await expect(screen.getByRole('radio')).toHaveCount(before.list.length);
    for (const r of before.list) await expect(screen.getByRole('radio', { name: radioName(r) })).toBeVisible();

    const chosen = before.list[0]!;
    const radio = screen.getByRole('radio', { name: radioName(chosen) });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    // Tab leaves the radio group for the buttons: cancel, then integrate.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(screen.getByRole('button', { name: msg.custIntegrationIntegrate })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog').filter({ hasText: msg.custIntegrationConfirm });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: '확인' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('alertdialog').filter({ hasText: msg.custIntegrationDone });
    await expect(done).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);

    const after = await pairs(page, 'planner07');
    expect(after.totCnt).toBe(before.list.filter((r) => r.kwkkey !== chosen.kwkkey).length);
    await expect(screen.getByText(msg.custIntegrationTotal(after.totCnt))).toBeVisible();
    await expect(screen.getByRole('radio', { name: radioName(chosen) })).toHaveCount(0);
    // The prospect is gone from the customer list; the contract customer is still there.
    const { authToken } = await apiSession(page.request, 'planner07');
    const list = await apiCall(page.request, authToken, 'myCstmr/getMyCstmrList', { offset: '0', size: '50', searchTxt: chosen.kwctl2 });
    const keys = list.data.list.map((c: { kwkkey: string }) => c.kwkkey);
    expect(keys).toContain(chosen.chkKwkkey);
    expect(keys).not.toContain(chosen.kwkkey);
  });
});

test.describe('a planner in the phone layout', () => {
  test.use({ signedInAs: 'planner01' });

  test('is reminded to choose, and cancels back to the customer list after confirming', async ({ page }) => {
    const { totCnt } = await pairs(page, 'planner01');
    await page.goto(INTEGRATION_PATH);
    const screen = screenOf(page);
    await expect(screen.getByText(msg.custIntegrationTotal(totCnt))).toBeVisible();
    await screen.getByRole('button', { name: msg.custIntegrationIntegrate }).click();
    const remind = page.getByRole('alertdialog').filter({ hasText: msg.custIntegrationChoose });
    await remind.getByRole('button', { name: '확인' }).click();
    await expect(remind).toHaveCount(0);

    await screen.getByRole('button', { name: msg.custIntegrationCancel }).click();
    const cancel = page.getByRole('alertdialog').filter({ hasText: msg.custIntegrationCancelConfirm });
    await cancel.getByRole('button', { name: '취소' }).click();
    await expect(cancel).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${INTEGRATION_PATH}$`));
    await screen.getByRole('button', { name: msg.custIntegrationCancel }).click();
    await cancel.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    expect((await pairs(page, 'planner01')).totCnt).toBe(totCnt);
  });
});

test.describe('the branch head', () => {
  test.use({ signedInAs: 'branch01', viewport: { width: 1440, height: 900 } });

  test('has no pair of their own: the total is 0 and there are no buttons', async ({ page }) => {
    await page.goto(INTEGRATION_PATH);
    const screen = screenOf(page);
    await expect(screen.getByText(msg.custIntegrationTotal(0))).toBeVisible();
    await expect(screen.getByText(msg.custIntegrationEmpty)).toBeVisible();
    await expect(screen.getByRole('button')).toHaveCount(0);
    await expect(screen.getByRole('radio')).toHaveCount(0);
  });
});
