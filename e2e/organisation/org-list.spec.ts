// The organisation list (spec 3 §2, §5, §6) in a real browser against the real server, per role: a branch
// head on a phone comes from the side menu and the home card's figures, searches and sorts; in the Android
// shell the detail search popup opens through the shell, tells the list what was chosen and closes; on a
// PC the list is a table sorted by its headers, filtered in a dialog and walked with the keyboard, the
// member shown beside it; a district head sees only their district; a planner is refused and sent back.
// Expected rows are the server's own orgnz/list answers, read through the API as the app reads them.
import type { APIRequestContext, Page } from '@playwright/test';
import { codesOf, listFields } from '../../machines/organisation/org-list.filters';
import type { OrgListRow } from '../../src/domain/organisation/contract';
import { msg } from '../../src/domain/messages';
import { orgDetailedSearchHref, ORG_LIST_PATH } from '../../src/domain/organisation/pages';
import { NO_FILTERS, presetFilters, type OrgFilters } from '../../src/domain/organisation/rules';
import { apiCall, apiSession, shellCalls, withShell } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { expect, openHome, test } from '../support/test';

type ListAnswer = { list: OrgListRow[]; totCnt: number };

/** orgnz/list's first page for `userid` and these filters, as the server answers the app. */
async function serverList(request: APIRequestContext, userid: string, f: OrgFilters): Promise<ListAnswer> {
  const { authToken } = await apiSession(request, userid);
  const answer = await apiCall(request, authToken, 'orgnz/list', { offset: '0', size: '10', ...listFields(f) });
  expect(answer.rt).toBe('success');
  return answer.data as ListAnswer;
}

const listRegion = (page: Page) => page.getByRole('region', { name: msg.orgStatusListLabel });
const cards = (page: Page) => page.getByRole('list', { name: msg.orgStatusListLabel }).getByRole('listitem');
const tableRows = (page: Page) => page.getByRole('table', { name: msg.orgStatusListLabel }).locator('tbody tr');

/** The members shown, by name, in the server's order, with the total. */
async function expectMembers(page: Page, answer: ListAnswer, rows: ReturnType<typeof cards>) {
  await expect(listRegion(page)).toContainText(msg.orgStatusTotal(answer.totCnt));
  if (answer.list.length === 0) return expect(page.getByText(msg.orgListEmpty)).toBeVisible();
  await expect(rows).toHaveCount(answer.list.length);
  for (const [i, r] of answer.list.entries()) await expect(rows.nth(i)).toContainText(r.akdnam);
}

test.describe('a branch head on a phone', () => {
  test.use({ signedInAs: 'branch01' });

  test('from the side menu: every member below, searched by name and by employee number, sorted; axe finds nothing serious', async ({ page, request }) => {
    const all = await serverList(request, 'branch01', NO_FILTERS);
    await openHome(page);
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '조직현황보기' }).click();
    await expect(page).toHaveURL(new RegExp(`${ORG_LIST_PATH}$`));
    await expectMembers(page, all, cards(page));
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Typing beyond 11 characters is refused (spec 3 §5).
    const box = page.getByRole('searchbox', { name: msg.orgStatusSearchLabel });
    await box.fill('');
    await box.pressSequentially('010123456789');
    await expect(box).toHaveValue('01012345678');
    const someone = all.list[all.list.length - 1]!;
    for (const keyword of [someone.akdnam, someone.akdcde]) {
      await box.fill(keyword);
      await box.press('Enter');
      await expectMembers(page, await serverList(request, 'branch01', { ...NO_FILTERS, keyword }), cards(page));
      await expect(cards(page).first()).toContainText(someone.akdnam);
    }
    await box.fill('없는조직원');
    await page.getByRole('button', { name: msg.orgStatusSearch, exact: true }).click();
    await expect(page.getByText(msg.orgListEmpty)).toBeVisible();

    await box.fill('');
    await box.press('Enter');
    await page.getByRole('combobox', { name: msg.orgStatusSortLabel }).selectOption('akdcde');
    await expectMembers(page, await serverList(request, 'branch01', { ...NO_FILTERS, ordrType: 'akdcde' }), cards(page));

    // A member opens the member detail.
    await cards(page).first().getByRole('button').click();
    await expect(page).toHaveURL(/\/orgStatus\/orgStatusView\?targetId=/);
  });

  test('the home card’s figures lead to the list with their option, shown as chips that clear', async ({ page, request }) => {
    await openHome(page);
    const card = page.getByRole('region', { name: '월간 조직 현황' });
    await card.getByRole('link', { name: /^실활동 \(300만 초과\) \d+명 조직원 보기$/ }).click();
    await expect(page).toHaveURL(`${ORG_LIST_PATH}?option=sil`);
    const chips = page.getByRole('list', { name: msg.orgStatusFilters });
    await expect(chips.getByRole('listitem').first()).toHaveText(/실활동/);
    await expectMembers(page, await serverList(request, 'branch01', presetFilters('sil')), cards(page));
    await chips.getByRole('button', { name: msg.orgStatusClearFilter('실활동') }).click();
    await expect(chips).toHaveCount(0);
    await expectMembers(page, await serverList(request, 'branch01', NO_FILTERS), cards(page));

    await page.goBack();
    await card.getByRole('link', { name: /^미가동 \d+명 조직원 보기$/ }).click();
    await expect(page).toHaveURL(`${ORG_LIST_PATH}?option=sil2`);
    await expect(page.getByRole('combobox', { name: msg.orgStatusSortLabel })).toHaveValue('akdcde');
    await expectMembers(page, await serverList(request, 'branch01', presetFilters('sil2')), cards(page));
  });
});

test.describe('a branch head in the Android shell', () => {
  test.use({ signedInAs: 'branch01' });

  test('the detail search popup opens through the shell; its report filters the list', async ({ page, request }) => {
    await withShell(page, 'AND');
    await page.goto(`${ORG_LIST_PATH}?option=sil`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^상세검색/ }).click();
    await expect
      .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'openNewPage').map((c) => new URL(String(c.payload.url)).pathname + new URL(String(c.payload.url)).search))
      .toEqual([orgDetailedSearchHref({ gubun: [], chawol: [], gadong: ['2'] })]);
    // The popup's report, as the shell hands it to the page that opened it.
    const reported = { gubun: ['COG03', 'COG04'], chawol: [], gadong: ['2'] };
    await page.evaluate((data) => (window as any).__fakeShell.emit({ type: 'event', name: 'pageMessage', data: { data } }), { event: 'org-detail-searched', ...reported });
    const chips = page.getByRole('list', { name: msg.orgStatusFilters });
    await expect(chips.getByRole('listitem')).toHaveText(['1급✕', '2급✕', '실활동✕', msg.orgStatusClearFilters]);
    await expectMembers(page, await serverList(request, 'branch01', { ...presetFilters('sil'), ...codesOf(reported) }), cards(page));
  });

  test('the popup page: prefilled, reset, checked, 검색 tells the list and closes; axe finds nothing serious', async ({ page }) => {
    await withShell(page, 'AND');
    await page.goto(orgDetailedSearchHref({ gubun: ['COG03'], chawol: ['1'], gadong: [] }));
    const form = page.getByRole('form', { name: msg.orgDetailTitle });
    await expect(form.getByRole('checkbox', { name: '1급' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '1차월' })).toBeChecked();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: msg.orgDetailReset }).click();
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await form.getByRole('checkbox', { name: '파트너' }).check();
    await form.getByRole('checkbox', { name: '7차월 이상' }).check();
    await form.getByRole('checkbox', { name: '미가동' }).check();
    await form.getByRole('button', { name: msg.orgDetailSearch }).click();
    await expect
      .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'sendToParent' || c.action === 'close').map((c) => [c.action, c.payload.data ?? null]))
      .toEqual([
        ['sendToParent', { event: 'org-detail-searched', gubun: ['COG06'], chawol: ['7'], gadong: ['0'] }],
        ['close', null],
      ]);
  });
});

test.describe('a branch head on a PC', () => {
  test.use({ signedInAs: 'branch01', viewport: { width: 1440, height: 900 } });

  test('a table sorted by its headers, filtered in the dialog, walked with the keyboard; the member beside it', async ({ page, request }) => {
    await page.goto(ORG_LIST_PATH);
    const all = await serverList(request, 'branch01', NO_FILTERS);
    await expectMembers(page, all, tableRows(page));
    const amount = page.getByRole('columnheader', { name: msg.orgStatusAmount });
    const code = page.getByRole('columnheader', { name: msg.orgStatusCode });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await code.getByRole('button').click();
    await expect(code).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    const bySort = await serverList(request, 'branch01', { ...NO_FILTERS, ordrType: 'akdcde' });
    await expectMembers(page, bySort, tableRows(page));
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The detail search as a dialog over the list.
    await page.getByRole('button', { name: /^상세검색/ }).click();
    const dialog = page.getByRole('dialog', { name: msg.orgDetailTitle });
    await dialog.getByRole('checkbox', { name: '실활동' }).check();
    await dialog.getByRole('checkbox', { name: '가동', exact: true }).check();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: msg.orgDetailSearch }).click();
    await expect(dialog).toHaveCount(0);
    const filtered = await serverList(request, 'branch01', { ...NO_FILTERS, ordrType: 'akdcde', gadong: ['1', '2'] });
    await expectMembers(page, filtered, tableRows(page));
    await expect(page.getByRole('button', { name: msg.orgStatusDetailCount(2) })).toBeVisible();

    // The keyboard: from the first row the arrows move, Enter shows that member beside the list.
    const first = tableRows(page).first().getByRole('button');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = filtered.list[1] ?? filtered.list[0]!;
    await expect(page.getByRole('button', { name: second.akdnam, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const pane = page.getByRole('complementary', { name: msg.orgStatusPane });
    await expect(pane).toContainText(second.akdnam);
    await expect(page.getByRole('button', { name: second.akdnam, exact: true })).toHaveAttribute('aria-current', 'true');
    const [list, side] = await Promise.all([listRegion(page).boundingBox(), pane.boundingBox()]);
    expect(list!.x + list!.width).toBeLessThanOrEqual(side!.x);
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
  });
});

test.describe('a district head', () => {
  test.use({ signedInAs: 'district01' });

  test('sees only their district', async ({ page, request }) => {
    const own = await serverList(request, 'district01', NO_FILTERS);
    const branch = await serverList(request, 'branch01', NO_FILTERS);
    const other = await serverList(request, 'district02', NO_FILTERS);
    expect(own.totCnt).toBeLessThan(branch.totCnt);
    expect(other.list.length).toBeGreaterThan(0);
    await page.goto(ORG_LIST_PATH);
    await expectMembers(page, own, cards(page));
    for (const r of other.list) await expect(listRegion(page)).not.toContainText(r.akdnam);
  });
});

test.describe('a planner', () => {
  test.use({ signedInAs: 'planner01' });

  test('is refused and sent back where they came from', async ({ page }) => {
    await openHome(page);
    await page.goto(`${ORG_LIST_PATH}?option=sil`);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toHaveText(new RegExp(msg.orgNoPermission));
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });
});
