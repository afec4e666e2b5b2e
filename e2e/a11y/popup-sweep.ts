// Opens every sheet, popup and dialog a screen has, from the keyboard (focus the control, Enter), checks each
// open one with axe (every impact), closes it with Escape and checks focus went back to the control that
// opened it. A control is tried once per kind (its class and name), so a list's hundred rows cost one try.
// Saves are never sent: the sweep answers every mutation itself (see blockMutations).
import { expect, type Page, type Request } from '@playwright/test';
import { RT } from '../../src/domain/shared/envelope';
import { drawn } from '../support/app';
import { axeViolations } from '../support/axe';

/** What is open over the screen: the app's sheets, dialogs, menus and pickers. */
const OPEN = '[role=dialog], [role=alertdialog], dialog[open], [role=menu], [role=listbox]:not(select)';
/**
 * Controls that may open something (links navigate: the keyboard sweep follows a sample of those), and in-page
 * links, which open a popup through the URL hash (the self-registration terms: the phone's back button closes it).
 */
const CONTROLS = 'button, [role=button], summary, a[href^="#"]:not([href="#"])';
/** The address without its hash: an in-page link's hash is the screen's own state, not another screen. */
const documentOf = (url: string): string => url.split('#')[0]!;
// Bounds that keep the sweep inside the e2e run's time on a 2-core machine: the first controls of each kind,
// and no second level (a question asked from inside a sheet is checked where specs open it).
const MAX_TRIES_PER_SCREEN = 10;
const MAX_DEPTH = 0;

/**
 * Every save (a call the app marks with an idempotency key) is refused without reaching the server: the
 * sweep presses every button, and the app server is shared with the other specs. A refusal, not a network
 * failure, so the outbox does not hold the save and its banner does not cover the screen. The screen-access
 * log goes through (every spec's screens write it).
 */
const refusedSaves = new WeakMap<Page, number>();

export async function blockMutations(page: Page): Promise<void> {
  trackRequests(page);
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const save = request.headers()['idempotency-key'] !== undefined && !request.url().endsWith('/logging/access');
    if (!save) return route.fallback();
    refusedSaves.set(page, (refusedSaves.get(page) ?? 0) + 1);
    return route.fulfill({ json: { rt: RT.refused, rtMsg: '접근성 점검 중에는 저장하지 않습니다.' } });
  });
}

/**
 * A tel:, sms: or mailto: link the app clicks (the PC bridge dials through one) is kept from reaching the
 * operating system: in the test browser its hand-off leaves the tab an invisible prompt that swallows every
 * later key, across reloads too (Enter on the next control does nothing). The sweep stands in for the OS.
 */
export async function keepHandOffsInPage(page: Page): Promise<void> {
  await page.addInitScript(() =>
    window.addEventListener(
      'click',
      (e) => {
        const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
        if (a && /^(tel|sms|mailto):/i.test(a.getAttribute('href') ?? '')) e.preventDefault();
      },
      true,
    ),
  );
}

/** Requests of each page not answered yet: a control's effect may wait on one (입실's app-only alert comes after its call). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => void open.add(r));
  page.on('requestfinished', (r) => void open.delete(r));
  page.on('requestfailed', (r) => void open.delete(r));
}

/**
 * After a key: what it asked of the network is answered (up to 7 s) and drawn, so a control's late effect is
 * counted as its own and not as the next control's.
 */
async function answered(page: Page): Promise<void> {
  await expect
    .poll(() => inFlight.get(page)?.size ?? 0, { timeout: 7_000, intervals: [25, 50, 100] })
    .toBe(0)
    .catch(() => undefined);
  await drawn(page);
}

/** Saves the sweep has refused on this page so far: a switch whose save was refused is put back by the screen. */
export const savesRefused = (page: Page): number => refusedSaves.get(page) ?? 0;

const openCount = (page: Page) => page.locator(OPEN).filter({ visible: true }).count();

/** The key of each untried control in `scope` (a CSS selector; the page if empty), tagged in the DOM as data-a11y-try. */
async function untried(page: Page, scope: string, tried: ReadonlySet<string>): Promise<{ key: string; index: number }[]> {
  return page.evaluate(
    ({ scope, controls, tried }) => {
      document.querySelectorAll('[data-a11y-try]').forEach((el) => el.removeAttribute('data-a11y-try'));
      const roots = scope ? [...document.querySelectorAll(scope)].slice(-1) : [document.body];
      const out: { key: string; index: number }[] = [];
      let index = 0;
      for (const root of roots)
        for (const el of root.querySelectorAll<HTMLElement>(controls)) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || (el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden=true]')) continue;
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\d+/g, '#').slice(0, 40);
          const key = `${el.tagName.toLowerCase()}.${el.className}|${name}`;
          if (tried.includes(key)) continue;
          el.setAttribute('data-a11y-try', String(index));
          out.push({ key, index: index++ });
        }
      return out;
    },
    { scope, controls: CONTROLS, tried: [...tried] },
  );
}

export interface SweepContext {
  /** The screen's address: the sweep comes back to it when a control led elsewhere. */
  readonly url: string;
  /** Keys already tried in this test (the chrome's menu button is the same on every screen). */
  readonly tried: Set<string>;
  /** Opens the screen again, settled (the way the sweep first reached it). */
  readonly reopen: () => Promise<void>;
}

/** Opens what each control of the screen opens; returns the problems found. */
export async function popupSweep(page: Page, ctx: SweepContext): Promise<string[]> {
  return sweepLevel(page, ctx, '', 0);
}

async function sweepLevel(page: Page, ctx: SweepContext, scope: string, depth: number): Promise<string[]> {
  const problems: string[] = [];
  for (let tries = 0; tries < MAX_TRIES_PER_SCREEN; tries++) {
    const next = (await untried(page, scope, ctx.tried))[0];
    if (!next) break;
    ctx.tried.add(next.key);
    const control = page.locator(`[data-a11y-try="${next.index}"]`);
    const label = next.key.split('|')[1] || next.key;
    const before = await openCount(page);
    const id = await control.evaluate((el) => {
      // One opener at a time: a control tried before that opened nothing keeps no mark.
      document.querySelectorAll('[data-a11y-opener]').forEach((other) => other.removeAttribute('data-a11y-opener'));
      el.setAttribute('data-a11y-opener', '1');
      el.focus();
      return document.activeElement === el;
    });
    if (!id) {
      problems.push(`"${label}" cannot take keyboard focus`);
      continue;
    }
    await page.keyboard.press('Enter');
    // A control may load another document (an alert's 확인 that leaves the screen): then that one's load.
    await answered(page).catch(() => page.waitForLoadState());
    if (documentOf(page.url()) !== documentOf(new URL(ctx.url, page.url()).href)) {
      await ctx.reopen();
      continue;
    }
    if ((await openCount(page)) <= before) continue;
    const opened = `"${label}" opens`;
    // What the sheet loads has come (its inline spinner gone), so axe sees the content.
    const loaded = await expect(page.locator(OPEN).last().locator('.spinner'))
      .toHaveCount(0)
      .then(() => true, () => false);
    if (!loaded) problems.push(`${opened} something still loading after ${7} s`);
    problems.push(...(await axeViolations(page, OPEN)).map((line) => `${opened}: ${line}`));
    if (depth < MAX_DEPTH) problems.push(...(await sweepLevel(page, ctx, OPEN, depth + 1)).map((line) => `${opened} → ${line}`));
    if ((await openCount(page)) <= before) continue;
    await page.keyboard.press('Escape');
    await answered(page);
    if ((await openCount(page)) > before) {
      problems.push(`${opened} something Escape does not close`);
      await ctx.reopen();
      continue;
    }
    // Focus goes back to the opener, unless the opener itself went away (a deleted row's button), the question
    // sent it to the field to fix (a form's alert), or the opener is disabled by now (then the next control).
    const back = await page.evaluate(() => {
      const opener = document.querySelector('[data-a11y-opener]');
      const active = document.activeElement;
      return (
        !opener ||
        active === opener ||
        (active?.matches('input, select, textarea') ?? false) ||
        ((opener as HTMLButtonElement).disabled === true && active !== null && active !== document.body)
      );
    });
    if (!back) problems.push(`${opened} something after which focus does not go back to it`);
    await page.evaluate(() => document.querySelectorAll('[data-a11y-opener]').forEach((el) => el.removeAttribute('data-a11y-opener')));
  }
  return problems;
}
