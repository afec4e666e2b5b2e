// The tutorial (spec 1 §2 /set/tutorial, no login): eight slides; 건너뛰기 up to the seventh, 시작하기 on
// the eighth; both lead home — the login page when signed out.
import { msg } from '../../src/domain/messages';
import { TUTORIAL_SLIDES } from '../../src/domain/tutorial/tutorial';
import { expect, openHome, test } from '../support/test';

test('signed out: all eight slides, skip until the last, start on the last, then the login page', async ({ page }) => {
  await page.goto('/set/tutorial');
  const tutorial = page.getByRole('main', { name: msg.tutorialLabel });
  for (const [i, slide] of TUTORIAL_SLIDES.entries()) {
    await expect(tutorial.getByRole('heading', { name: slide.title })).toBeInViewport();
    await expect(tutorial.getByText(`${i + 1} / 8`, { exact: true })).toBeInViewport();
    const last = i === TUTORIAL_SLIDES.length - 1;
    await expect(page.getByRole('link', { name: msg.tutorialSkip })).toHaveCount(last ? 0 : 1);
    await expect(page.getByRole('link', { name: msg.tutorialStart })).toHaveCount(last ? 1 : 0);
    if (!last) await page.getByRole('button', { name: `${i + 2}번째 안내로 이동` }).click();
  }
  await page.getByRole('link', { name: msg.tutorialStart }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe(() => {
  test.use({ signedInAs: 'planner01' });
  test('signed in: the settings menu opens the tutorial; swiping back shows skip again; skip goes home', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '튜토리얼' }).click();
    await expect(page).toHaveURL(/\/set\/tutorial$/);
    await page.getByRole('button', { name: '8번째 안내로 이동' }).click();
    await expect(page.getByRole('link', { name: msg.tutorialStart })).toBeVisible();
    // The arrow keys move the slides too.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: TUTORIAL_SLIDES[6]!.title })).toBeInViewport();
    await page.getByRole('link', { name: msg.tutorialSkip }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('profile-line')).toBeVisible();
  });
});
