// Layout health of every screen in the route table (src/domain/app/routes.ts), on two phones and a desktop:
// no sideways scroll, nothing in the header wider than its box, no console error, no failed request,
// and every link leading somewhere that answers. A new screen is checked by being in the route table; the
// server's own pages (sign-up link, business card, outbox) are listed in SERVER_PAGES.
// Screens whose content differs by position are seen by each (e2e/support/route-examples.ts); the public screens signed out.
import type { APIRequestContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { resolveRoute } from '../../src/domain/app/routes';
import { apiCall, apiSession } from '../support/app';
import { ROUTE_CASES, arrive, chunksByViewer, headerOverflows, landedElsewhere } from '../support/route-examples';
import { expect, test } from '../support/test';

const VIEWPORTS = [
  { name: 'phone 360', width: 360, height: 740 },
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'desktop 1440', width: 1440, height: 900 },
] as const;

/**
 * The server's own pages a customer or a demo opens outside the app: the sign-up link's page, the
 * business card page (both by a planner's token, asked as the app asks it) and the development outbox.
 */
const SERVER_PAGES: { readonly name: string; readonly url: (request: APIRequestContext) => Promise<string> }[] = [
  {
    name: 'join page',
    url: async (request) => new URL((await apiCall(request, (await apiSession(request, 'planner01')).authToken, 'qr/signUpLink')).data.url).pathname,
  },
  {
    name: 'business card page',
    url: async (request) => {
      const session = await apiSession(request, 'planner01');
      return (await apiCall(request, session.authToken, 'card/profile', { targetId: String(session.akdcde) })).data.cardUrl;
    },
  },
  { name: 'development outbox', url: async () => '/dev/outbox' },
];

interface Problems {
  readonly console: string[];
  readonly failed: string[];
}

/** Collects the page's problems until `stop` (each screen of a test has its own). */
function watch(page: Page): Problems & { readonly stop: () => void } {
  const problems = { console: [] as string[], failed: [] as string[] };
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && problems.console.push(m.text()));
  const onPageError = (e: Error) => void problems.console.push(e.message);
  const onFailed = (r: Request) => void problems.failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  const onResponse = (r: Response) => void (r.status() >= 400 && problems.failed.push(`${r.request().method()} ${r.url()}: ${r.status()}`));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  };
  return { ...problems, stop };
}

/** Every link on the page, made absolute. */
const linksOf = (page: Page) => page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

/** Links this worker already followed (the chrome's are on every screen): each is fetched once. */
const answering = new Set<string>();

/** A same-origin link must be a screen of the route table or a server page that answers; outside links must answer. */
async function deadLinks(page: Page, hrefs: readonly string[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const dead: string[] = [];
  for (const href of new Set(hrefs)) {
    if (answering.has(href)) continue;
    const url = new URL(href);
    if (url.protocol === 'tel:' || url.protocol === 'mailto:' || url.protocol === 'itms-services:') continue;
    if (url.origin === origin && resolveRoute({ path: url.pathname, search: url.search.slice(1) })) {
      answering.add(href);
      continue;
    }
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      dead.push(`${href}: leaves this machine, where no such site is`);
      continue;
    }
    const res = await page.request.get(href, { maxRedirects: 3 });
    const shell = url.origin === origin && (res.headers()['content-type'] ?? '').includes('text/html') && (await res.text()).includes('<div id="root">');
    if (res.status() >= 400) dead.push(`${href}: ${res.status()}`);
    else if (shell) dead.push(`${href}: no screen or page of the server has this path`);
    else answering.add(href);
  }
  return dead;
}

/** A few screens per test: each is loaded once and checked at every size, so a test stays well inside its time-out. */
const PER_TEST = 3;

for (const { userId, routes: chunk } of chunksByViewer(ROUTE_CASES, PER_TEST))
  test.describe(() => {
    test.use({ signedInAs: userId });
    test(`${userId ?? 'signed out'}: ${chunk.map((r) => r.name).join(', ')}`, async ({ page }) => {
      for (const route of chunk)
        await test.step(route.name, async () => {
          const problems = watch(page);
          await page.setViewportSize(VIEWPORTS[0]);
          await arrive(page, route, userId ?? '');
          await expect(page.locator('.splash')).toHaveCount(0);
          expect(landedElsewhere(page, route), `${route.name}: the example lands elsewhere`).toBeNull();
          await expectHealthy(page, problems, route.name);
        });
    });
  });

test('the server pages', async ({ page, request }) => {
  for (const serverPage of SERVER_PAGES)
    await test.step(serverPage.name, async () => {
      const problems = watch(page);
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(await serverPage.url(request));
      await expectHealthy(page, problems, serverPage.name);
    });
});

/**
 * What every page must hold once loaded (see the file's head), at each size in turn: the page is loaded at
 * the first and resized, as a window or a rotated phone would be, so each screen loads once.
 */
async function expectHealthy(page: Page, problems: ReturnType<typeof watch>, name: string) {
  await page.waitForLoadState('networkidle');
  for (const viewport of VIEWPORTS) {
    const at = `${name} at ${viewport.name}`;
    await page.setViewportSize(viewport);
    // The chrome has switched layout (the desktop one from 1024 px), then two frames for the layout to settle.
    const chrome = page.getByTestId('chrome');
    if ((await chrome.count()) > 0) await expect(chrome).toHaveClass(viewport.width >= 1024 ? /\bchrome-desktop\b/ : /^(?!.*\bchrome-desktop\b)/);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(width.scroll, `${at}: no sideways scroll`).toBeLessThanOrEqual(width.viewport);
    expect(await headerOverflows(page), `${at}: nothing in the header overflows its box`).toEqual([]);
    expect(await deadLinks(page, await linksOf(page)), `${at}: every link answers`).toEqual([]);
  }
  await page.waitForLoadState('networkidle');
  expect(problems.console, `${name}: no console error`).toEqual([]);
  expect(problems.failed, `${name}: no failed request`).toEqual([]);
  problems.stop();
}
