// The home screen's goal cards in a real browser: two per view on a phone, moved by scrolling (the
// swipe is the browser's own scroll snap), by the dots and by the arrow keys; all three on the desktop.
import { msg } from '../../src/domain/messages';
import { expect, test } from '../support/test';

test.use({ signedInAs: 'planner01' });

const GOALS = ['소스등록', '진단서비스', '상담'];

test('phone: two cards show; scrolling, a dot or an arrow key moves one card, and the dots follow', async ({ page }) => {
  await page.goto('/main');
  const row = page.getByRole('group', { name: `${msg.goalCardsTitle} 카드` }).getByRole('list');
  const card = (name: string) => row.getByRole('region', { name });
  const dots = page.getByRole('button', { name: /번째 카드로 이동$/ });
  await expect(card(GOALS[0]!)).toBeInViewport({ ratio: 0.95 });
  await expect(card(GOALS[1]!)).toBeInViewport({ ratio: 0.95 });
  await expect(card(GOALS[2]!)).not.toBeInViewport({ ratio: 0.5 });
  await expect(dots).toHaveCount(2);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await row.hover();
  await page.mouse.wheel(400, 0);
  await expect(card(GOALS[2]!)).toBeInViewport({ ratio: 0.95 });
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await dots.first().click();
  await expect(card(GOALS[0]!)).toBeInViewport({ ratio: 0.95 });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await row.focus();
  await page.keyboard.press('ArrowRight');
  await expect(card(GOALS[2]!)).toBeInViewport({ ratio: 0.95 });
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('desktop: all three cards show, with no dots', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/main');
  for (const name of GOALS) await expect(page.getByRole('region', { name })).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByRole('button', { name: /번째 카드로 이동$/ })).toHaveCount(0);
});
