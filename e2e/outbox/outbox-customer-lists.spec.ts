// Issue 18, the customer list's saves with the network dropped: the favourite star of a row, a saved customer
// list created and deleted, and the customer integration. Each both ways: before the server (offline mode or
// the call aborted) and after the server acted (its answer lost). The save is kept (the pill counts it,
// /outbox lists it with its label), the screen goes on, and after reconnecting nothing waits and the server
// holds exactly one copy. The list's customers are prospects the test registers (through the API, as a
// planner registers one) for an account of its own (e2e/outbox/own-user.ts); the integration needs a seeded
// pair (a prospect with a contract customer's phone): master03's, whose customers no other spec reads.
import type { APIRequestContext, Page } from '@playwright/test';
import { pairPhone, prospectBadgeType } from '../../src/domain/customers/integration';
import type { IntegrationRow } from '../../src/domain/customers/integration-contract';
import { INTEGRATION_PATH } from '../../src/domain/customers/integration-pages';
import { msg } from '../../src/domain/messages';
import { apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';
import { callsAs, dropNetwork, expectNothingWaits, expectQueued, freshPhone, ok, outboxEntry, ownUser, pill, signIn, textedCode, type Drop, type OwnUser } from './own-user';

type Call = ReturnType<typeof callsAs>;


/** A prospect of `user`, registered through the API as the planner's registration does (verified, then saved). */
async function prospect(request: APIRequestContext, user: OwnUser, custNm: string): Promise<{ kwkkey: string; custDiv: '2'; custNm: string }> {
  const call = callsAs(request, user);
  const phone = freshPhone();
  const { encSqno } = await ok(call('myCstmr/saveCustAthn', { custNm, kwctlNo: phone }));
  await ok(call('myCstmr/issueAuthNo', { encSqno, name: custNm, phoneNum: phone }));
  await ok(call('myCstmr/validAuthNo', { encSqno, athnNo: await textedCode(request, phone) }));
  const reg = { encSqno, idemKey: `e2e-${phone}-${Date.now().toString(36)}`, custname: custNm, tel1: phone.slice(0, 3), tel2: phone.slice(3, 7), tel3: phone.slice(7), infoagre: 'Y', mrknagre: 'N' };
  const { custsrno } = await ok(call('myCstmr/saveMyCstmrReg', reg));
  return { kwkkey: custsrno, custDiv: '2', custNm };
}

/** An account of its own with two prospects, signed in on the page's context. */
async function plannerWithCustomers(page: Page, request: APIRequestContext, tag: string) {
  const user = await ownUser(tag);
  const customers = [await prospect(request, user, '목록고객가'), await prospect(request, user, '목록고객나')];
  await signIn(page.context(), request, user);
  return { call: callsAs(request, user), customers };
}

const dialog = (page: Page) => page.getByRole('alertdialog');

/**
 * Gives the network back: first waits for a dropping handler still on its way (the outbox may be sending right
 * then; taking the route away under it would fail the handler), then dropNetwork's own restore (online again).
 */
async function reconnect(page: Page, ...restores: readonly (() => Promise<void>)[]): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  for (const restore of restores) await restore();
}

const rows = (page: Page) => page.getByRole('list', { name: msg.custListLabel }).getByRole('listitem');

/** The list with both customers, once everything it asks for at start has come (the pending-saves indicator too). */
async function openList(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/myCstmr/myCstmrList');
  for (const name of names) await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  // A save kept while the outbox still loads its stored saves may show the pill without the notice (reported).
  await page.waitForLoadState('networkidle');
}

/** /outbox (a new load: the saves are kept across it) lists `count` waiting saves with `label`. */
async function outboxWaiting(page: Page, label: string, count = 1): Promise<void> {
  await page.goto('/outbox');
  await expect(page.getByRole('listitem', { name: new RegExp(`^${label} (${msg.outboxQueued}|${msg.outboxSyncing})$`) })).toHaveCount(count);
}

/** /outbox shows the sends with these labels as done, and nothing waits. */
async function outboxSent(page: Page, labels: readonly string[]): Promise<void> {
  await page.goto('/outbox');
  for (const label of labels) await expect(outboxEntry(page, label).first()).toContainText(msg.outboxSent);
  await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
}

const bookmarkOf = async (call: Call, c: { kwkkey: string; custDiv: string }) => (await ok(call('myCstmr/getMyCstmr', { kwkkey: c.kwkkey, custDiv: c.custDiv }))).myCstmr.bookmarkYn;
const savedLists = async (call: Call): Promise<{ custListSqno: number; titl: string; custCnt: number }[]> => (await ok(call('myCstmr/getSavedCustList'))).list;

// ---- the favourite star of a row ----

for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
  test(`a row's favourite star with the network dropped (${how}) is kept, then lands once`, async ({ page, request }) => {
    const { call, customers } = await plannerWithCustomers(page, request, 'oblstar');
    const [a, b] = customers;
    await openList(page, [a!.custNm, b!.custNm]);
    const restore = await dropNetwork(page, 'myCstmr/saveMyCustBkmr', how);
    const star = rows(page).filter({ hasText: a!.custNm }).getByRole('button', { name: msg.custBookmark(a!.custNm) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expectQueued(page);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    if (how === 'after') await outboxWaiting(page, msg.outboxLabelCustomer);

    await reconnect(page, restore);
    await expectNothingWaits(page);
    expect([await bookmarkOf(call, a!), await bookmarkOf(call, b!)]).toEqual(['Y', 'N']);
    await openList(page, [a!.custNm, b!.custNm]);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await outboxSent(page, [msg.outboxLabelCustomer]);
  });

// ---- a saved list: created from the selection, then deleted from the saved lists ----

for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
  test(`a saved list created and deleted with the network dropped (${how}) is kept, and lands once each`, async ({ page, request }) => {
    const { call, customers } = await plannerWithCustomers(page, request, 'oblsave');
    const names = customers.map((c) => c.custNm);
    await openList(page, names);
    for (const name of names) await page.getByRole('checkbox', { name: msg.custSelect(name) }).first().check();
    await expect(page.getByText(msg.custSelected(2))).toBeVisible();
    let restore = await dropNetwork(page, 'myCstmr/saveCustList', how);
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('button', { name: msg.custMenuSaveList }).click();
    await page.getByLabel(msg.listTitleField).fill('대기목록');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    // Not on the server as far as the app knows: the list says it waits, not that it was saved.
    await expect(dialog(page)).toContainText(msg.savedListQueued);
    await expectQueued(page);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    if (how === 'after') await outboxWaiting(page, msg.outboxLabelCustList);
    await reconnect(page, restore);
    await expectNothingWaits(page);
    // One list, not two: the replay on the same key answered the first answer.
    const [saved, ...more] = await savedLists(call);
    expect(more).toEqual([]);
    expect([saved!.titl, saved!.custCnt]).toEqual(['대기목록', 2]);

    // The saved lists are read when their sheet opens: the network drops once they are on screen.
    await openList(page, names);
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('button', { name: msg.custMenuSavedLists }).click();
    const remove = page.getByRole('button', { name: msg.savedListDelete('대기목록') });
    await expect(remove).toBeVisible();
    restore = await dropNetwork(page, 'myCstmr/deleteSavedCustList', how);
    await remove.click();
    await dialog(page).getByRole('button', { name: '삭제' }).click();
    await expect(dialog(page)).toContainText(msg.savedListDeleted);
    await expectQueued(page);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await reconnect(page, restore);
    await expectNothingWaits(page);
    expect(await savedLists(call)).toEqual([]);
    await outboxSent(page, [msg.outboxLabelCustList, msg.outboxLabelCustListDelete]);
  });

// ---- the customer integration (master03's seeded pairs) ----

const INTEGRATOR = 'master03';

async function pairs(request: APIRequestContext): Promise<IntegrationRow[]> {
  const { authToken } = await apiSession(request, INTEGRATOR);
  const r = await apiCall(request, authToken, 'myCstmr/custIntegrationList', { offset: '0', size: '100' });
  expect(r.rt, JSON.stringify(r)).toBe('success');
  return r.data.list;
}
const radioName = (r: IntegrationRow) => msg.custIntegrationPair(msg.custTypeNames[prospectBadgeType(r.inpath)], r.custname, r.kwcnam, pairPhone(r));

test.describe('master03', () => {
  test.use({ signedInAs: INTEGRATOR });
  // The two tests take master03's two pairs, one each: they must not run at once.
  test.describe.configure({ mode: 'serial' });

  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`the customer integration with the network dropped (${how}) is kept, then integrates once`, async ({ page, request }) => {
      const before = await pairs(request);
      expect(before.length).toBeGreaterThan(0);
      const chosen = before[0]!;
      await page.goto(INTEGRATION_PATH);
      const screen = page.getByRole('article', { name: msg.custIntegrationTitle });
      await expect(screen.getByText(msg.custIntegrationTotal(before.length))).toBeVisible();
      // Everything the page asks for at start has come, the outbox's stored saves too (see openList).
      await page.waitForLoadState('networkidle');
      const restore = await dropNetwork(page, 'myCstmr/saveCustIntegration', how);
      await screen.getByRole('radio', { name: radioName(chosen) }).check();
      await screen.getByRole('button', { name: msg.custIntegrationIntegrate }).click();
      await dialog(page).filter({ hasText: msg.custIntegrationConfirm }).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText(msg.outboxQueuedNotice);
      await expect(pill(page)).toHaveText(`${msg.outboxPending(1)} · ${msg.outboxModeOffline}`);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await outboxWaiting(page, msg.outboxLabelIntegration);

      await reconnect(page, restore);
      await expectNothingWaits(page);
      // Integrated once: the pair is gone and the others are as they were (a second run would be refused as gone).
      expect((await pairs(request)).map((r) => r.kwkkey)).toEqual(before.filter((r) => r.kwkkey !== chosen.kwkkey).map((r) => r.kwkkey));
      await outboxSent(page, [msg.outboxLabelIntegration]);
      await page.goto(INTEGRATION_PATH);
      await expect(screen.getByText(msg.custIntegrationTotal(before.length - 1))).toBeVisible();
      await expect(screen.getByRole('radio', { name: radioName(chosen) })).toHaveCount(0);
    });
});
