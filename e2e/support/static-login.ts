// The static login form of index.html in e2e tests: holding the app's entry module back with page.route,
// so a test sees what index.html alone does and decides when the app's scripts arrive; a recorder of
// whether the form was ever on screen, however briefly; and a watch on when the inline script has decided.
import type { Page } from '@playwright/test';

/** Holds the app's entry module until the returned function is called. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((ok) => (release = ok));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records whether the static form was ever on screen, however briefly (read with everShown). */
export const watchStaticForm = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __staticLoginShown?: boolean };
    w.__staticLoginShown = false;
    new MutationObserver(() => {
      const form = document.getElementById('static-login');
      if (form && !form.hidden) w.__staticLoginShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
export const everShown = (page: Page) => page.evaluate(() => (window as unknown as { __staticLoginShown?: boolean }).__staticLoginShown);

/**
 * Marks when index.html's inline script has decided about its form: `__inlineDecided` is set in the task
 * after the maintenance file's answer reached it (its decision runs in the microtasks before), and
 * `__inlineAsked` tells whether it asked at all (where the app does not open on its login page, it does not).
 */
const watchInlineDecision = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __inlineAsked?: boolean; __inlineDecided?: boolean };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const asked = fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).endsWith('/worknotice.json') || document.readyState !== 'loading') return asked;
      w.__inlineAsked = true;
      return asked.then((res) => {
        const json = res.json.bind(res);
        res.json = () =>
          json().finally(() => {
            setTimeout(() => (w.__inlineDecided = true));
          });
        return res;
      });
    };
  });

/** Index.html alone until its inline script has decided about the form (it would show then), then the app. */
export async function loadWithAppHeld(page: Page, path: string): Promise<void> {
  await watchStaticForm(page);
  await watchInlineDecision(page);
  const release = await holdAppScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  // The inline script runs while the page is parsed (the held entry module waits after it).
  await page.waitForFunction(() => {
    const w = window as unknown as { __inlineAsked?: boolean; __inlineDecided?: boolean };
    return document.readyState !== 'loading' && (!w.__inlineAsked || w.__inlineDecided === true);
  });
  release();
  // The app's scripts have arrived and run (the load event waits for the module): what a test expects of
  // the app next is not also a race with its start, which takes seconds on a busy 2-core machine.
  await page.waitForLoadState('load');
}
