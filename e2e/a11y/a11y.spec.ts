// The accessibility sweep of every screen of the route table (src/domain/app/routes.ts), as the positions whose
// screen differs (e2e/support/route-examples.ts): axe with every impact on a phone and a PC window, then on the
// PC window (1280×800) Tab through the screen (order, focus indicator, nothing clickable out of reach), a sample of
// keys per kind of control, every sheet/popup/dialog opened from the keyboard and checked with axe and closed with
// Escape, and the screen at 200% zoom (e2e/a11y/zoom-check.ts). Saves are never sent (popup-sweep.ts).
import type { Page } from '@playwright/test';
import { registrationMessages } from '../../src/domain/registration/messages';
import { axeViolations } from '../support/axe';
import { ROUTE_CASES, arrive, chunksByViewer, landedElsewhere } from '../support/route-examples';
import { expect, test } from '../support/test';
import { followFirstLink, keyboardSweep, operateSample } from './keyboard-sweep';
import { blockMutations, keepHandOffsInPage, popupSweep } from './popup-sweep';
import { zoomProblems } from './zoom-check';

const PHONE = { width: 390, height: 844 } as const;
const PC = { width: 1280, height: 800 } as const;

/** Home differs by position: a branch head, a district head and a planner are enough for its kinds of cards. */
const HOME_VIEWERS = new Set(['branch01', 'district01', 'planner01']);
const CASES = ROUTE_CASES.filter(({ route, userId }) => route.name !== 'main' || HOME_VIEWERS.has(userId ?? ''));
const PER_TEST = 2;

/**
 * The registration forms ask for the phone number as soon as its field is left empty or short (spec 2 §2, an
 * alert over the form): the sweep types a whole number first, as a user filling the form in order would.
 */
async function fillPhoneFields(page: Page): Promise<void> {
  const phones = page.getByLabel(registrationMessages.regPhone, { exact: true }).filter({ visible: true });
  // The field starts with the 010 prefix: anything short of a whole number is asked for.
  for (let i = 0; i < (await phones.count()); i++) {
    if ((await phones.nth(i).inputValue()).replace(/\D/g, '').length >= 10) continue;
    await phones.nth(i).fill('01012345678');
    // Left, the number is checked among the planner's customers: the form waits for that answer.
    await phones.nth(i).blur();
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  }
}

/** The screen has loaded what it shows: no splash, no request in flight for half a second, two frames drawn. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.splash')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function atSize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const chrome = page.getByTestId('chrome');
  if ((await chrome.count()) > 0) await expect(chrome).toHaveClass(size.width >= 1024 ? /\bchrome-desktop\b/ : /^(?!.*\bchrome-desktop\b)/);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const { userId, routes } of chunksByViewer(CASES, PER_TEST))
  test.describe(() => {
    test.use({ signedInAs: userId });
    // Two screens, each seen at three sizes with its controls tried (axe alone takes seconds on a busy 2-core machine).
    test.setTimeout(180_000);
    test(`${userId ?? 'signed out'}: ${routes.map((r) => r.name).join(', ')}`, async ({ page }) => {
      await blockMutations(page);
      await keepHandOffsInPage(page);
      const tried = new Set<string>();
      const kinds = new Set<string>();
      for (const route of routes)
        await test.step(route.name, async () => {
          const problems: string[] = [];
          // Each check a step of its own, so a report shows where the sweep's time goes.
          const note = async (where: string, check: () => Promise<readonly string[]>) => {
            const lines = await test.step(where, check);
            problems.push(...lines.map((line) => `${where}: ${line}`));
          };
          // The screen as a user reaches it: its URL, or the steps its URL alone does not show it without.
          const open = async () => {
            await arrive(page, route, userId ?? '');
            await settle(page);
          };
          await page.setViewportSize(PHONE);
          await open();
          // Where the screen opened (an arrival's is not its example URL: the texted link's address, say).
          const url = page.url();
          // Else the sweep would check another screen (again) under this one's name.
          const elsewhere = landedElsewhere(page, route);
          if (elsewhere) problems.push(`the example lands on ${elsewhere}: give it an arrival (e2e/support/route-examples.ts ARRIVALS)`);
          await note('phone axe', () => axeViolations(page));
          await atSize(page, PC);
          await fillPhoneFields(page);
          // The PC chrome (side navigation) is the same on every screen: axe sees it on each test's first.
          if (route === routes[0]) await note('PC axe', () => axeViolations(page));
          await note('PC keyboard', () => keyboardSweep(page));
          await note('PC keys', () => operateSample(page, kinds));
          // Where the screen settled: a control that leaves that address leads elsewhere, and the screen is
          // opened again the way it was (a screen reached through another is not at its URL alone).
          await note('PC popups', () => popupSweep(page, { url: page.url(), tried, reopen: open }));
          await fillPhoneFields(page);
          await note('200% zoom', () => zoomProblems(page));
          if (!kinds.has('link')) {
            await atSize(page, PC);
            await note('PC link', async () => {
              const followed = await followFirstLink(page);
              if (page.url() !== url) kinds.add('link');
              return followed;
            });
          }
          expect.soft(problems, `${route.name} as ${userId ?? 'signed out'}`).toEqual([]);
        });
    });
  });
