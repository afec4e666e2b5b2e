// Issue 18, with the network dropped: a leader's private memo about a member written, edited and deleted (the
// member detail on a PC, its memo dialog), a monthly sales plan saved (/mypage/bsnPlnReg), a plan requested by a
// branch head (/mypage/headBsnPlnList) and a survey submitted (/mypage/surveyView). Each way of dropping it:
// before the server (the call aborted, or offline mode) and after the server acted (its answer lost). The screen
// goes on as after a sent save, the pill says the save waits and /outbox lists it with its label; after
// reconnecting nothing waits and the server holds exactly one copy, read through the API: a replayed edit bumps
// the memo's version once, a replayed delete or request is not refused as gone or already requested, the member
// gets one request alert. Every test runs as accounts of its own (e2e/outbox/own-user.ts): a branch head and a
// member below them where a leader is needed, so no other spec reads or counts their records.
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CLOCK_START } from '../../playwright.config';
import { msg } from '../../src/domain/messages';
import { orgViewHref } from '../../src/domain/organisation/pages';
import type { Position } from '../../src/domain/shared/roles';
import { admin } from '../support/app';
import { expect, test } from '../support/test';
import { callsAs, dropNetwork, expectNothingWaits, expectQueued, ok, outboxEntry, ownUser, pill, signIn, type Drop, type OwnUser } from './own-user';

const dialog = (page: Page) => page.getByRole('alertdialog');
const push = admin('app');
let members = 0;

/** A staff account below `leader` (users.manager_userid), in the leader's centre and branch. */
async function memberOf(leader: OwnUser, name: string, position: Position = 'COG03'): Promise<OwnUser & { akdcde: string }> {
  const userId = `obm${Date.now().toString(36)}${(members++).toString(36)}${process.pid.toString(36)}`.slice(0, 18);
  const result = await push('user/add', {
    userId,
    fields: {
      name,
      position,
      akdcde: userId,
      cntrCd: `C${leader.userId}`,
      cntrNm: '검사센터',
      brncCd: `B${leader.userId}`,
      brncNm: '검사지점',
      akdrnk: '3',
      akdmi3: 'GN99',
      phone: '010-9999-0001',
      manager: leader.userId,
    },
  });
  return { userId, password: String(result.initialPassword), akdcde: userId };
}

/**
 * The save waits: /outbox (opened through the pill) lists it under `label`; once the network is back it is
 * sent and nothing waits. Offline, the list's own code cannot load (no service worker in these tests): it is
 * read once back online.
 */
async function listedThenSent(page: Page, how: Drop, label: string, restore: () => Promise<void>) {
  if (how === 'offline') {
    await restore();
    await expectNothingWaits(page);
    await page.goto('/outbox');
  } else {
    await pill(page).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(outboxEntry(page, label)).toHaveCount(1);
    await expect(outboxEntry(page, label)).not.toContainText(msg.outboxSent);
    await restore();
    await expectNothingWaits(page);
  }
  await expect(outboxEntry(page, label)).toHaveCount(1);
  await expect(outboxEntry(page, label)).toContainText(msg.outboxSent);
  await expect(page.getByText(msg.outboxEmpty)).toBeVisible();
}

/** Offline mode once the outbox's code has arrived; gives the network back (the browser's `online` event). */
async function offline(page: Page, outboxCode: Promise<unknown>): Promise<() => Promise<void>> {
  await outboxCode;
  await page.context().setOffline(true);
  return () => page.context().setOffline(false);
}

test.describe('a leader’s memo about a member, on a PC', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  /** A branch head of its own and a member below them; the detail's address and the head's memos about them. */
  async function leaderWithMember(page: Page, request: APIRequestContext) {
    const leader = await ownUser('obmemo', 'COG01');
    const member = await memberOf(leader, '메모조직원');
    const call = callsAs(request, leader);
    const detail = await ok(call('orgnz/detail', { targetId: member.akdcde }));
    await signIn(page.context(), request, leader);
    const memos = async (): Promise<{ sqno: number; cntn: string; version: number }[]> => (await ok(call('orgnz/memoList', { targetId: member.akdcde }))).list;
    const write = async (contents: string) => (await ok(call('orgnz/memoSave', { sqno: '0', targetId: member.akdcde, contents }))).sqno as number;
    return { href: orgViewHref({ targetId: member.akdcde, gubun: detail.gubun, akdnam: detail.akdnam }), memos, write };
  }
  const memoBlock = (page: Page) => page.getByRole('region', { name: msg.memberMemos, exact: true });
  const editor = (page: Page) => page.getByRole('dialog', { name: msg.orgMemoEditorTitle });

  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`a memo written with the network dropped (${how}) is kept, then lands once`, async ({ page, request }) => {
      const { href, memos } = await leaderWithMember(page, request);
      await page.goto(href);
      await expect(memoBlock(page)).toContainText(msg.orgMemoEmpty);
      const restore = await dropNetwork(page, 'orgnz/memoSave', how);
      await memoBlock(page).getByRole('button', { name: msg.memberMemoWrite }).click();
      await editor(page).getByLabel(msg.orgMemoLabel).fill('대기열 메모');
      await editor(page).getByRole('button', { name: msg.orgMemoRegister }).click();
      await expect(dialog(page)).toContainText(msg.orgMemoConfirmNew);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(editor(page)).toHaveCount(0);
      await expectQueued(page);

      await listedThenSent(page, how, msg.outboxLabelMemo, restore);
      expect((await memos()).map((m) => [m.cntn, m.version])).toEqual([['대기열 메모', 1]]);
      await page.goto(href);
      await expect(memoBlock(page).getByRole('listitem')).toHaveCount(1);
      await expect(memoBlock(page).getByRole('listitem')).toContainText('대기열 메모');
    });

  // Before the server by aborting the call: offline, the list the detail reads again after the save fails with
  // the network message over the screen (see the report of issue 18's e2e: org-memos.machine.ts, reloading).
  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`a memo edited with the network dropped (${how}) is kept, then changes once`, async ({ page, request }) => {
      const { href, memos, write } = await leaderWithMember(page, request);
      const sqno = await write('처음 메모');
      await page.goto(href);
      await expect(memoBlock(page).getByRole('listitem')).toContainText('처음 메모');
      await memoBlock(page).getByRole('button', { name: new RegExp(`^${msg.memberMemoEdit}:`) }).click();
      const box = editor(page).getByLabel(msg.orgMemoLabel);
      await expect(box).toHaveValue('처음 메모');
      const restore = await dropNetwork(page, 'orgnz/memoSave', how);
      await box.fill('고친 메모');
      await editor(page).getByRole('button', { name: msg.orgMemoModify }).click();
      await expect(dialog(page)).toContainText(msg.orgMemoConfirmEdit);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(editor(page)).toHaveCount(0);
      await expectQueued(page);

      await listedThenSent(page, how, msg.outboxLabelMemo, restore);
      // One change: the version read (1) bumped once, not refused as a conflict by a replay.
      expect((await memos()).map((m) => [m.sqno, m.cntn, m.version])).toEqual([[sqno, '고친 메모', 2]]);
      await page.goto(href);
      await expect(memoBlock(page).getByRole('listitem')).toHaveCount(1);
      await expect(memoBlock(page).getByRole('listitem')).toContainText('고친 메모');
    });

  for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
    test(`a memo deleted with the network dropped (${how}) leaves the list, then is deleted once`, async ({ page, request }) => {
      const { href, memos, write } = await leaderWithMember(page, request);
      await write('남길 메모');
      await write('지울 메모');
      await page.goto(href);
      await expect(memoBlock(page).getByRole('listitem')).toHaveCount(2);
      const restore = await dropNetwork(page, 'orgnz/memoDelete', how);
      await memoBlock(page).getByRole('listitem').filter({ hasText: '지울 메모' }).getByRole('button', { name: new RegExp(`^${msg.memberMemoDelete}:`) }).click();
      await expect(dialog(page)).toContainText(msg.orgMemoConfirmDelete);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText(msg.orgMemoDeleted);
      await expectQueued(page);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(memoBlock(page).getByRole('listitem')).toHaveCount(1);
      await expect(memoBlock(page).getByRole('listitem')).toContainText('남길 메모');

      await listedThenSent(page, how, msg.outboxLabelMemoDelete, restore);
      expect((await memos()).map((m) => m.cntn)).toEqual(['남길 메모']);
    });
});

test.describe('sales plans', () => {
  // The app reads the time from the browser's clock: the server's day (inside March's write window).
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(E2E_CLOCK_START)));
  const GOALS = ['전집', '멤버쉽', '프리패스', '기타', '소스', '진단서비스', '기존상담', '신규상담'];

  for (const how of ['offline', 'after'] as const satisfies readonly Drop[])
    test(`March’s plan saved with the network dropped (${how}) is kept, then saved once`, async ({ page, request }) => {
      const user = await ownUser('obbsnpln');
      const call = callsAs(request, user);
      expect((await ok(call('bsnPln/existInfo', { planYr: '2026', planMn: '03' }))).stat).toBe('S');
      await signIn(page.context(), request, user);
      // The outbox's code has arrived before the device goes offline (own-user.ts outboxLoaded reads the
      // resource timings, which the page's fake clock hides).
      const outboxCode = page.waitForResponse((r) => r.url().includes('/assets/outbox-actors-'));
      // From the list, as a planner goes: the list the form returns to has its code (offline none could load).
      await page.goto('/mypage/bsnPlnList');
      await page.getByRole('button', { name: msg.planNew }).click();
      await expect(page.getByRole('heading', { level: 2, name: '2026년 3월 영업활동계획' })).toBeVisible();
      for (const [i, label] of GOALS.entries()) await page.getByRole('textbox', { name: label, exact: true }).fill(String(i + 1));
      const restore = how === 'offline' ? await offline(page, outboxCode) : await dropNetwork(page, 'bsnPln/save', how);
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await expect(dialog(page)).toContainText('영업활동계획을 등록 하시겠습니까?');
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText('등록되었습니다.');
      await expectQueued(page);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/mypage\/bsnPlnList$/);

      await listedThenSent(page, how, msg.outboxLabelBusinessPlan, restore);
      const { list } = (await ok(call('bsnPln/list', { offset: '0', size: '10', searchYear: '2026' }))) as { list: { planYrmn: string; sqno: number }[] };
      const march = list.filter((r) => r.planYrmn === '202603');
      expect(march).toHaveLength(1);
      const exist = await ok(call('bsnPln/existInfo', { planYr: '2026', planMn: '03' }));
      expect([exist.stat, exist.sqno]).toEqual(['C', march[0]!.sqno]);
      expect((await ok(call('bsnPln/info', { sqno: String(march[0]!.sqno) }))).cmclGoalAmt).toBe(1);
    });

  test.describe('a branch head on a PC', () => {
    test.use({ viewport: { width: 1280, height: 860 } });

    for (const how of ['before', 'after'] as const satisfies readonly Drop[])
      test(`a plan requested with the network dropped (${how}) shows 요청중, then is requested once`, async ({ page, request }) => {
        const head = await ownUser('obbsnreq', 'COG01');
        const member = await memberOf(head, '요청조직원');
        const asHead = callsAs(request, head);
        const asMember = callsAs(request, member);
        await signIn(page.context(), request, head);
        await page.goto('/mypage/headBsnPlnList');
        const ask = page.getByRole('button', { name: '요청조직원 영업활동계획 요청: 요청', exact: true });
        await expect(ask).toBeEnabled();
        const restore = await dropNetwork(page, 'bsnPln/request', how);
        await ask.click();
        await expect(dialog(page)).toHaveText(/영업활동계획을 요청 하시겠습니까\?/);
        await dialog(page).getByRole('button', { name: '확인' }).click();
        await expect(page.getByRole('button', { name: '요청조직원 영업활동계획 요청: 요청중', exact: true })).toBeDisabled();
        await expectQueued(page);

        await listedThenSent(page, how, msg.outboxLabelBusinessPlanRequest, restore);
        const { list } = (await ok(asHead('bsnPln/headList', { offset: '0', size: '10', searchYear: '2026', searchMonth: '03' }))) as { list: { userId: string; stat: string }[] };
        expect(list.map((r) => [r.userId, r.stat])).toEqual([[member.userId, 'R']]);
        const own = (await ok(asMember('bsnPln/list', { offset: '0', size: '10', searchYear: '2026' }))).list as { planYrmn: string; stat: string }[];
        expect(own.filter((r) => r.planYrmn === '202603').map((r) => r.stat)).toEqual(['R']);
        const alerts = (await ok(asMember('alarm', { page: '1' }))).list as { titl: string }[];
        expect(alerts.filter((a) => a.titl === '영업활동계획 요청')).toHaveLength(1);
      });
  });
});

test.describe('a survey', () => {
  const TITLE = '전문교육 만족도 조사';
  const SCALE = '전문교육 과정에 전반적으로 만족한다.';
  const CHOICE = '가장 도움이 된 과정은 무엇입니까?';
  const OPINION = '교육 과정에 대한 의견을 적어 주세요.';

  for (const how of ['before', 'after'] as const satisfies readonly Drop[])
    test(`submitted with the network dropped (${how}) is kept, then answered once`, async ({ page, request }) => {
      const user = await ownUser('obsurvey');
      const call = callsAs(request, user);
      const survey = ((await ok(call('survey/list', { searchYear: '2026', offset: '0', size: '50' }))).list as { srvySqno: number; titl: string; status: string; comStatus: string }[]).find(
        (r) => r.titl === TITLE,
      )!;
      expect([survey.status, survey.comStatus]).toEqual(['ing', 'non']);
      await signIn(page.context(), request, user);
      await page.goto('/mypage/surveyList');
      const row = page.getByRole('list', { name: '설문조사 목록' }).getByRole('listitem').filter({ hasText: TITLE });
      await row.getByRole('link').click();
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await page.getByRole('group', { name: SCALE }).getByRole('radio', { name: '4' }).check();
      await page.getByRole('group', { name: CHOICE }).getByRole('radio', { name: '상담 화법 기초' }).check();
      await page.getByRole('group', { name: OPINION }).getByRole('textbox').fill('대기열에서 보낸 의견');
      const restore = await dropNetwork(page, 'survey/save', how);
      await page.getByRole('button', { name: '제출하기' }).click();
      await expect(dialog(page)).toContainText('설문을 제출 하시겠습니까?');
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(dialog(page)).toContainText('작성 설문은 마이페이지에서 확인이 가능합니다.');
      await expectQueued(page);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/mypage\/surveyList$/);

      await listedThenSent(page, how, msg.outboxLabelSurvey, restore);
      const after = ((await ok(call('survey/list', { searchYear: '2026', offset: '0', size: '50' }))).list as { srvySqno: number; comStatus: string }[]).filter((r) => r.srvySqno === survey.srvySqno);
      expect(after.map((r) => r.comStatus)).toEqual(['done']);
      const held = (await ok(call('survey/view', { srvySqno: String(survey.srvySqno) }))) as {
        list: { itemSqno: number; titl: string }[];
        optionList: { itemSqno: number; cntn: string; userPick: string; rply: string }[];
      };
      const picked = (titl: string) => held.optionList.filter((o) => o.itemSqno === held.list.find((q) => q.titl === titl)!.itemSqno && o.userPick !== '');
      expect(picked(SCALE).map((o) => o.cntn)).toEqual(['4']);
      expect(picked(CHOICE).map((o) => o.cntn)).toEqual(['상담 화법 기초']);
      expect(held.optionList.filter((o) => o.itemSqno === held.list.find((q) => q.titl === OPINION)!.itemSqno).map((o) => o.rply)).toEqual(['대기열에서 보낸 의견']);
    });
});
