// The static login form of index.html in e2e tests: holding the app's entry module back with page.route,
// so a test sees what index.html alone does and decides when the app's scripts arrive; and a recorder of
// whether the form was ever on screen, however briefly.
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

/** Index.html alone until the maintenance file is answered (the form would show then), then the app. */
export async function loadWithAppHeld(page: Page, path: string): Promise<void> {
  await watchStaticForm(page);
  const release = await holdAppScript(page);
  const notice = page.waitForResponse((r) => r.url().endsWith('/worknotice.json'));
  await page.goto(path, { waitUntil: 'commit' });
  await (await notice).finished();
  // The inline script decides a task or two after the answer; only then may the app's code come.
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
  release();
}
