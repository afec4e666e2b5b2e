// Issue 18, the customer detail's saves with the network dropped: the favourite star and a branch head's
// recruiting mark, the additional info, the interest info popup, the centre purchase history mark, a memo
// written in the memo popup, edited and deleted, and the children added and edited. Each both ways: before
// the server (offline mode or the call aborted) and after the server acted (its answer lost). The save is
// kept (the pill counts it, /outbox lists it with its label), the screen goes on, and after reconnecting
// nothing waits and the server holds exactly one copy. Last, a memo conflict made by a second browser
// context, resolved on /outbox with 내 내용으로 저장. Every customer is a prospect registered by the test
// (through the API, as a planner registers one) for an account of its own (e2e/outbox/own-user.ts), so no
// other spec lists or counts them; the purchase history hangs on a seeded customer's phone, only read.
import type { APIRequestContext, Page } from '@playwright/test';
import { customerHref, interestPopupHref, buyInfoPopupHref, memoPopupHref } from '../../src/domain/customers/pages';
import { msg } from '../../src/domain/messages';
import { apiCall, apiSession, clickClosingWindow } from '../support/app';
import { expect, test } from '../support/test';
import { callsAs, dropNetwork, expectNothingWaits, expectQueued, freshPhone, ok, outboxEntry, ownUser, pill, signIn, textedCode, type Drop, type OwnUser } from './own-user';

type Call = ReturnType<typeof callsAs>;

interface Prospect {
  readonly userId: string;
  readonly kwkkey: string;
  readonly custDiv: '2';
  readonly custNm: string;
  readonly phone: string;
}


/** A prospect of `user`, registered through the API as the planner's registration does (verified, then saved). */
async function prospect(request: APIRequestContext, user: OwnUser, custNm: string, o: { phone?: string; children?: Record<string, string> } = {}): Promise<Prospect> {
  const call = callsAs(request, user);
  const phone = o.phone ?? freshPhone();
  const { encSqno } = await ok(call('myCstmr/saveCustAthn', { custNm, kwctlNo: phone }));
  await ok(call('myCstmr/issueAuthNo', { encSqno, name: custNm, phoneNum: phone }));
  await ok(call('myCstmr/validAuthNo', { encSqno, athnNo: await textedCode(request, phone) }));
  const { custsrno } = await ok(
    call('myCstmr/saveMyCstmrReg', {
      encSqno,
      idemKey: `e2e-${phone}-${Date.now().toString(36)}`,
      custname: custNm,
      tel1: phone.slice(0, 3),
      tel2: phone.slice(3, 7),
      tel3: phone.slice(7),
      infoagre: 'Y',
      mrknagre: 'N',
      ...(o.children ?? {}),
    }),
  );
  return { userId: user.userId, kwkkey: custsrno, custDiv: '2', custNm, phone };
}

/** The customer as the server holds it (the detail's own read). */
const detailOf = async (call: Call, c: Prospect) => ok(call('myCstmr/getMyCstmr', { kwkkey: c.kwkkey, custDiv: c.custDiv }));
const memosOf = async (call: Call, c: Prospect): Promise<{ sqno: number; memo: string; memoDiv: string; version: number }[]> =>
  (await ok(call('myCstmr/getCustMemoList', { kwkkey: c.kwkkey, custDiv: c.custDiv, offset: '0', size: '50' }))).memoList;

/** An account of its own (a planner unless told), signed in on the page's context, with one prospect. */
async function ownerWithProspect(page: Page, request: APIRequestContext, tag: string, o: { position?: 'COG01' | 'COG03'; phone?: string; children?: Record<string, string> } = {}) {
  const user = await ownUser(tag, o.position ?? 'COG03');
  const customer = await prospect(request, user, '대기고객', o);
  await signIn(page.context(), request, user);
  return { user, call: callsAs(request, user), customer };
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

const article = (page: Page) => page.getByRole('article', { name: msg.custDetailTitle });

async function openDetail(page: Page, c: Prospect): Promise<void> {
  await page.goto(customerHref(c));
  await expect(article(page).getByRole('button', { name: msg.custBookmark(c.custNm) })).toBeVisible();
  await outboxListening(page);
}

/**
 * The page has loaded everything it asks for at start, the outbox's stored saves included. A save kept while the
 * outbox machine still loads them may be read by that load before its announcement arrives; the machine then takes
 * the announcement as not new (outbox.machine.ts isNew) and the pill shows without the notice (reported, issue 18).
 */
const outboxListening = (page: Page) => page.waitForLoadState('networkidle');

/** /outbox lists the entries with these labels as sent (the last sends of this tab), and nothing waits. */
async function outboxSent(page: Page, labels: readonly string[]): Promise<void> {
  await page.goto('/outbox');
  for (const label of labels) await expect(outboxEntry(page, label).first()).toContainText(msg.outboxSent);
  await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
}

/** /outbox (a new load: the saves are kept across it) lists `count` waiting saves with `label` (waiting or on their way). */
async function outboxWaiting(page: Page, label: string, count = 1): Promise<void> {
  await page.goto('/outbox');
  await expect(page.getByRole('listitem', { name: new RegExp(`^${label} (${msg.outboxQueued}|${msg.outboxSyncing})$`) })).toHaveCount(count);
}

// ---- favourite and recruiting mark (a branch head on its own prospect) ----

for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
  test(`the favourite star and the recruiting mark with the network dropped (${how}) are kept, then land once`, async ({ page, request }) => {
    const { call, customer } = await ownerWithProspect(page, request, 'obfav', { position: 'COG01' });
    await openDetail(page, customer);
    const star = article(page).getByRole('button', { name: msg.custBookmark(customer.custNm) });
    const recruit = page.getByRole('checkbox', { name: msg.custRecruitLabel });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(recruit).not.toBeChecked();
    const restoreStar = await dropNetwork(page, 'myCstmr/saveMyCustBkmr', how);
    const restoreRecruit = how === 'offline' ? null : await dropNetwork(page, 'myCstmr/saveMyCustRecruit', how);

    await star.click();
    await expect(dialog(page)).toContainText(msg.custFavouriteSaved(customer.custNm));
    await expectQueued(page);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await recruit.click();
    await expect(dialog(page)).toContainText(msg.custRecruitSaved);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(recruit).toBeChecked();
    await expect(pill(page)).toHaveText(`${msg.outboxPending(2)} · ${msg.outboxModeOffline}`);
    if (how === 'after') await outboxWaiting(page, msg.outboxLabelCustomer, 2);

    await reconnect(page, ...(restoreRecruit ? [restoreRecruit] : []), restoreStar);
    await expectNothingWaits(page);
    const saved = (await detailOf(call, customer)).myCstmr;
    expect([saved.bookmarkYn, saved.rcrtYn]).toEqual(['Y', 'Y']);
    await openDetail(page, customer);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(recruit).toBeChecked();
    await outboxSent(page, [msg.outboxLabelCustomer]);
  });

// ---- the additional info ----

for (const how of ['before', 'after'] as const satisfies readonly Drop[])
  test(`the additional info with the network dropped (${how}) is kept, then lands once`, async ({ page, request }) => {
    const { call, customer } = await ownerWithProspect(page, request, 'obadd');
    await openDetail(page, customer);
    const block = page.getByRole('form', { name: msg.addInfoTitle });
    await block.getByRole('radio', { name: msg.custGenderNames.F }).check();
    await block.getByLabel(msg.addInfoBirth).fill('19880412');
    const restore = await dropNetwork(page, 'myCstmr/saveMyCstmr', how);
    await block.getByRole('button', { name: msg.addInfoSave }).click();
    await expectQueued(page);
    await outboxWaiting(page, msg.outboxLabelCustomer);

    await reconnect(page, restore);
    await expectNothingWaits(page);
    const saved = (await detailOf(call, customer)).myCstmr;
    expect([saved.kwgend, saved.kwbrdt]).toEqual(['F', '19880412']);
    await openDetail(page, customer);
    await expect(article(page).getByText(`(${msg.custGenderNames.F})`)).toBeVisible();
    await outboxSent(page, [msg.outboxLabelCustomer]);
  });

// ---- the interest info popup (opened by its address: saved, it goes to the customer's detail) ----

// Before the server by aborting the call: offline, the detail it goes to after saving could not load its code.
for (const how of ['before', 'after'] as const satisfies readonly Drop[])
  test(`the interest info with the network dropped (${how}) is kept, then lands once`, async ({ page, request }) => {
    const { call, customer } = await ownerWithProspect(page, request, 'obint');
    const interests = async () => (await ok(call('myCstmr/getInterestInfoList', { kwkkey: customer.kwkkey }))).custInterestInfoList as { prenCd: string; cdVl1: string; cdNm: string; custvalu: string }[];
    const before = await interests();
    expect(before.filter((i) => i.custvalu === 'Y')).toEqual([]);
    await page.goto(interestPopupHref(customer));
    const form = page.getByRole('form', { name: msg.interestTitle });
    // The first multiple-choice family's first choice (a check box).
    const choice = form.locator('label').filter({ has: page.getByRole('checkbox') }).first();
    const label = (await choice.innerText()).trim();
    const box = choice.getByRole('checkbox');
    await outboxListening(page);
    await box.check();
    const restore = await dropNetwork(page, 'myCstmr/saveMyCstmr', how);
    await form.getByRole('button', { name: msg.interestModify }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(new RegExp(`/myCstmr/myCstmrView\\?.*kwkkey=${customer.kwkkey}`));
    await expectQueued(page);

    await reconnect(page, restore);
    await expectNothingWaits(page);
    const chosen = (await interests()).filter((i) => i.custvalu === 'Y');
    expect(chosen.map((i) => i.cdNm)).toEqual([label]);
    await page.goto(interestPopupHref(customer));
    await expect(form.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
    await outboxSent(page, [msg.outboxLabelCustomer]);
  });

// ---- the centre purchase history mark (a branch head; the purchases of a seeded customer's phone) ----

/** A seeded customer's phone with purchases at centres (fewer than a page), found through branch01's reads. */
async function phoneWithPurchases(request: APIRequestContext): Promise<string> {
  const { authToken } = await apiSession(request, 'branch01');
  const read = async (path: string, form: Record<string, string>) => {
    const a = await apiCall(request, authToken, `myCstmr/${path}`, form);
    expect(a.rt, JSON.stringify(a)).toBe('success');
    return a.data;
  };
  // master03's customers: no other spec reads them; the first four have purchases (the seed).
  const { list } = await read('getMyCstmrList', { offset: '0', size: '10', searchUserid: 'master03' });
  for (const row of list) {
    const c = (await read('getMyCstmr', { kwkkey: row.kwkkey, custDiv: row.custDiv, searchUserid: 'master03', onlyChild: 'Y' })).myCstmr;
    const buys = await read('getCustBuyInfoList', { searchUserid: 'master03', tel1: c.tel1, tel2: c.tel2, tel3: c.tel3, offset: '0', size: '10' });
    if (buys.totCnt > 0 && buys.totCnt <= 3 && buys.custBuyInfoList.every((p: { hstrYn: string }) => p.hstrYn === 'N')) return `${c.tel1}${c.tel2}${c.tel3}`;
  }
  throw new Error('no seeded customer of master03 with a short purchase history');
}

// Both ways mark the same purchase (a master03 customer's, shared through the phone): one after the other.
test.describe(() => {
  test.describe.configure({ mode: 'default' });
  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`the purchase history mark with the network dropped (${how}) is kept, then lands once`, async ({ page, request }) => {
      const phone = await phoneWithPurchases(request);
      const { call, customer } = await ownerWithProspect(page, request, 'obbuy', { position: 'COG01', phone });
      const tel = { tel1: phone.slice(0, 3), tel2: phone.slice(3, 7), tel3: phone.slice(7) };
      const purchases = async () => (await ok(call('myCstmr/getCustBuyInfoList', { ...tel, offset: '0', size: '10' }))).custBuyInfoList as { kwkey: string; cntrCd: string; hstrYn: string }[];
      const before = await purchases();
      const first = before[0];
      await page.goto(buyInfoPopupHref(customer));
      const mark = page.getByRole('checkbox', { name: /이력 관리$/ }).first();
      await expect(mark).not.toBeChecked();
      await outboxListening(page);
      const restore = await dropNetwork(page, 'myCstmr/saveCustPrchHstr', how);
      try {
        await mark.check();
        await expectQueued(page);
        await expect(mark).toBeChecked();
        await reconnect(page, restore);
        await expectNothingWaits(page);
        // The first purchase marked, the others as they were.
        expect((await purchases()).map((p) => [p.kwkey, p.cntrCd, p.hstrYn])).toEqual(before.map((p, i) => [p.kwkey, p.cntrCd, i === 0 ? 'Y' : p.hstrYn]));
        await page.reload();
        await expect(mark).toBeChecked();
        await outboxSent(page, [msg.outboxLabelCustomer]);
      } finally {
        // The purchase is shared with master03's customer: its mark goes back.
        await call('myCstmr/deleteCustPrchHstr', { kwkey: first!.kwkey, cntrCd: first!.cntrCd });
      }
    });
});

// ---- memos: written in the memo popup, edited there, deleted from the history ----

const history = (page: Page) => page.getByRole('list', { name: msg.custDetailTabs.history });

// Before the server by aborting the calls: offline, the detail the popup goes to after saving could not load its code.
for (const how of ['before', 'after'] as const satisfies readonly Drop[])
  test(`a memo written, edited and deleted with the network dropped (${how}) is kept, and lands once each`, async ({ page, request }) => {
    const { call, customer } = await ownerWithProspect(page, request, 'obmemo');
    const written = async () => (await memosOf(call, customer)).filter((m) => m.memoDiv === '1');

    // Written: the popup page (opened by its address) saves, then goes to the customer's detail.
    await page.goto(memoPopupHref(customer));
    const form = page.getByRole('form', { name: msg.memoTitle });
    await form.getByLabel(msg.memoLabel).fill('대기열 메모');
    await outboxListening(page);
    let restore = await dropNetwork(page, 'myCstmr/saveMyCustMemo', how);
    await form.getByRole('button', { name: msg.memoRegister }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(new RegExp(`/myCstmr/myCstmrView\\?.*kwkkey=${customer.kwkkey}`));
    await expectQueued(page);
    // /outbox (a new load: the save is kept across it) lists the memo.
    await outboxWaiting(page, msg.outboxLabelMemo);
    await reconnect(page, restore);
    await expectNothingWaits(page);
    const [memo] = await written();
    expect((await written()).map((m) => [m.memo, m.version])).toEqual([['대기열 메모', 1]]);

    // Edited: the edit page reads the memo with its version and sends it back.
    await page.goto(memoPopupHref(customer, memo!.sqno));
    const edit = page.getByRole('form', { name: msg.memoEditTitle });
    await expect(edit.getByLabel(msg.memoLabel)).toHaveValue('대기열 메모');
    await edit.getByLabel(msg.memoLabel).fill('고친 메모');
    await outboxListening(page);
    restore = await dropNetwork(page, 'myCstmr/updateCustMemo', how);
    await edit.getByRole('button', { name: msg.memoModify }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(new RegExp(`/myCstmr/myCstmrView\\?.*kwkkey=${customer.kwkkey}`));
    await expectQueued(page);
    await reconnect(page, restore);
    await expectNothingWaits(page);
    // Once: the version went up by one (a second run would have met a conflict or bumped it again).
    expect((await written()).map((m) => [m.sqno, m.memo, m.version])).toEqual([[memo!.sqno, '고친 메모', 2]]);

    // Deleted from the history, with the version the history read.
    await openDetail(page, customer);
    const row = history(page).getByRole('listitem').filter({ hasText: '고친 메모' });
    await expect(row).toHaveCount(1);
    restore = await dropNetwork(page, 'myCstmr/deleteCustMemo', how);
    await row.getByRole('button', { name: new RegExp(`${msg.custMemoDelete}$`) }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expectQueued(page);
    await reconnect(page, restore);
    await expectNothingWaits(page);
    expect(await written()).toEqual([]);
    await openDetail(page, customer);
    await expect(history(page).getByText('고친 메모')).toHaveCount(0);
    await outboxSent(page, [msg.outboxLabelMemo, msg.outboxLabelMemoDelete]);
  });

// ---- children: added and edited in their own window (a desktop), saved by the detail ----

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  // Before the server by aborting the call: offline, the child's window could not load.
  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`a child added and one edited with the network dropped (${how}) are kept, then land once`, async ({ page, context, request }) => {
      const { call, customer } = await ownerWithProspect(page, request, 'obkid', { children: { chlnnam1: '첫째', chlnbdt1: '20180305', chlngndr1: 'M' } });
      const children = async () => {
        const d = await ok(call('myCstmr/getMyCstmr', { kwkkey: customer.kwkkey, custDiv: customer.custDiv, onlyChild: 'Y' }));
        return { names: (d.children as { chlnNm: string; kwgend: string }[]).map((k) => `${k.chlnNm}/${k.kwgend}`), version: d.childrenVersion as number };
      };
      const before = await children();
      expect(before.names).toEqual(['첫째/M']);
      await openDetail(page, customer);
      const picker = page.getByRole('group', { name: msg.childPickerLabel });
      await expect(picker.getByRole('button', { name: /^첫째 [남여]/ })).toBeVisible();
      const restore = await dropNetwork(page, 'myCstmr/saveMyCstmr', how);

      const [add] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.childAdd }).click()]);
      await add.getByRole('radio', { name: msg.custGenderNames.F }).check();
      await add.getByLabel(msg.childEditorBirth).fill('20190415');
      await add.getByLabel(msg.childEditorName).fill('새봄');
      await clickClosingWindow(add, add.getByRole('button', { name: msg.childEditorAdd, exact: true }));
      await expect(picker.getByRole('button', { name: /^새봄 [남여]/ })).toBeVisible();
      await expectQueued(page);

      const [modify] = await Promise.all([context.waitForEvent('page'), picker.getByRole('button', { name: msg.childModifyOf('첫째') }).click()]);
      await expect(modify.getByLabel(msg.childEditorName)).toHaveValue('첫째');
      await modify.getByLabel(msg.childEditorName).fill('첫째별');
      await clickClosingWindow(modify, modify.getByRole('button', { name: msg.childEditorModify, exact: true }));
      await expect(picker.getByRole('button', { name: /^첫째별 [남여]/ })).toBeVisible();
      await expect(pill(page)).toHaveText(`${msg.outboxPending(2)} · ${msg.outboxModeOffline}`);

      await reconnect(page, restore);
      await expectNothingWaits(page);
      // Each save landed once: both children, the version bumped twice (a repeat would be a conflict or a third bump).
      expect(await children()).toEqual({ names: ['첫째별/M', '새봄/F'], version: before.version + 2 });
      await openDetail(page, customer);
      await expect(picker.getByRole('button', { name: /^첫째별 [남여]/ })).toBeVisible();
      await expect(picker.getByRole('button', { name: /^새봄 [남여]/ })).toBeVisible();
      await outboxSent(page, [msg.outboxLabelChildren]);
    });
});

// ---- a memo conflict from a second browser context ----

test('a memo edited in another browser meanwhile is kept as a conflict and saved with 내 내용으로 저장', async ({ page, browser, request }) => {
  const { user, call, customer } = await ownerWithProspect(page, request, 'obclash');
  const { sqno } = await ok(call('myCstmr/saveMyCustMemo', { kwkkey: customer.kwkkey, custDiv: customer.custDiv, memoDiv: '1', memo: '처음 메모' }));

  // A opens the editor: it reads the memo with its version.
  await page.goto(memoPopupHref(customer, sqno));
  const formA = page.getByRole('form', { name: msg.memoEditTitle });
  await expect(formA.getByLabel(msg.memoLabel)).toHaveValue('처음 메모');

  // B, another browser of the same user, edits and saves first.
  const other = await browser.newContext();
  try {
    await signIn(other, request, user);
    const pageB = await other.newPage();
    await pageB.goto(memoPopupHref(customer, sqno));
    const formB = pageB.getByRole('form', { name: msg.memoEditTitle });
    await expect(formB.getByLabel(msg.memoLabel)).toHaveValue('처음 메모');
    await formB.getByLabel(msg.memoLabel).fill('B의 메모');
    await formB.getByRole('button', { name: msg.memoModify }).click();
    await pageB.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(pageB).toHaveURL(/\/myCstmr\/myCstmrView\?/);
  } finally {
    await other.close();
  }
  await expect.poll(async () => (await memosOf(call, customer)).find((m) => m.sqno === sqno)?.memo).toBe('B의 메모');

  // A saves: kept as a conflict, the pill says so.
  await formA.getByLabel(msg.memoLabel).fill('A의 메모');
  await formA.getByRole('button', { name: msg.memoModify }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('status').filter({ hasText: msg.outboxConflictNotice })).toBeVisible();
  await pill(page).click();
  await expect(page).toHaveURL(/\/outbox$/);
  const entry = outboxEntry(page, msg.outboxLabelMemo);
  await expect(entry).toContainText(msg.outboxConflict);
  const memoRow = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '메모', exact: true }) });
  await expect(memoRow.getByRole('cell')).toHaveText(['A의 메모', 'B의 메모']);
  await entry.getByRole('button', { name: msg.outboxKeepMine }).click();
  await expect(entry).toContainText(msg.outboxSent);
  await expectNothingWaits(page);
  // The server ends with A's text, once (B's edit and A's: version 3).
  expect((await memosOf(call, customer)).filter((m) => m.memoDiv === '1').map((m) => [m.sqno, m.memo, m.version])).toEqual([[sqno, 'A의 메모', 3]]);
});
