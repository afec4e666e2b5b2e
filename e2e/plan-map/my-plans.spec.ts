// My plans and the plan register (spec 3 §2 my plans, plan register; §5 plan name; §8) in a real browser
// against the real server (small seed). planner07 only (the small seed has no planner04; no other spec reads
// planner07's my plans): the spec first makes the server hold two plans of its own, then on a phone lists
// them with their count, renames one (편집 → 완료), refuses a blank name, deletes one after the confirmation,
// and adds one (추가 → the map in 상품 선택 mode → two products → 플랜 저장 → the register → 등록 → the list
// with one more); on a PC the rows sit two abreast and everything works from the keyboard. axe throughout.
import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import type { PlanProduct } from '../../src/domain/plan-map/contract';
import type { MyPlanEntry } from '../../src/domain/plan-map/plan-contract';
import { apiCall, apiSession } from '../support/app';
import { seriousAxeFindings } from '../support/axe';
import { expect, test } from '../support/test';

const USER = 'planner07';

async function server(request: APIRequestContext, call: string, form: Record<string, string> = {}): Promise<any> {
  const { authToken } = await apiSession(request, USER);
  const answer = await apiCall(request, authToken, call, form);
  expect(answer.rt, `${call} ${JSON.stringify(answer)}`).toBe('success');
  return answer.data;
}
const serverPlans = async (request: APIRequestContext): Promise<MyPlanEntry[]> => (await server(request, 'eduplan/myPlan')).myPlanList;
const catalogue = async (request: APIRequestContext) => server(request, 'eduplan/base') as Promise<{ productList: PlanProduct[]; cateList: { cdVl1: string }[] }>;

/** The server holds exactly these plans for planner07 (names, product counts), newest first as listed. */
async function hold(request: APIRequestContext, plans: readonly (readonly [string, number])[]) {
  const { productList } = await catalogue(request);
  for (const p of await serverPlans(request)) await server(request, 'eduplan/myPlanDel', { epmMySqno: String(p.epmMySqno) });
  for (const [planNm, n] of [...plans].reverse()) {
    const chosen = productList.slice(0, n).map((x) => ({ salecdSqno: x.salecdSqno, prchCnt: 1, dcYn: 'N' }));
    await server(request, 'eduplan/myPlanSave', { strSearchPrdt: JSON.stringify(chosen), strMyPlanInfo: JSON.stringify({ planNm }) });
  }
}

const list = (page: Page) => page.getByRole('region', { name: msg.myPlanListLabel });
const rows = (page: Page) => list(page).getByRole('listitem');
const dialog = (page: Page) => page.getByRole('alertdialog');

async function expectList(page: Page, plans: readonly MyPlanEntry[]) {
  await expect(list(page).getByText(`총 ${plans.length}개`)).toBeVisible();
  await expect(rows(page)).toHaveCount(plans.length);
  for (const [i, p] of plans.entries()) {
    await expect(rows(page).nth(i)).toContainText(p.planNm);
    await expect(rows(page).nth(i)).toContainText(`상품 ${p.prdtCnt}개`);
  }
}

test.describe.serial('planner07’s my plans', () => {
  test.use({ signedInAs: 'planner07' });

  test('the list, a rename, a refused blank name, a delete after the confirmation', async ({ page, request }) => {
    await hold(request, [['겨울 방학 플랜', 2], ['유아 추천', 1]]);
    await page.goto('/eduplanmap/myPlan');
    await expectList(page, await serverPlans(request));
    expect(await seriousAxeFindings(page)).toEqual([]);

    // 편집 → the name as an input with n/10; typing beyond 10 is refused; 완료 saves.
    await page.getByRole('button', { name: '겨울 방학 플랜 편집' }).click();
    const input = list(page).getByRole('textbox', { name: '플랜명' });
    await expect(input).toHaveValue('겨울 방학 플랜');
    await expect(rows(page).first()).toContainText('8/10');
    await input.fill('가나다라마바사아자차카타파');
    await expect(input).toHaveValue('가나다라마바사아자차');
    await expect(rows(page).first()).toContainText('10/10');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await input.fill('봄 학기 플랜');
    await page.getByRole('button', { name: '완료' }).click();
    await expect(dialog(page)).toContainText('플랜명 변경에 성공 하였습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(rows(page).first()).toContainText('봄 학기 플랜');
    expect((await serverPlans(request)).map((p) => p.planNm)).toEqual(['봄 학기 플랜', '유아 추천']);

    // A blank name is refused and the edit stays; 취소 keeps the name as it was.
    await page.getByRole('button', { name: '유아 추천 편집' }).click();
    await list(page).getByRole('textbox', { name: '플랜명' }).fill('   ');
    await page.getByRole('button', { name: '완료' }).click();
    await expect(dialog(page)).toContainText('플랜명을 입력해주세요.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(list(page).getByRole('textbox', { name: '플랜명' })).toHaveValue('   ');
    await list(page).getByRole('button', { name: '취소' }).click();
    await expect(rows(page).nth(1)).toContainText('유아 추천');

    // 삭제 asks first; 취소 keeps it, 삭제 deletes it and the list loads again.
    await page.getByRole('button', { name: '유아 추천 삭제' }).click();
    await expect(dialog(page)).toContainText("'유아 추천' 플랜을 삭제하시겠습니까?");
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: '유아 추천 삭제' }).click();
    await dialog(page).getByRole('button', { name: '삭제' }).click();
    await expect(dialog(page)).toContainText('삭제되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expectList(page, await serverPlans(request));
    expect((await serverPlans(request)).map((p) => p.planNm)).toEqual(['봄 학기 플랜']);
  });

  test('추가 → the map choosing products → 플랜 저장 → the register → 등록 → one more plan', async ({ page, request }) => {
    const before = await serverPlans(request);
    const { productList, cateList } = await catalogue(request);
    const firstTab = productList.filter((p) => p.catCd === cateList[0]!.cdVl1).slice(0, 2);
    await page.goto('/eduplanmap/myPlan');
    await expectList(page, before);
    await page.getByRole('button', { name: '추가' }).click();
    await expect(page).toHaveURL(/\/eduplanmap\?myPlan=Y&from=myPlan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('상품 선택');
    for (const p of firstTab) {
      const button = page.getByRole('button', { name: new RegExp(`^${p.prdtnm}`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: '플랜 저장' }).click();

    await expect(page).toHaveURL(/\/eduplanmap\/planReg$/);
    const reg = page.getByRole('region', { name: msg.planRegLabel });
    await expect(reg.getByRole('heading', { name: '담을 상품 2개' })).toBeVisible();
    for (const p of firstTab) await expect(reg.getByRole('listitem').filter({ hasText: p.prdtnm })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await reg.getByRole('button', { name: '등록' }).click();
    await expect(dialog(page)).toContainText('플랜명을 입력해주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await reg.getByRole('textbox', { name: '플랜명' }).fill('새 학기 묶음');
    await expect(reg).toContainText('7/10');
    await reg.getByRole('button', { name: '등록' }).click();
    await expect(dialog(page)).toContainText('나만의 플랜 등록이 성공 하였습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();

    await expect(page).toHaveURL(/\/eduplanmap\/myPlan$/);
    const after = await serverPlans(request);
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ planNm: '새 학기 묶음', prdtCnt: 2 });
    await expectList(page, after);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test.describe('on a PC', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('two rows abreast; rename and delete from the keyboard', async ({ page, request }) => {
      await hold(request, [['겨울 방학 플랜', 2], ['유아 추천', 1]]);
      await page.goto('/eduplanmap/myPlan');
      await expectList(page, await serverPlans(request));
      const [a, b] = await Promise.all([rows(page).nth(0).boundingBox(), rows(page).nth(1).boundingBox()]);
      expect(Math.round(a!.y)).toBe(Math.round(b!.y));
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Tab reaches 편집 (focus visible), Enter opens the input focused, Enter saves, Enter reads the alert.
      const edit = page.getByRole('button', { name: '유아 추천 편집' });
      await page.getByRole('button', { name: '겨울 방학 플랜 삭제' }).focus();
      await page.keyboard.press('Tab');
      await expect(edit).toBeFocused();
      expect(await edit.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      const input = list(page).getByRole('textbox', { name: '플랜명' });
      await expect(input).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('가족 플랜');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toContainText('플랜명 변경에 성공 하였습니다.');
      await expect(dialog(page).getByRole('button', { name: '확인' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rows(page).nth(1)).toContainText('가족 플랜');

      // Escape leaves an edit as it was; a delete confirmed from the keyboard.
      await page.getByRole('button', { name: '겨울 방학 플랜 편집' }).click();
      await page.keyboard.type('x');
      await page.keyboard.press('Escape');
      await expect(rows(page).nth(0)).toContainText('겨울 방학 플랜');
      await page.getByRole('button', { name: '가족 플랜 삭제' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page).getByRole('button', { name: '삭제' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toContainText('삭제되었습니다.');
      await page.keyboard.press('Enter');
      await expectList(page, await serverPlans(request));
      expect((await serverPlans(request)).map((p) => p.planNm)).toEqual(['겨울 방학 플랜']);
    });
  });
});
