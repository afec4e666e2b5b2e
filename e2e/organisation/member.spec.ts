// The member detail, profile and memo popup (spec 3 §2, §4, §5, §6) in a real browser against the real
// server: a branch head on a phone, in the Android shell, opens planner01 and reads the figures (compared
// with the server's own orgnz answers read through the API), writes, edits and deletes a private memo (the
// popup opens through the shell, which the test plays, and reports back as a page message), and opens the
// profile; a district head is refused a member of another district; on a PC the detail uses the width
// (two columns; planner02), writes a memo in a dialog beside it and opens the commission page with the SSO token.
// Axe on the detail, the profile and the memo popup. The memos written here are deleted before each test.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { orgViewHref } from '../../src/domain/organisation/pages';
import { apiCall, apiSession, shellCalls, withShell, relayPopupReport } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { expect, test } from '../support/test';

const HEAD = 'branch01';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const labelOf = (amount: number) => (amount > 3_000_000 ? '실활동' : amount > 0 ? '가동' : '미가동');
const monthName = (m: string) => `${Number(m.slice(0, 4))}년 ${Number(m.slice(4, 6))}월`;

/** A member as the branch head's calls answer: the member, this month's performance and activity. */
async function serverView(request: APIRequestContext, userid: string) {
  const { authToken } = await apiSession(request, HEAD);
  const { akdcde } = (await apiSession(request, userid)) as unknown as { akdcde: string };
  const ask = async (path: string, form: Record<string, string> = {}) => {
    const a = await apiCall(request, authToken, path, { targetId: akdcde, ...form });
    expect(a.rt, path).toBe('success');
    return a.data;
  };
  const member = await ask('orgnz/detail');
  const [perform, activity] = await Promise.all([ask('orgnz/perform', { gubun: member.gubun }), ask('orgnz/activity')]);
  // Start clean: no memo of the branch head's about them (each test has a member of its own).
  for (const m of (await ask('orgnz/memoList')).list as { sqno: number }[]) await apiCall(request, authToken, 'orgnz/memoDelete', { sqno: String(m.sqno) });
  return { akdcde, member, perform, activity, ask };
}

const detail = (page: Page, name: string) => page.getByRole('region', { name: msg.memberDetailLabel(name) });
const memoBlock = (page: Page) => page.getByRole('region', { name: msg.memberMemos });

/** Plays the shell for the memo popup the detail asked for: opens it, writes, relays its report. */
async function throughMemoPopup(page: Page, context: BrowserContext, text: string, button: string) {
  let url = '';
  await expect
    .poll(async () => (url = (await shellCalls(page)).filter((c) => c.action === 'openNewPage').map((c) => String(c.payload.url)).at(-1) ?? ''))
    .toMatch(/\/orgStatus\/orgStatusView\/memo\?targetId=/);
  const popup = await context.newPage();
  await withShell(popup, 'AND');
  await popup.goto(url);
  const form = popup.getByRole('form', { name: msg.orgMemoEditorTitle });
  const box = form.getByLabel(msg.orgMemoLabel);
  await expect(box).toBeEnabled();
  expect(await seriousAxeFindings(popup)).toEqual([]);
  await box.fill(text);
  await expect(form).toContainText(`${[...text].reduce((n, ch) => n + (ch.charCodeAt(0) > 127 ? 2 : 1), 0)}/1000Byte`);
  await form.getByRole('button', { name: button }).click();
  await popup.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  const report = await relayPopupReport(popup, page);
}

test.describe('a branch head on a phone in the Android shell', () => {
  test.use({ signedInAs: HEAD });

  test('reads planner01’s figures, writes, edits and deletes a memo, opens the profile', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const { akdcde, member, perform, activity } = await serverView(request, 'planner01');
    await withShell(page, 'AND');
    await page.goto(orgViewHref({ targetId: akdcde, gubun: member.gubun, akdnam: member.akdnam }));
    const view = detail(page, member.akdnam);
    await expect(view.getByRole('heading', { level: 2 })).toHaveText(`${member.akdnam} ${member.akdcde}`);
    await expect(view).toContainText(`${member.gnrlName} · ${member.cntrName}`);
    const month = monthName(perform.yyyymm);
    await expect(view.getByRole('region', { name: msg.memberPerform(month) })).toContainText(`${won(perform.perform)}${labelOf(perform.perform)}`);
    const counts = view.getByRole('region', { name: msg.memberActivity(month) });
    await expect(counts).toContainText(`${msg.memberMeet}${activity.activityInfo.meetCnt}일`);
    await expect(counts).toContainText(`${msg.memberSource}${activity.activityInfo.custmCnt}건`);
    await expect(counts).toContainText(`KED-I${activity.activityInfo.kedICnt}건`);
    await expect(view.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^Lv[1-5]$/);
    await expect(view.getByRole('button', { name: msg.memberNextMonth })).toBeDisabled();
    await expect(memoBlock(page)).toContainText(msg.orgMemoEmpty);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // 전화 hands the number to the shell.
    await view.getByRole('button', { name: msg.memberCall(member.akdnam) }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'dial').map((c) => c.payload.phone)).toEqual([member.hpno.replace(/\D/g, '')]);

    // Write, through the popup.
    await memoBlock(page).getByRole('button', { name: msg.memberMemoWrite }).click();
    await throughMemoPopup(page, context, '다음 주 동행 상담 예정', msg.orgMemoRegister);
    await expect(memoBlock(page).getByRole('listitem')).toHaveCount(1);
    await expect(memoBlock(page).getByRole('listitem')).toContainText('다음 주 동행 상담 예정');

    // Edit it.
    await memoBlock(page).getByRole('button', { name: new RegExp(`^${msg.memberMemoEdit}:`) }).click();
    await throughMemoPopup(page, context, ' 동행 상담 일정 변경', msg.orgMemoModify);
    await expect(memoBlock(page).getByRole('listitem')).toContainText('동행 상담 일정 변경');

    // Delete it after confirming.
    await memoBlock(page).getByRole('button', { name: new RegExp(`^${msg.memberMemoDelete}:`) }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(msg.orgMemoConfirmDelete);
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(msg.orgMemoDeleted);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(memoBlock(page)).toContainText(msg.orgMemoEmpty);

    // The profile.
    await view.getByRole('link', { name: msg.memberProfileLink }).click();
    await expect(page).toHaveURL(/\/orgStatus\/orgStatusView\/profileDetails\?targetId=/);
    const profile = page.getByRole('region', { name: msg.profileTitle });
    await expect(profile.getByRole('heading', { level: 2 })).toHaveText(member.akdnam);
    await expect(profile).toContainText(`${msg.profileChawol}${member.chawol}차월`);
    await expect(profile).toContainText(`${msg.profileType}${/^0+$/.test(member.akdst) ? '신규' : '복직'}`);
    await expect(profile.getByRole('link', { name: msg.profileCard })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe('a district head', () => {
  test.use({ signedInAs: 'district01' });

  test('cannot open a member of another district', async ({ page, request }) => {
    const { akdcde } = (await apiSession(request, 'planner07')) as unknown as { akdcde: string };
    const { authToken } = await apiSession(request, 'district01');
    const refusal = await apiCall(request, authToken, 'orgnz/detail', { targetId: akdcde });
    expect(refusal.rt).toBe('forbidden');
    await page.goto(orgViewHref({ targetId: akdcde }));
    await expect(page.getByRole('alert')).toHaveText((refusal as { rtMsg?: string }).rtMsg!);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  });
});

test.describe('a branch head on a PC', () => {
  test.use({ signedInAs: HEAD, viewport: { width: 1280, height: 860 } });

  test('the detail uses the width; a memo is written in a dialog beside it; the commission page opens with the token', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const { akdcde, member, ask } = await serverView(request, 'planner02');
    await page.goto(orgViewHref({ targetId: akdcde, gubun: member.gubun, akdnam: member.akdnam }));
    const view = detail(page, member.akdnam);
    await expect(view.getByRole('heading', { level: 2 })).toBeVisible();
    // Two columns: the progress card and the month's figures side by side.
    const progress = await view.locator('.member-progress').boundingBox();
    const month = await view.locator('.member-month-block').boundingBox();
    expect(progress!.x).not.toBe(month!.x);
    expect(Math.abs(progress!.y - month!.y)).toBeLessThan(40);

    await memoBlock(page).getByRole('button', { name: msg.memberMemoWrite }).click();
    const dialog = page.getByRole('dialog', { name: msg.orgMemoEditorTitle });
    await expect(dialog.getByLabel(msg.orgMemoLabel)).toBeEnabled();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByLabel(msg.orgMemoLabel).fill('PC에서 쓴 메모');
    await dialog.getByRole('button', { name: msg.orgMemoRegister }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(memoBlock(page).getByRole('listitem')).toContainText('PC에서 쓴 메모');
    expect(((await ask('orgnz/memoList')).list as { cntn: string }[]).map((m) => m.cntn)).toEqual(['PC에서 쓴 메모']);

    // The commission page of the ordering site, in a new tab, with the single-sign-on token.
    const [tab] = await Promise.all([context.waitForEvent('page'), view.getByRole('button', { name: msg.memberCommission }).click()]);
    await expect(tab.getByText('로그인 정보와 함께 열림')).toBeVisible();
    await expect(tab).toHaveURL(/\/commission\?.*token=/);
    await tab.close();
  });
});
