// The surveys (spec 3 §2 survey list and survey, §5, §8, §9) in a real browser against the real server:
// planner01 opens the survey waiting for them from the home's header button, meets each submit message
// (an essential question brought into view and focused, a repeated rank, an 'other' option without text),
// answers every question type, submits and is taken back home, which then names no survey; the list shows
// it joined, a finished survey not joined is not a link, a finished joined one reads back read-only, and
// last year's survey is under last year. On a PC a planner answers with the keyboard, options side by side.
// What is expected comes from the seed's titles and the server's own answers; axe finds nothing serious.
import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe';
import { alreadySeen, apiCall, apiSession } from '../support/app';
import { expect, openHome, test } from '../support/test';

interface Row {
  readonly srvySqno: number;
  readonly titl: string;
  readonly status: string;
  readonly comStatus: string;
}

async function serverList(page: Page, id: string, year: number): Promise<Row[]> {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'survey/list', { searchYear: String(year), offset: '0', size: '50' });
  expect(r.rt).toBe('success');
  return r.data.list;
}
async function serverView(page: Page, id: string, srvySqno: number) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'survey/view', { srvySqno: String(srvySqno) });
  expect(r.rt).toBe('success');
  return r.data as { list: { itemSqno: number; titl: string }[]; optionList: { optnSqno: number; itemSqno: number; cntn: string; userPick: string; rply: string }[] };
}
const byTitle = (rows: readonly Row[], part: string) => rows.find((r) => r.titl.includes(part))!;

const question = (page: Page, titl: string) => page.getByRole('group', { name: titl });
const dialog = (page: Page) => page.getByRole('alertdialog');
async function submitFinding(page: Page, message: string, focusIn: Locator) {
  await page.getByRole('button', { name: '제출하기' }).click();
  await expect(dialog(page)).toContainText(message);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // The question with the problem is brought into view and holds the focus.
  await expect(focusIn).toBeInViewport();
  await expect.poll(() => focusIn.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test.describe('planner01 on the phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('answers the waiting survey from the home’s button, then finds it joined in the list', async ({ page }) => {
    const year = 2026;
    const rows = await serverList(page, 'planner01', year);
    const running = byTitle(rows, '영업역량 진단');
    expect([running.status, running.comStatus]).toEqual(['ing', 'non']);
    await alreadySeen(page, 'planner01', { medals: true, popups: true });
    await openHome(page);
    await page.getByRole('link', { name: '설문 참여' }).click();
    await expect(page).toHaveURL(new RegExp(`/mypage/surveyView\\?srvySqno=${running.srvySqno}$`));
    await expect(page.getByRole('heading', { name: running.titl })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    const single = question(page, '현재 가장 집중하고 있는 영업 활동은 무엇입니까?');
    const multiple = question(page, '영업역량 향상을 위해 필요한 지원을 모두 선택해 주세요.');
    const scale = question(page, '나는 고객 상담을 자신 있게 진행한다.');
    const rank = question(page, '영업 활동에서 중요하다고 생각하는 순서대로 순위를 매겨 주세요.');
    const short = question(page, '올해 본인의 영업 목표를 한 문장으로 적어 주세요.');
    const long = question(page, '영업역량 강화를 위해 회사에 바라는 점을 자유롭게 적어 주세요.');
    await expect(single).toContainText('필수');
    await expect(multiple).not.toContainText('필수');

    // Nothing answered: the first essential question (at the top, far above the button) comes back into view.
    await submitFinding(page, '필수 설문을 완료해주세요.', single);
    await single.getByRole('radio', { name: '기타' }).check();
    await expect(single.getByRole('textbox', { name: '기타 내용' })).toBeEnabled();
    await submitFinding(page, '필수 설문을 완료해주세요.', rank);
    await rank.getByRole('combobox', { name: '고객 신뢰 순위' }).selectOption('1');
    await rank.getByRole('combobox', { name: '상품 지식 순위' }).selectOption('1');
    // Typing beyond 50 characters is refused.
    await short.getByRole('textbox').fill('가'.repeat(55));
    await expect(short.getByRole('textbox')).toHaveValue('가'.repeat(50));
    await expect(short).toContainText('50/50');
    await short.getByRole('textbox').fill('신규 고객 월 5명 발굴');
    await expect(short).toContainText('13/50');
    await submitFinding(page, '순위형 설문에 같은 순위를 입력할 수 없습니다.', rank);
    for (const [option, r] of [['상품 지식', '2'], ['꾸준한 방문', '3'], ['조직 협업', '4']] as const) await rank.getByRole('combobox', { name: `${option} 순위` }).selectOption(r);
    await submitFinding(page, '기타 내용을 입력해주세요.', single);
    await single.getByRole('textbox', { name: '기타 내용' }).fill('센터 방문 상담 지원');
    await multiple.getByRole('checkbox', { name: '상품 교육' }).check();
    await multiple.getByRole('checkbox', { name: '선배 동행 코칭' }).check();
    await expect(scale).toContainText('전혀 그렇지 않다');
    await expect(scale).toContainText('매우 그렇다');
    await scale.getByRole('radio', { name: '4' }).check();
    await long.getByRole('textbox').fill('동행 코칭 기회가 더 많아지기를 바랍니다.');
    await expect(long).toContainText(`${[...'동행 코칭 기회가 더 많아지기를 바랍니다.'].length}/200`);

    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(dialog(page)).toContainText('설문을 제출 하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('작성 설문은 마이페이지에서 확인이 가능합니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    // Back where it was opened: home, which names no survey now (the other running one for 1급 is answered).
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('.home-cards')).toBeVisible();
    await expect(page.getByRole('link', { name: '설문 참여' })).toHaveCount(0);

    // The server holds every answer as given.
    const held = await serverView(page, 'planner01', running.srvySqno);
    const answer = (cntn: string, itemTitle: string) => {
      const item = held.list.find((q) => q.titl === itemTitle)!.itemSqno;
      return held.optionList.find((o) => o.itemSqno === item && o.cntn === cntn)!;
    };
    expect(answer('기타', '현재 가장 집중하고 있는 영업 활동은 무엇입니까?')).toMatchObject({ userPick: 'Y', rply: '센터 방문 상담 지원' });
    expect(answer('상품 교육', '영업역량 향상을 위해 필요한 지원을 모두 선택해 주세요.').userPick).toBe('Y');
    expect(answer('4', '나는 고객 상담을 자신 있게 진행한다.').userPick).toBe('Y');
    expect(['고객 신뢰', '상품 지식', '꾸준한 방문', '조직 협업'].map((c) => answer(c, '영업 활동에서 중요하다고 생각하는 순서대로 순위를 매겨 주세요.').userPick)).toEqual(['1', '2', '3', '4']);
    expect(answer('', '올해 본인의 영업 목표를 한 문장으로 적어 주세요.').rply).toBe('신규 고객 월 5명 발굴');

    // The list: this year's surveys in the server's order, the answered one joined.
    await page.goto('/mypage/surveyList');
    const list = page.getByRole('list', { name: '설문조사 목록' });
    const rowOf = (titl: string) => list.getByRole('listitem').filter({ hasText: titl });
    await expect(list.getByRole('listitem')).toHaveCount(rows.length);
    await expect(rowOf(running.titl)).toContainText('참여완료');
    await expect(rowOf(running.titl)).toContainText('영업');
    const missed = byTitle(rows, 'KSS');
    expect([missed.status, missed.comStatus]).toEqual(['fin', 'non']);
    await expect(rowOf(missed.titl)).toContainText('미참여');
    await expect(rowOf(missed.titl).getByRole('link')).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A finished survey planner01 joined reads back as answered, read-only.
    const joined = byTitle(rows, '육성 프로그램');
    expect([joined.status, joined.comStatus]).toEqual(['fin', 'done']);
    await rowOf(joined.titl).getByRole('link').click();
    await expect(page.getByRole('heading', { name: joined.titl })).toBeVisible();
    await expect(page.getByText('종료된 설문조사입니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0);
    const stored = await serverView(page, 'planner01', joined.srvySqno);
    for (const o of stored.optionList.filter((x) => x.userPick === 'Y')) {
      const box = question(page, stored.list.find((q) => q.itemSqno === o.itemSqno)!.titl).getByRole('radio', { name: o.cntn }).or(question(page, stored.list.find((q) => q.itemSqno === o.itemSqno)!.titl).getByRole('checkbox', { name: o.cntn }));
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Last year's surveys under last year.
    await page.goBack();
    const lastYear = await serverList(page, 'planner01', year - 1);
    expect(lastYear.length).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: '조회 연도' }).selectOption(String(year - 1));
    await expect(list.getByRole('listitem')).toHaveText(lastYear.map((r) => new RegExp(r.titl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
    await expect(rowOf(lastYear[0]!.titl)).toContainText('참여완료');
    await page.getByRole('combobox', { name: '조회 연도' }).selectOption('2021');
    await expect(page.getByText('검색된 설문조사가 없습니다.')).toBeVisible();
  });
});

test.describe('a grade 3 planner on a PC', () => {
  test.use({ signedInAs: 'planner03', viewport: { width: 1440, height: 900 } });

  test('the header leads to the newest running survey; the survey uses the panel’s width and answers the keyboard', async ({ page }) => {
    const rows = await serverList(page, 'planner03', 2026);
    // The newest-started running survey planner03 has not answered.
    const due = rows.filter((r) => r.status === 'ing' && r.comStatus === 'non')[0]!;
    await alreadySeen(page, 'planner03', { medals: true, popups: true });
    await openHome(page);
    await page.getByRole('link', { name: '설문 참여' }).click();
    await expect(page.getByRole('heading', { name: due.titl })).toBeVisible();

    // The app's screen panel beside the navigation, its width used: a question's options side by side.
    const panel = (await page.locator('.survey-screen').boundingBox())!;
    expect(panel.width).toBeGreaterThan(800);
    const choice = page.getByRole('group', { name: '가장 도움이 된 과정은 무엇입니까?' }).getByRole('radio');
    const [a, b] = [(await choice.nth(0).boundingBox())!, (await choice.nth(1).boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + 200);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Keyboard: a focused radio is picked by Space and an arrow key moves the pick to the next option.
    const firstGroup = page.getByRole('group').first();
    const radios = firstGroup.getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.first()).not.toBeChecked();
  });
});
