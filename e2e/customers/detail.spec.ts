// The customer detail (spec 2 §2, §4, §6) in a real browser against the real server: a planner in the
// Android shell opens a customer from the list, calls them (the shell is asked to dial after the automatic
// memo is saved, which the history then shows) and comes back to the list as it was; a branch head on a
// desktop opens a member's prospect, sees whose customer it is and marks it a recruiting target; another
// planner's customer is refused. Expected values come from the server's own answers.
import type { Page } from '@playwright/test';
import { CONSENT_TERMS } from '../../src/domain/customers/consent';
import { contractNumber, sectionsFor } from '../../src/domain/customers/detail';
import { customerHref } from '../../src/domain/customers/pages';
import { msg } from '../../src/domain/messages';
import { apiCall, apiSession, shellCalls, withShell, clickClosingWindow } from '../support/app';
import { expect, test } from '../support/test';

async function server(page: Page, id: string, call: string, form: Record<string, string>) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, `myCstmr/${call}`, form);
  expect(r.rt, JSON.stringify(r)).toBe('success');
  return r.data;
}

test.describe('a planner in the Android shell', () => {
  test.use({ signedInAs: 'planner01' });

  test('opens a contract customer from the list, calls them after the automatic memo, and comes back to the list', async ({ page }) => {
    const { list } = await server(page, 'planner01', 'getMyCstmrList', { offset: '0', size: '10', listTyp: 'S' });
    const row = list[0];
    const key = { kwkkey: row.kwkkey, custDiv: row.custDiv };
    const detail = await server(page, 'planner01', 'getMyCstmr', key);
    await withShell(page, 'AND');
    await page.goto('/myCstmr/myCstmrList');
    await page.getByRole('button', { name: msg.custTabByContract }).click();
    const rows = page.getByRole('list', { name: msg.custListLabel }).getByRole('listitem');
    await expect(rows.first()).toContainText(row.custNm);
    await rows.first().getByRole('link', { name: row.custNm }).click();
    await expect(page).toHaveURL(new RegExp(`/myCstmr/myCstmrView\\?userId=planner01&kwkkey=${row.kwkkey}&custDiv=1$`));

    const tabs = page.getByRole('navigation', { name: msg.custDetailTabsLabel }).getByRole('button');
    await expect(tabs).toHaveText(sectionsFor('SCD01', 'COG03').map((k) => msg.custDetailTabs[k]));
    await expect(page.getByText(detail.myCstmr.kwkkey, { exact: true })).toBeVisible();
    if (detail.contractInfoList.length > 0) await expect(page.getByText(contractNumber(detail.contractInfoList[0]), { exact: true })).toBeVisible();
    // A tab scrolls its section up under the bar, and the bar follows.
    await tabs.filter({ hasText: msg.custDetailTabs.history }).click();
    await expect(tabs.filter({ hasText: msg.custDetailTabs.history })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: msg.custCall(row.custNm) }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'dial').map((c) => c.payload)).toEqual([{ phone: detail.myCstmr.kwctlNo.replace(/\D/g, '') }]);
    const memos = await server(page, 'planner01', 'getCustMemoList', { ...key, offset: '0', size: '10' });
    expect(memos.memoList[0]).toMatchObject({ memo: msg.custAutoMemoCall, memoDiv: '0', amntPsblYn: 'N' });
    await expect(page.getByRole('list', { name: msg.custDetailTabs.history }).getByRole('listitem').first()).toContainText(msg.custAutoMemoCall);

    await page.goBack();
    await expect(page).toHaveURL(/\/myCstmr\/myCstmrList$/);
    await expect(page.getByRole('button', { name: msg.custTabByContract })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toContainText(row.custNm);
  });

  test('the diagnosis service shows each kind’s results and texts one to the customer', async ({ page }) => {
    // planner01's first customer: the seed gives it a completed diagnosis of every kind.
    const row = (await server(page, 'planner01', 'getMyCstmr', { kwkkey: 'K01100001', custDiv: '1' })).myCstmr;
    const phone = [row.tel1, row.tel2, row.tel3];
    const kedi = await server(page, 'planner01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDI', tel1: phone[0], tel2: phone[1], tel3: phone[2] });
    const keds = await server(page, 'planner01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDS', tel1: phone[0], tel2: phone[1], tel3: phone[2] });
    await page.goto(customerHref({ userId: 'planner01', kwkkey: row.kwkkey, custDiv: row.custDiv }));
    const block = page.getByRole('group', { name: msg.diagnosisTitle });
    await expect(block.getByText(msg.diagnosisCoupons(kedi.tediRmnngCnt, kedi.tedsRmnngCnt, kedi.aieltRmnngCnt))).toBeVisible();
    await expect(block.getByRole('listitem')).toHaveCount(kedi.diagnosisList.length);
    await block.getByRole('button', { name: msg.diagnosisTabs.KEDS }).click();
    expect(keds.diagnosisList.length).toBeGreaterThan(0);
    await expect(block.getByRole('listitem')).toHaveCount(keds.diagnosisList.length);
    const first = keds.diagnosisList[0];
    // What the outbox holds of this result already (another run against the same server may have shared it).
    const sentRows = async () => (await (await page.request.get('/dev/outbox')).text()).split(first.rsltUrl).length - 1;
    const before = await sentRows();
    await block.getByRole('button', { name: msg.diagnosisShareOf(first.chlnNm || first.custNm, first.compDt) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(msg.shareSent);
    await expect.poll(sentRows).toBe(before + 1);
    await page.goto('/dev/outbox');
    await expect(page.getByRole('row').filter({ hasText: first.rsltUrl }).filter({ hasText: row.kwctlNo.replaceAll('-', '') })).toHaveCount(before + 1);
  });

  test('the book care’s visit confirmation and a coupon page open outside the app, on the sites the operator set', async ({ page }) => {
    const c = (await server(page, 'planner01', 'getMyCstmr', { kwkkey: 'K01100001', custDiv: '1' })).myCstmr;
    await withShell(page, 'AND');
    await page.goto(customerHref({ userId: 'planner01', kwkkey: c.kwkkey, custDiv: c.custDiv }));
    // The first child's book care (the seed gives planner01's first customer's children rounds).
    const care = page.getByRole('list', { name: msg.bookCareTitle }).getByRole('listitem').first();
    await care.getByRole('button', { name: new RegExp(`${msg.bookCareVisit}$`) }).click();
    const block = page.getByRole('group', { name: msg.diagnosisTitle });
    await block.getByRole('button', { name: msg.diagnosisCouponOf(msg.diagnosisTabs.KEDI) }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((k) => k.action === 'openExternalLink').length).toBe(2);
    const [visit, coupon] = (await shellCalls(page)).filter((k) => k.action === 'openExternalLink').map((k) => new URL(String(k.payload.url)));
    expect(visit!.pathname).toBe('/sales/link');
    expect(visit!.searchParams.get('userId')).toBe('planner01');
    expect(visit!.searchParams.get('token')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(visit!.searchParams.get('path')).toMatch(/^\/bookcare\/visitConfirm\?rpyery=\d+&rpseqi=\w+&rpseri=\w+$/);
    // planner01 (COG03) gets the send-style page for a KED test (spec 2 §6), with the customer's phone.
    expect(coupon!.pathname).toBe('/coupon/cponKedSend');
    expect(Object.fromEntries(coupon!.searchParams)).toEqual({ cType: 'KEDI', t1: c.tel1, t2: c.tel2, t3: c.tel3 });
  });

  test('another planner’s customer is refused', async ({ page }) => {
    const { list } = await server(page, 'planner02', 'getMyCstmrList', { offset: '0', size: '1' });
    await page.goto(customerHref({ userId: 'planner02', kwkkey: list[0].kwkkey, custDiv: list[0].custDiv }));
    await expect(page.getByRole('article', { name: msg.custDetailTitle }).getByRole('alert')).toBeVisible();
    await expect(page.getByText(list[0].custNm)).toHaveCount(0);
  });
});

test.describe('a planner on a desktop', () => {
  test.use({ signedInAs: 'planner02', viewport: { width: 1280, height: 860 } });

  test('writes a memo in its own window; the detail hears memo-save-complete and shows it', async ({ page, context }) => {
    const { list } = await server(page, 'planner02', 'getMyCstmrList', { offset: '0', size: '1' });
    const row = list[0];
    await page.goto(customerHref({ userId: 'planner02', kwkkey: row.kwkkey, custDiv: row.custDiv }));
    const history = page.getByRole('list', { name: msg.custDetailTabs.history });
    await expect(history.getByRole('listitem').first()).toBeVisible();
    const text = `e2e 메모 ${Date.now() % 100000}`;
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.custMemoWrite }).click()]);
    await expect(popup).toHaveURL(/\/myCstmr\/myCstmrView\/memo\?/);
    const form = popup.getByRole('form', { name: msg.memoTitle });
    await form.getByLabel(msg.memoLabel).fill(text);
    await expect(form.getByText(`${text.length}/500`)).toBeVisible();
    await form.getByRole('button', { name: msg.memoRegister }).click();
    // Saved, the window closes itself (listened for before the click: it may close at once).
    await clickClosingWindow(popup, popup.getByRole('alertdialog').getByRole('button', { name: '확인' }));
    // The opener reloaded its history: the memo is the newest, editable.
    await expect(history.getByRole('listitem').first()).toContainText(text);
    const memos = await server(page, 'planner02', 'getCustMemoList', { kwkkey: row.kwkkey, custDiv: row.custDiv, offset: '0', size: '1' });
    expect(memos.memoList[0]).toMatchObject({ memo: text, memoDiv: '1', amntPsblYn: 'Y' });

    // What the customer agreed to opens in a window of its own, a public page.
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.custConsentTerms }).click()]);
    await expect(terms).toHaveURL(/\/myCstmr\/myCstmrView\/popAgreeInfo$/);
    for (const t of CONSENT_TERMS) await expect(terms.getByRole('heading', { name: new RegExp(t.title) })).toBeVisible();
    await terms.close();
  });
});

test.describe('planner01 on a desktop', () => {
  test.use({ signedInAs: 'planner01', viewport: { width: 1280, height: 860 } });

  test('the household window picks a contract customer’s child, and the detail switches to that customer', async ({ page, context }) => {
    const { list } = await server(page, 'planner01', 'getMyCstmrList', { offset: '0', size: '50', custDiv: '2' });
    // A prospect whose household (the same phone) holds a contract customer's child: the seed's look-alike pairs.
    let found: { row: { kwkkey: string; custDiv: '1' | '2' }; child: { chlnNm: string; kwkkey: string } } | null = null;
    for (const row of list) {
      const family = await server(page, 'planner01', 'getCustFamilyList', { kwkkey: row.kwkkey, custDiv: row.custDiv });
      const child = family.custFamilyList.find((m: { custDiv: string }) => m.custDiv === '1');
      if (child) {
        found = { row, child };
        break;
      }
    }
    expect(found).not.toBeNull();
    await page.goto(customerHref({ userId: 'planner01', kwkkey: found!.row.kwkkey, custDiv: found!.row.custDiv }));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.custFamilyButton }).click()]);
    await expect(popup).toHaveURL(/\/myCstmr\/myCstmrView\/familyInfo\?/);
    await clickClosingWindow(popup, popup.getByRole('button', { name: msg.familyPickOf(found!.child.chlnNm) }));
    await expect(page).toHaveURL(new RegExp(`kwkkey=${found!.child.kwkkey}&custDiv=1$`));
    await expect(page.getByText(found!.child.kwkkey, { exact: true })).toBeVisible();
  });
});

test.describe('planner01 on a desktop, a prospect without additional info', () => {
  test.use({ signedInAs: 'planner01', viewport: { width: 1280, height: 860 } });

  test('picks an address in the address window; the detail hears juso-selected; saved, the block hides', async ({ page, context }) => {
    const { list } = await server(page, 'planner01', 'getMyCstmrList', { offset: '0', size: '50', custDiv: '2' });
    let target: { kwkkey: string; custDiv: '1' | '2'; custNm: string } | null = null;
    for (const row of list) {
      const c = (await server(page, 'planner01', 'getMyCstmr', { kwkkey: row.kwkkey, custDiv: row.custDiv, onlyChild: 'Y' })).myCstmr;
      if (c.custDivDetail === 'SCD02' && c.kwgend === '' && c.kwsad1 === '') {
        target = { kwkkey: row.kwkkey, custDiv: row.custDiv, custNm: c.custNm };
        break;
      }
    }
    expect(target).not.toBeNull();
    const key = { kwkkey: target!.kwkkey, custDiv: target!.custDiv };
    await page.goto(customerHref({ userId: 'planner01', ...key }));
    const block = page.getByRole('form', { name: msg.addInfoTitle });
    await block.getByRole('button', { name: msg.addInfoSave }).click();
    await expect(page.getByRole('alertdialog')).toContainText(msg.addInfoEmpty);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    const [popup] = await Promise.all([context.waitForEvent('page'), block.getByRole('button', { name: msg.addInfoSearch }).click()]);
    await expect(popup).toHaveURL(/\/commonPopup\/postSearch/);
    await popup.getByRole('searchbox', { name: msg.jusoKeywordLabel }).fill('테헤란로');
    await popup.getByRole('searchbox', { name: msg.jusoKeywordLabel }).press('Enter');
    const first = popup.getByRole('list', { name: msg.jusoListLabel }).getByRole('radio').first();
    const roadAddr = (await first.getAttribute('aria-label'))!;
    await first.check();
    await clickClosingWindow(popup, popup.getByRole('button', { name: msg.jusoPick }));
    await expect(block).toContainText(roadAddr);
    // An address without its detail is refused with the spec's message.
    await block.getByRole('button', { name: msg.addInfoSave }).click();
    await expect(page.getByRole('alertdialog')).toContainText(msg.addInfoDetailRequired);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await block.getByLabel(msg.addInfoDetail).fill('101동 1203호');
    await block.getByRole('radio', { name: msg.custGenderNames.F }).check();
    await block.getByRole('button', { name: msg.addInfoSave }).click();
    await expect(block).toHaveCount(0);
    await expect(page.getByText(`(${msg.custGenderNames.F})`)).toBeVisible();
    const saved = (await server(page, 'planner01', 'getMyCstmr', { ...key, onlyChild: 'Y' })).myCstmr;
    expect([saved.kwgend, saved.kwsad1, saved.kwsad2]).toEqual(['F', roadAddr, '101동 1203호']);
  });
});

test.describe('planner01 on a desktop, a prospect’s children', () => {
  test.use({ signedInAs: 'planner01', viewport: { width: 1280, height: 860 } });

  test('adds a child in its own window; the detail hears add-children-result, saves the five slots and chooses it; then deletes it', async ({ page, context }) => {
    const { list } = await server(page, 'planner01', 'getMyCstmrList', { offset: '0', size: '50', custDiv: '2' });
    // A prospect with room for a child, from the server's own answers.
    let target: { kwkkey: string; custDiv: '1' | '2'; children: { chlnNm: string }[] } | null = null;
    for (const row of list) {
      const d = await server(page, 'planner01', 'getMyCstmr', { kwkkey: row.kwkkey, custDiv: row.custDiv });
      if (d.myCstmr.custDivDetail === 'SCD02' && d.children.length > 0 && d.children.length < 5) {
        target = { kwkkey: row.kwkkey, custDiv: row.custDiv, children: d.children };
        break;
      }
    }
    expect(target).not.toBeNull();
    await page.goto(customerHref({ userId: 'planner01', kwkkey: target!.kwkkey, custDiv: target!.custDiv }));
    const picker = page.getByRole('group', { name: msg.childPickerLabel });
    await expect(picker.getByRole('button', { name: new RegExp(`^${target!.children[0]!.chlnNm} [남여]`) })).toBeVisible();

    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.childAdd }).click()]);
    await expect(popup).toHaveURL(/\/myCstmr\/myCstmrView\/addChildren\?/);
    await popup.getByRole('radio', { name: msg.custGenderNames.F }).check();
    await popup.getByLabel(msg.childEditorBirth).fill('20190415');
    await popup.getByLabel(msg.childEditorName).fill('새봄');
    await clickClosingWindow(popup, popup.getByRole('button', { name: msg.childEditorAdd, exact: true }));
    // Saved in slot n+1 and chosen (spec 2 §4); the server holds it.
    const added = picker.getByRole('button', { name: /^새봄 여/ });
    await expect(added).toHaveAttribute('aria-pressed', 'true');
    const after = await server(page, 'planner01', 'getMyCstmr', { kwkkey: target!.kwkkey, custDiv: target!.custDiv, onlyChild: 'Y' });
    expect(after.children.map((k: { chlnNm: string }) => k.chlnNm)).toEqual([...target!.children.map((k) => k.chlnNm), '새봄']);

    // Deleted after the warning about the minute it takes; the last child is chosen again.
    await picker.getByRole('button', { name: msg.childDeleteOf('새봄') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('약 1분');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(picker.getByRole('button', { name: /^새봄 / })).toHaveCount(0);
    const last = target!.children[target!.children.length - 1]!;
    await expect(picker.getByRole('button', { name: new RegExp(`^${last.chlnNm} [남여]`) })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a branch head on a desktop', () => {
  test.use({ signedInAs: 'branch01', viewport: { width: 1440, height: 900 } });

  test('opens a member’s prospect, sees whose customer it is, and marks it a recruiting target', async ({ page }) => {
    const { list } = await server(page, 'branch01', 'getMyCstmrList', { offset: '0', size: '50', searchUserid: 'planner01', custDiv: '2' });
    const row = list.find((r: { custDivDetail: string }) => r.custDivDetail === 'SCD02');
    const key = { kwkkey: row.kwkkey, custDiv: row.custDiv, searchUserid: 'planner01' };
    const before = await server(page, 'branch01', 'getMyCstmr', key);
    await page.goto(customerHref({ userId: 'planner01', kwkkey: row.kwkkey, custDiv: row.custDiv }));
    await expect(page.getByText(msg.custOwnerLine(before.myCstmr.owner.username, before.myCstmr.owner.orgnzPstnNm))).toBeVisible();
    await expect(page.getByRole('navigation', { name: msg.custDetailTabsLabel }).getByRole('button')).toHaveText(
      sectionsFor('SCD02', 'COG01').map((k) => msg.custDetailTabs[k]),
    );
    const recruit = page.getByRole('checkbox', { name: msg.custRecruitLabel });
    const wasOn = before.myCstmr.rcrtYn === 'Y';
    await expect(recruit).toBeChecked({ checked: wasOn });
    await recruit.click();
    await expect(page.getByRole('alertdialog')).toContainText(wasOn ? msg.custRecruitDeleted : msg.custRecruitSaved);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).press('Enter');
    expect((await server(page, 'branch01', 'getMyCstmr', key)).myCstmr.rcrtYn).toBe(wasOn ? 'N' : 'Y');
    // And back, leaving the data as it was.
    await recruit.click();
    await expect(page.getByRole('alertdialog')).toContainText(wasOn ? msg.custRecruitSaved : msg.custRecruitDeleted);
    expect((await server(page, 'branch01', 'getMyCstmr', key)).myCstmr.rcrtYn).toBe(before.myCstmr.rcrtYn);
  });

  test('opens a member’s customer’s purchase history in its own window and pages through it by keyboard', async ({ page, context }) => {
    const { list } = await server(page, 'branch01', 'getMyCstmrList', { offset: '0', size: '50', searchUserid: 'planner01' });
    // The member's customer with the longest purchase history, by the server's answers.
    let best: { row: { kwkkey: string; custDiv: '1' | '2' }; total: number } | null = null;
    for (const row of list) {
      const d = await server(page, 'branch01', 'getMyCstmr', { kwkkey: row.kwkkey, custDiv: row.custDiv, searchUserid: 'planner01', onlyChild: 'Y' });
      const c = d.myCstmr;
      const buys = await server(page, 'branch01', 'getCustBuyInfoList', { searchUserid: 'planner01', tel1: c.tel1, tel2: c.tel2, tel3: c.tel3, offset: '0', size: '10' });
      if (!best || buys.totCnt > best.total) best = { row, total: buys.totCnt };
    }
    expect(best!.total).toBeGreaterThan(10);
    await page.goto(customerHref({ userId: 'planner01', kwkkey: best!.row.kwkkey, custDiv: best!.row.custDiv }));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: msg.custPurchasesButton }).click()]);
    await expect(popup).toHaveURL(/\/myCstmr\/myCstmrView\/buyInfo\?/);
    await expect(popup.getByText(msg.centreRecordsCount(best!.total))).toBeVisible();
    const marks = popup.getByRole('checkbox', { name: /이력 관리$/ });
    await expect(marks.first()).toBeVisible();
    await expect(async () => {
      await marks.last().press('End');
      await popup.mouse.wheel(0, 4000);
      expect(await marks.count()).toBe(best!.total);
    }).toPass({ timeout: 15_000 });
    await clickClosingWindow(popup, popup.getByRole('button', { name: msg.centreRecordsConfirm }));
  });
});
