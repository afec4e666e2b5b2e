// The plan form (spec 3 §2 plan form, §4 write window, §5, §8) in a real browser against the real server on its
// day, 2026-03-12 08:30 KST — inside March's late window: master01 writes March's plan (the goals' alerts in the
// spec's order with the focus moved, separators, the memo's byte limit, confirm, success, the list shows it);
// planner01 edits March's saved plan (counts locked) and finds February's closed to edits; planner03 writes the
// plan the branch head requested; a partner is refused; on a PC the goals and the periods share the width.
import type { Page } from '@playwright/test';
import { E2E_CLOCK_START } from '../../playwright.config';
import { plansMessages as m } from '../../src/domain/plans/messages';
import { seriousAxeFindings } from '../support/axe';
import { alreadySeen, apiCall, apiSession, shellCalls, withShell } from '../support/app';
import { expect, openHome, test } from '../support/test';

// The app reads the time from the browser's clock: the server's day and minute.
test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(E2E_CLOCK_START)));

const ALERTS = ['전집', '멤버쉽', '프리패스', '기타', '소스', '진단서비스', '기존상담', '신규상담'];
const dialog = (page: Page) => page.getByRole('alertdialog');
const goal = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function existInfo(page: Page, id: string, planYr: string, planMn: string) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'bsnPln/existInfo', { planYr, planMn });
  expect(r.rt).toBe('success');
  return r.data as { sqno: number; stat: string };
}

async function open(page: Page, id: string, query = '') {
  await alreadySeen(page, id, { medals: true, popups: true });
  await page.goto(`/mypage/bsnPlnReg${query}`);
}

async function confirmAndSucceed(page: Page, action: '등록' | '수정') {
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog(page)).toContainText(`영업활동계획을 ${action} 하시겠습니까?`);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText(`${action}되었습니다.`);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mypage\/bsnPlnList$/);
}

// master01, not planner02: the plan-list spec has the branch head request planner02's March plan.
test.describe('master01 (no March plan yet)', () => {
  test.use({ signedInAs: 'master01' });
  test('writes March’s plan: the goals’ alerts in order, separators, the memo’s limit, confirm, then the list', async ({ page }) => {
    expect((await existInfo(page, 'master01', '2026', '03')).stat).toBe('S');
    await open(page, 'master01');
    await expect(page.getByRole('heading', { level: 2, name: '2026년 3월 영업활동계획' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    for (const [i, label] of ALERTS.entries()) {
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await expect(dialog(page)).toContainText(`${label} 실적을 입력해주세요.`);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(goal(page, label)).toBeFocused();
      await page.keyboard.type(i === 0 ? '12a34567' : '0012');
      await expect(goal(page, label)).toHaveValue(i === 0 ? '1,234,567' : '12');
    }
    // 1,234,567 + 12 × 3 만원: the first business day's 10 % of it.
    await expect(page.getByRole('table', { name: m.planPeriodsTitle }).getByRole('row').nth(1)).toContainText('123,460.3');
    const memo = page.getByRole('textbox', { name: m.planMemoLabel });
    await memo.fill('가'.repeat(600));
    await expect(memo).toHaveValue('가'.repeat(500));
    await expect(page.getByText('1000/1000Byte')).toBeVisible();
    await confirmAndSucceed(page, '등록');
    await expect(page.getByRole('listitem').filter({ hasText: '2026년 3월' }).first()).toBeVisible();
    expect((await existInfo(page, 'master01', '2026', '03')).stat).toBe('C');
  });
});

test.describe('planner01 (saved plans)', () => {
  test.use({ signedInAs: 'planner01' });
  test('edits March’s plan with the counts locked', async ({ page }) => {
    const march = await existInfo(page, 'planner01', '2026', '03');
    expect(march.stat).toBe('C');
    await open(page, 'planner01', `?sqno=${march.sqno}`);
    await expect(page.getByRole('button', { name: '수정', exact: true })).toBeVisible();
    for (const label of ['소스', '진단서비스', '기존상담', '신규상담']) await expect(goal(page, label)).toBeDisabled();
    await goal(page, '전집').fill('2000');
    await expect(goal(page, '전집')).toHaveValue('2,000');
    await confirmAndSucceed(page, '수정');
  });
  test('finds February’s plan closed to edits', async ({ page }) => {
    const february = await existInfo(page, 'planner01', '2026', '02');
    await open(page, 'planner01', `?sqno=${february.sqno}`);
    await expect(page.getByText(m.planEditClosed)).toBeVisible();
    await expect(goal(page, '전집')).toBeDisabled();
    await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  });
});

test.describe('planner03 (a requested plan)', () => {
  test.use({ signedInAs: 'planner03' });
  test('writes the plan the branch head requested, from the alert’s link', async ({ page }) => {
    expect((await existInfo(page, 'planner03', '2026', '03')).stat).toBe('R');
    await open(page, 'planner03', '?planYr=2026&planMn=03');
    await expect(page.getByRole('button', { name: '등록', exact: true })).toBeVisible();
    for (const label of ALERTS) await goal(page, label).fill('7');
    await confirmAndSucceed(page, '등록');
    expect((await existInfo(page, 'planner03', '2026', '03')).stat).toBe('C');
  });
});

test.describe('a partner', () => {
  test.use({ signedInAs: 'partner01' });
  test('is refused at once and goes back', async ({ page }) => {
    await alreadySeen(page, 'partner01', { medals: true, popups: true });
    await openHome(page);
    // Within the app, as a link would: the form's way back is the home screen behind it.
    await page.evaluate(() => {
      history.pushState(null, '', '/mypage/bsnPlnReg');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(dialog(page)).toContainText(m.planWriteRefused);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });
});

test.describe('on a PC', () => {
  test.use({ signedInAs: 'planner07', viewport: { width: 1280, height: 900 } });
  test('the goals take two columns with the periods beside them, and the form works by the keyboard', async ({ page }) => {
    await open(page, 'planner07');
    const cmcl = goal(page, '전집');
    await expect(cmcl).toBeVisible();
    const [a, b, table] = [await cmcl.boundingBox(), await goal(page, '멤버쉽').boundingBox(), await page.getByRole('table', { name: m.planPeriodsTitle }).boundingBox()];
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    expect(table!.x).toBeGreaterThan(b!.x + b!.width);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await cmcl.focus();
    await page.keyboard.press('Tab');
    await expect(goal(page, '멤버쉽')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText(/영업활동계획을 (등록|수정) 하시겠습니까\?/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('opened as a popup in the shell (popYn=Y)', () => {
  test.use({ signedInAs: 'planner07' });
  test('a saved edit closes the popup through the shell', async ({ page }) => {
    const march = await existInfo(page, 'planner07', '2026', '03');
    expect(march.stat).toBe('C');
    await withShell(page, 'AND');
    await open(page, 'planner07', `?sqno=${march.sqno}&popYn=Y`);
    const cmcl = goal(page, '전집');
    await cmcl.fill('450');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('수정되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect.poll(async () => (await shellCalls(page)).filter((c) => c.action === 'close').length).toBe(1);
    const { authToken } = await apiSession(page.request, 'planner07');
    expect((await apiCall(page.request, authToken, 'bsnPln/info', { sqno: String(march.sqno) })).data.cmclGoalAmt).toBe(450);
  });
});
