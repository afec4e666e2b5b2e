// The keyboard sweep of a screen on a PC window: Tab from the top reaches every control in document order
// (no positive tabindex jumping ahead), each focused control shows a focus indicator its unfocused state does
// not have (outline, ring or colour), and nothing that looks clickable (a pointer cursor) is out of Tab's reach.
import { expect, type Page } from '@playwright/test';
import { savesRefused } from './popup-sweep';

/** How many Tab stops from the top the sweep follows. */
const MAX_STOPS = 60;
const FOCUSABLE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=true]';

/** Tags the tabbable controls (data-a11y-tab, in document order) with their unfocused look; answers their count. */
const tagTabbables = (page: Page) =>
  page.evaluate(({ selector, MAX_STOPS }) => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.textDecorationLine, s.color].join(';');
    };
    // A modal open over the screen (an alert at load) keeps Tab inside it, as it should: only its controls count.
    const modal = [...document.querySelectorAll<HTMLElement>('[aria-modal=true]')].filter((m) => m.getBoundingClientRect().width > 0).at(-1);
    const list = [...(modal ?? document).querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('[inert], [aria-hidden=true]') &&
        // A radio group is one Tab stop: only its checked (or first) radio is reached.
        !(el instanceof HTMLInputElement && el.type === 'radio' && el.name && !el.checked && (document.querySelector(`input[type=radio][name="${el.name}"]:checked`) ?? document.querySelector(`input[type=radio][name="${el.name}"]`)) !== el)
      );
    });
    const keep: Record<string, string> = {};
    // The first stops of the page (a long list's rows are all the same kind of control).
    list.splice(MAX_STOPS);
    list.forEach((el, i) => {
      el.setAttribute('data-a11y-tab', String(i));
      keep[i] = look(el);
    });
    (window as unknown as { __a11yLooks: Record<string, string> }).__a11yLooks = keep;
    return list.length;
  }, { selector: FOCUSABLE, MAX_STOPS });

const describe = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const now = [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.textDecorationLine, s.color].join(';');
    const index = el.getAttribute('data-a11y-tab');
    const before = index === null ? null : (window as unknown as { __a11yLooks: Record<string, string> }).__a11yLooks[index];
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return {
      index: index === null ? -1 : Number(index),
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
      visible: outline || (before !== null && before !== now),
    };
  });

/** Elements that look clickable (pointer cursor) but no key reaches: neither focusable nor inside something that is. */
const pointerOnly = (page: Page) =>
  page.evaluate((selector) => {
    const out: string[] = [];
    const modal = [...document.querySelectorAll<HTMLElement>('[aria-modal=true]')].filter((m) => m.getBoundingClientRect().width > 0).at(-1);
    for (const el of (modal ?? document.body).querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).cursor !== 'pointer' || el.closest(`${selector}, label`) || el.querySelector(selector)) continue;
      if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  }, FOCUSABLE);

/** Tabs through the screen from the top; answers the problems found. */
export async function keyboardSweep(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const count = await tagTabbables(page);
  const positive = await page.locator('[tabindex]').evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex > 0).map((el) => el.outerHTML.slice(0, 80)));
  problems.push(...positive.map((html) => `a positive tabindex takes focus out of order: ${html}`));
  // Tab starts from the top: a blur() alone would leave the starting point at the control that had focus (a
  // popup's own 닫기, focused at load), so focus a stand-in placed before everything else, then drop it.
  // With a modal open (an alert at load) the walk starts inside it, where its own focus is.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-a11y-start', '');
    const modal = [...document.querySelectorAll<HTMLElement>('[aria-modal=true]')].filter((m) => m.getBoundingClientRect().width > 0).at(-1);
    (modal ?? document.body).prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const reached = new Set<number>();
  let last = -1;
  // A date or time field takes a Tab for each of its parts (year, month, day): a few more steps than stops.
  for (let step = 0; step < count * 2 + 20; step++) {
    await page.keyboard.press('Tab');
    const focused = await describe(page);
    if (!focused) break;
    if (focused.index === -1 || focused.index === last) continue;
    if (reached.has(focused.index)) break;
    if (focused.index < last) problems.push(`Tab goes back up the page to ${focused.name} (after #${last})`);
    if (!focused.visible) problems.push(`${focused.name} shows no focus indicator`);
    reached.add(focused.index);
    last = focused.index;
  }
  await page.evaluate(() => document.querySelector('[data-a11y-start]')?.remove());
  const missed = await page.evaluate(
    (reached) =>
      [...document.querySelectorAll<HTMLElement>('[data-a11y-tab]')]
        .filter((el) => !reached.includes(Number(el.getAttribute('data-a11y-tab'))))
        .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`),
    [...reached],
  );
  problems.push(...missed.map((name) => `Tab never reaches ${name}`));
  problems.push(...(await pointerOnly(page)).map((name) => `looks clickable but no key reaches it: ${name}`));
  return problems;
}

/**
 * A sample of keys on the controls of each kind the screen has (the first of each): Space toggles a switch or
 * a check box, an arrow key or Enter selects another tab. Answers the problems and the kinds it tried.
 */
export async function operateSample(page: Page, kinds: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  const switchLike = page.locator('[role=switch], input[type=checkbox]').filter({ visible: true }).first();
  if (!kinds.has('switch') && (await switchLike.count()) > 0 && (await switchLike.isEnabled())) {
    kinds.add('switch');
    const state = () => switchLike.evaluate((el) => (el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true'));
    const before = await state();
    const saves = savesRefused(page);
    await switchLike.focus();
    await page.keyboard.press('Space');
    // Toggled, or its save went out (the sweep refuses saves, and the screen then puts the switch back).
    if ((await state()) === before && savesRefused(page) === saves) problems.push('Space does not toggle the first switch or check box');
  }
  const tabs = page.getByRole('tab').filter({ visible: true });
  if (!kinds.has('tab') && (await tabs.count()) > 1) {
    kinds.add('tab');
    // Marked first: a locator of "the first unselected tab" would move on to another once this one is selected.
    const marked = await tabs.and(page.locator('[aria-selected=false]')).first().evaluate((el) => el.setAttribute('data-a11y-tab-try', '')).then(() => true, () => false);
    if (marked) {
      const unselected = page.locator('[data-a11y-tab-try]');
      await unselected.focus();
      await page.keyboard.press('Enter');
      // The screen's machine selects it (and may load its panel): selected within a moment.
      const selected = await expect.poll(() => unselected.getAttribute('aria-selected'), { timeout: 3_000 }).toBe('true').then(() => true, () => false);
      if (!selected) problems.push('Enter does not select a tab');
      await unselected.evaluate((el) => el.removeAttribute('data-a11y-tab-try')).catch(() => undefined);
    }
  }
  return problems;
}

/** Enter on the screen's first link inside its content follows it (a link's one key). */
export async function followFirstLink(page: Page): Promise<string[]> {
  const link = page.locator('main a[href]:not([target]), [role=main] a[href]:not([target])').filter({ visible: true }).first();
  if ((await link.count()) === 0) return [];
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  if (new URL(href).origin !== new URL(page.url()).origin || href === page.url()) return [];
  const before = page.url();
  await link.focus();
  // Followed: the page goes elsewhere (the link's screen, or the login a signed-out visitor is sent to first),
  // or the link opens its screen in a window of its own (a PC popup). Listened for only until then: a listener
  // left waiting would close the next page the context opens (axe's own, on the next screen).
  const opened: Page[] = [];
  const onPage = (popup: Page) => void opened.push(popup);
  page.context().on('page', onPage);
  try {
    await page.keyboard.press('Enter');
    const followed = await expect
      .poll(() => page.url() !== before || opened.length > 0, { timeout: 5_000 })
      .toBe(true)
      .then(() => true, () => false);
    return followed ? [] : [`Enter does not follow the link to ${new URL(href).pathname}`];
  } finally {
    page.context().off('page', onPage);
    await Promise.all(opened.map((popup) => popup.close()));
  }
}
