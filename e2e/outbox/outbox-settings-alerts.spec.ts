// Issue 18, the settings' and the alerts' saves with the network dropped: the three settings saves (the
// notification switches, the home-card order, the customer registration order) and an alert's delete and
// delete-all (/notification). Each way of dropping it: before the server (offline mode, or the call aborted)
// and after the server acted (its answer lost). The screen goes on as after a sent save, the pill says the
// save waits; after reconnecting nothing waits and the server holds the save once: a replayed delete is not
// answered "not found", a replayed delete-all does not run again (an alert that arrived meanwhile stays).
// Every test runs as an account of its own (e2e/outbox/own-user.ts): no other spec reads its settings or alerts.
import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_NAMES, DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import { msg } from '../../src/domain/messages';
import { REG_ITEM_NAMES } from '../../src/domain/settings/cstmr-reg-items';
import { REG_ITEM_CODES } from '../../src/domain/settings/contract';
import { admin } from '../support/app';
import { expect, test } from '../support/test';
import { callsAs, dropNetwork, expectNothingWaits, expectQueued, ok, outboxEntry, ownUser, signIn, type Drop } from './own-user';

const dialog = (page: Page) => page.getByRole('alertdialog');

async function ownAccount(page: Page, request: APIRequestContext, tag: string) {
  const user = await ownUser(tag);
  await signIn(page.context(), request, user);
  return { user, call: callsAs(request, user) };
}

/** The save is listed as sent in /outbox, and nothing else waits. */
async function listedSent(page: Page, label: string) {
  await page.goto('/outbox');
  await expect(outboxEntry(page, label)).toContainText(msg.outboxSent);
  await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
}

test.describe('settings', () => {
  for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
    test(`a notification switch saved with the network dropped (${how}) stays turned and lands once`, async ({ page, request }) => {
      const { call } = await ownAccount(page, request, 'obnoti');
      await page.goto('/set/notificationSet');
      const flag = page.getByRole('switch', { name: msg.notificationLabels.ancmRecpYn, exact: true });
      await expect(flag).toHaveAttribute('aria-checked', 'true');
      const restore = await dropNetwork(page, 'set/saveNotificationSetUserInfo', how);
      await flag.click();
      await expectQueued(page);
      await expect(flag).toHaveAttribute('aria-checked', 'false');
      await expect(dialog(page)).toHaveCount(0);

      await restore();
      await expectNothingWaits(page);
      expect(await ok(call('set/getNotificationSetUserInfo'))).toMatchObject({ ancmRecpYn: 'N', planRecpYn: 'Y' });
      await listedSent(page, msg.outboxLabelSettings);
    });

  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`the home-card order saved with the network dropped (${how}) is saved as after a sent save and lands once`, async ({ page, request }) => {
      const { call } = await ownAccount(page, request, 'obcard');
      await page.goto('/set/dashboardSet');
      const rows = page.getByRole('list', { name: msg.orderListLabel('홈 카드') }).getByRole('listitem');
      await expect(rows).toHaveText(DEFAULT_CARDS.COG03.map((c) => new RegExp(CARD_NAMES[c])));
      await page.getByRole('button', { name: msg.orderMoveUp(CARD_NAMES.HCD03) }).click();
      const restore = await dropNetwork(page, 'set/saveDashboardSetUserInfo', how);
      await page.getByRole('button', { name: '저장' }).click();
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText(msg.saved);
      await expectQueued(page);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('button', { name: '저장' })).toBeDisabled();

      await restore();
      await expectNothingWaits(page);
      const { cardList } = (await ok(call('set/getDashboardSetUserInfo'))) as { cardList: { cardCd: string; expoSqnc: number; expoYn: string }[] };
      const shown = cardList.filter((c) => c.expoYn === 'Y').sort((a, b) => a.expoSqnc - b.expoSqnc).map((c) => c.cardCd);
      expect(shown).toEqual(['HCD03', 'HCD02', 'HCD04', 'HCD05', 'HCD06']);
      await listedSent(page, msg.outboxLabelSettings);
    });

  for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
    test(`the registration order saved with the network dropped (${how}) lands once; the screen reads it back`, async ({ page, request }) => {
      const { call } = await ownAccount(page, request, 'obreg');
      await page.goto('/set/myCstmrRegSet');
      const rows = page.getByRole('list', { name: msg.orderListLabel('고객등록 항목') }).getByRole('listitem');
      const named = (codes: readonly string[]) => codes.map((c) => new RegExp(`^${REG_ITEM_NAMES[c as 'CRS01']}`));
      await expect(rows).toHaveText(named(REG_ITEM_CODES));
      await page.getByRole('button', { name: msg.orderMoveUp(REG_ITEM_NAMES.CRS03) }).click();
      const restore = await dropNetwork(page, 'set/saveMyCstmrRegSetUserInfo', how);
      await page.getByRole('button', { name: '저장' }).click();
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText(msg.saved);
      await expectQueued(page);
      await dialog(page).getByRole('button', { name: '확인' }).click();

      await restore();
      await expectNothingWaits(page);
      const order = ['CRS01', 'CRS03', 'CRS02', 'CRS04', 'CRS05', 'CRS06'];
      const { list } = (await ok(call('set/getMyCstmrRegSetUserInfo'))) as { list: { itemCd: string; expoSqnc: number }[] };
      expect([...list].sort((a, b) => a.expoSqnc - b.expoSqnc).map((i) => i.itemCd)).toEqual(order);
      await page.reload();
      await expect(rows).toHaveText(named(order));
      await listedSent(page, msg.outboxLabelSettings);
    });
});

test.describe('alerts', () => {
  const push = admin('app');
  const items = (page: Page) => page.getByRole('list', { name: msg.alertListLabel }).getByRole('listitem');

  /** An account of its own with `titles` as its alerts (the last one newest). */
  async function withAlerts(page: Page, request: APIRequestContext, titles: readonly string[]) {
    const { user, call } = await ownAccount(page, request, 'obalarm');
    for (const titl of titles) await push('alarm/push', { userId: user.userId, titl, cntn: `${titl} 내용` });
    const serverTitles = async (): Promise<string[]> => ((await ok(call('alarm', { page: '1' }))).list as { titl: string }[]).map((a) => a.titl);
    return { user, serverTitles };
  }

  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`an alert deleted with the network dropped (${how}) leaves the list and is deleted once`, async ({ page, request }) => {
      const { serverTitles } = await withAlerts(page, request, ['알림 하나', '알림 둘', '알림 셋']);
      await page.goto('/notification');
      await expect(items(page)).toHaveCount(3);
      const restore = await dropNetwork(page, 'alarm/delete', how);
      await page.getByRole('button', { name: msg.alertDelete('알림 둘') }).click();
      await expectQueued(page);
      await expect(items(page)).toHaveCount(2);
      await expect(page.getByText('알림 둘', { exact: true })).toHaveCount(0);
      await expect(dialog(page)).toHaveCount(0);

      await restore();
      await expectNothingWaits(page);
      expect(await serverTitles()).toEqual(['알림 셋', '알림 하나']);
      // A second run of the delete would have been answered "not found": the save would show as failed.
      await listedSent(page, msg.outboxLabelAlertDelete);
    });

  for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
    test(`delete-all with the network dropped (${how}) empties the list and runs once`, async ({ page, request }) => {
      const { user, serverTitles } = await withAlerts(page, request, ['알림 하나', '알림 둘']);
      await page.goto('/notification');
      await expect(items(page)).toHaveCount(2);
      const restore = await dropNetwork(page, 'alarm/allDelete', how);
      await page.getByRole('button', { name: msg.alertDeleteAll }).click();
      await dialog(page).getByRole('button', { name: '삭제' }).click();
      await expectQueued(page);
      await expect(page.getByText(msg.emptyAlerts)).toBeVisible();
      await expect(items(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: msg.alertDeleteAll })).toHaveCount(0);

      // After the server acted, an alert arrives before the answer's replay: the replay answers the first
      // answer and deletes nothing more.
      if (how === 'after') {
        expect(await serverTitles()).toEqual([]);
        await push('alarm/push', { userId: user.userId, titl: '새로 온 알림', cntn: '삭제 후 도착' });
      }
      await restore();
      await expectNothingWaits(page);
      expect(await serverTitles()).toEqual(how === 'after' ? ['새로 온 알림'] : []);
      await listedSent(page, msg.outboxLabelAlertDeleteAll);
    });
});
