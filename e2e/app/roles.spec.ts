// Every role, signed in, sees its own profile line, side menu and footer (spec 1 §2, §6). Signing in
// itself is the login specs' subject; here each account's stored session is reused.
import { footerFor, isMenuGroup, sideMenuFor } from '../../src/domain/chrome/menu';
import { ACCOUNTS, serverUserInfo } from '../support/app';
import { expect, openHome, test } from '../support/test';

/** The side menu's screen links for a position, in order (groups flattened), as the domain rule lists them. */
const menuLinks = (position: (typeof ACCOUNTS)[number]['position']) =>
  sideMenuFor(position)
    .flatMap((e) => (isMenuGroup(e) ? e.entries : [e]))
    .filter((e) => 'route' in e.target)
    .map((e) => e.label);

for (const account of ACCOUNTS)
  test.describe(() => {
    test.use({ signedInAs: account.id });
    test(`${account.id} (${account.position}) sees its profile line and menu`, async ({ page, request }) => {
      const { userName } = await serverUserInfo(request, account.id);
      await openHome(page);
      const line = page.getByTestId('profile-line');
      await expect(line).toHaveText(`${account.grade}${Array.from(userName).slice(0, 3).join('')}${account.title}`);

      await page.getByRole('button', { name: '전체 메뉴' }).click();
      const menu = page.getByRole('dialog', { name: '전체 메뉴' });
      await expect(menu).toContainText(userName);
      // Grade and title, each once (a branch head is 지점장 by both).
      await expect(menu).toContainText([...new Set([account.grade, account.title])].filter(Boolean).join(' · '));
      // Entries appear with their screens; 조직현황보기 (the organisation list) is the branch and district
      // heads' only (spec 3 §6).
      await expect(menu.getByRole('link')).toHaveText(menuLinks(account.position));
      expect(menuLinks(account.position)).toEqual(expect.arrayContaining(['교육 출석', '공지사항', '튜토리얼', '나의 활동정보', 'FAQ', '영업활동계획', '참여 설문']));
      await expect(menu.getByRole('button', { name: 'QR 인증' })).toBeVisible();
      await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible();
      if (account.position === 'COG01' || account.position === 'COG02') await expect(menu.getByRole('link', { name: '조직현황보기' })).toBeVisible();
      else await expect(menu).not.toContainText('조직현황보기');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link')).toHaveText(footerFor(account.position).map((e) => e.label));
      expect(footerFor(account.position).map((e) => e.label)).toContain('나의 활동');
    });
  });
