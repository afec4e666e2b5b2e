// Issue 18: saves kept across a reload, and a conflict from a second browser resolved in the list of waiting
// saves. (i) A my-plan rename queued while its call is aborted survives a reload (IndexedDB): the pill still
// counts it and /outbox lists it as 대기 중; with the network back it is sent once. (ii) Two browsers signed in
// as the same planner: B renames a plan A has listed, then A renames it: the server answers 409 conflict, A's
// pill says so, and /outbox compares 플랜 이름 (A's | B's); 내 내용으로 저장 puts A's name on the server (on
// B's version, bumped again), 서버 내용 유지 keeps B's and the entry goes. (iii) The network cut while the
// outbox's own code loads: the app stays, and the save made offline is kept and sent once back online.
// Accounts of their own (e2e/outbox/own-user.ts): no other spec reads their plans.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import type { PlanProduct } from '../../src/domain/plan-map/contract';
import type { MyPlanEntry } from '../../src/domain/plan-map/plan-contract';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import { expect, test } from '../support/test';
import { callsAs, expectNothingWaits, expectQueued, ok, outboxEntry, ownUser, pill, signIn, type OwnUser } from './own-user';

const dialog = (page: Page) => page.getByRole('alertdialog');
const list = (page: Page) => page.getByRole('region', { name: m.myPlanListLabel });

/** An account of its own holding one plan named `planNm`; its plans as the server lists them. */
async function plannerWithPlan(request: APIRequestContext, planNm: string) {
  const user = await ownUser('obsync');
  const call = callsAs(request, user);
  const { productList } = (await ok(call('eduplan/base'))) as { productList: PlanProduct[] };
  await ok(call('eduplan/myPlanSave', { strSearchPrdt: JSON.stringify([{ salecdSqno: productList[0]!.salecdSqno, prchCnt: 1, dcYn: 'N' }]), strMyPlanInfo: JSON.stringify({ planNm }) }));
  const plans = async (): Promise<MyPlanEntry[]> => (await ok(call('eduplan/myPlan'))).myPlanList;
  const [plan] = await plans();
  return { user, plans, plan: plan! };
}

/** Renames `from` to `to` on the my-plans screen; the screen says it was renamed (sent, queued or in conflict). */
async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `${from} ${m.myPlanEdit}` }).click();
  await list(page).getByRole('textbox', { name: m.myPlanNameLabel }).fill(to);
  await page.getByRole('button', { name: m.myPlanDone }).click();
  await expect(dialog(page)).toContainText(m.myPlanRenamed);
}

test('a save queued while its call fails survives a reload, is listed as 대기 중, and is sent once when the network is back', async ({ page, request }) => {
  const { user, plans, plan } = await plannerWithPlan(request, '새로고침 전');
  await signIn(page.context(), request, user);
  const url = '**/api/v1/eduplan/myPlanReNm';
  await page.route(url, (r) => r.abort('internetdisconnected'));
  await page.goto('/eduplanmap/myPlan');
  await rename(page, '새로고침 전', '새로고침 후');
  await expectQueued(page);

  await page.reload();
  await expect(list(page)).toContainText('새로고침 전');
  await expect(pill(page)).toHaveText(`${msg.outboxPending(1)} · ${msg.outboxModeOffline}`);
  await pill(page).click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(outboxEntry(page, msg.outboxLabelPlanRename)).toContainText(msg.outboxQueued);
  expect((await plans()).map((p) => [p.planNm, p.version])).toEqual([['새로고침 전', plan.version]]);

  // Aborted calls have no response: what answers from here on reached the server.
  const answered: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/eduplan/myPlanReNm')) answered.push(r.status());
  });
  await page.unroute(url);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(outboxEntry(page, msg.outboxLabelPlanRename)).toContainText(msg.outboxSent);
  await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
  expect(answered).toEqual([200]);
  expect((await plans()).map((p) => [p.planNm, p.version])).toEqual([['새로고침 후', plan.version + 1]]);
  await page.goto('/eduplanmap/myPlan');
  await expect(list(page)).toContainText('새로고침 후');
  await expectNothingWaits(page);
});

test('a connection lost while the outbox’s code loads leaves the app as it is; the save is kept and sent once back online', async ({ page, request }) => {
  const { user, plans, plan } = await plannerWithPlan(request, '느린 연결');
  await signIn(page.context(), request, user);
  // The outbox machine's code comes on demand after the chrome: its load is the one the network cuts.
  const code = '**/assets/outbox-actors-*.js';
  await page.route(code, (r) => r.abort('internetdisconnected'));
  await page.goto('/eduplanmap/myPlan');
  await expect(list(page)).toContainText('느린 연결');
  await page.unroute(code);
  await page.context().setOffline(true);
  await rename(page, '느린 연결', '다시 연결');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(list(page)).toContainText('다시 연결');

  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: msg.outboxQueuedNotice })).toBeVisible();
  await expectNothingWaits(page);
  await expect.poll(async () => (await plans()).map((p) => [p.planNm, p.version])).toEqual([['다시 연결', plan.version + 1]]);
});

/** Browser B (a context of its own, signed in as the same planner with a session of its own) renames the plan. */
async function renamedElsewhere(browser: Browser, request: APIRequestContext, user: OwnUser, from: string, to: string) {
  const other = await browser.newContext();
  try {
    await signIn(other, request, user);
    const b = await other.newPage();
    await b.goto('/eduplanmap/myPlan');
    await rename(b, from, to);
    await expect(pill(b)).toHaveCount(0);
  } finally {
    await other.close();
  }
}

for (const choice of ['mine', 'theirs'] as const)
  test(`a rename B made first is a conflict for A, resolved in the list: ${choice === 'mine' ? msg.outboxKeepMine : msg.outboxKeepTheirs}`, async ({ page, browser, request }) => {
    const { user, plans, plan } = await plannerWithPlan(request, '처음 이름');
    await signIn(page.context(), request, user);
    await page.goto('/eduplanmap/myPlan');
    await expect(list(page)).toContainText('처음 이름');

    await renamedElsewhere(browser, request, user, '처음 이름', 'B의 이름');
    expect((await plans()).map((p) => [p.planNm, p.version])).toEqual([['B의 이름', plan.version + 1]]);

    const conflicts = page.waitForResponse((r) => r.url().endsWith('/api/v1/eduplan/myPlanReNm'));
    await rename(page, '처음 이름', 'A의 이름');
    expect((await conflicts).status()).toBe(409);
    await expect(page.getByRole('status').filter({ hasText: msg.outboxConflictNotice })).toBeVisible();
    await expect(pill(page)).toHaveText(`${msg.outboxPending(1)} · ${msg.outboxConflict}`);
    await dialog(page).getByRole('button', { name: '확인' }).click();

    await pill(page).click();
    await expect(page).toHaveURL(/\/outbox$/);
    const entry = outboxEntry(page, msg.outboxLabelPlanRename);
    await expect(entry).toContainText(msg.outboxConflict);
    const table = entry.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([msg.outboxConflictField, msg.outboxConflictMine, msg.outboxConflictTheirs]);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toHaveText(['플랜 이름', 'A의 이름', 'B의 이름'].join(''));
    expect((await plans()).map((p) => p.planNm)).toEqual(['B의 이름']);

    if (choice === 'mine') {
      await entry.getByRole('button', { name: msg.outboxKeepMine }).click();
      await expect(outboxEntry(page, msg.outboxLabelPlanRename)).toContainText(msg.outboxSent);
      await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
      // On B's version, and bumped once more.
      expect((await plans()).map((p) => [p.planNm, p.version])).toEqual([['A의 이름', plan.version + 2]]);
    } else {
      await entry.getByRole('button', { name: msg.outboxKeepTheirs }).click();
      await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
      await expect(page.locator('.outbox-entry')).toHaveCount(0);
      expect((await plans()).map((p) => [p.planNm, p.version])).toEqual([['B의 이름', plan.version + 1]]);
    }
    await page.goto('/eduplanmap/myPlan');
    await expect(list(page)).toContainText(choice === 'mine' ? 'A의 이름' : 'B의 이름');
    await expectNothingWaits(page);
  });
