// Layout health of every screen in the route table (src/domain/app/routes.ts), on two phones and a desktop:
// no sideways scroll, nothing in the header wider than its box, no console error, no failed request,
// and every link leading somewhere that answers. A new screen is checked by being in the route table; the
// server's own pages (sign-up link, business card, outbox) are listed in SERVER_PAGES.
// Screens whose content differs by position are seen by each (VIEWERS); the public screens signed out.
import type { APIRequestContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { ROUTES, resolveRoute, type RouteDef } from '../../src/domain/app/routes';
import { OPEN_POPUPS } from '../../server/db/seed/popups';
import { ACCOUNTS, apiCall, apiSession } from '../support/app';
import type { SignedInAccount } from '../support/signed-in';
import { expect, test } from '../support/test';

const VIEWPORTS = [
  { name: 'phone 360', width: 360, height: 740 },
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'desktop 1440', width: 1440, height: 900 },
] as const;

/** Example values for path parameters, by name; a new parameter name needs one here. */
const PARAMS: Record<string, (userId: string) => string> = {
  userId: (me) => me,
  sqno: () => String(OPEN_POPUPS[0].sqno),
  // The customer detail search by contract (the optional parameter's one value).
  listTyp: () => 'S',
  // The accompany lookup: a name search that finds members, and a member of the viewer's branch.
  username: () => '김',
  userid: () => 'planner01',
};
/** Query parameters a screen needs to show its content rather than its "not found" text. */
const QUERIES: Record<string, string> = {
  'notice-detail': 'itemId=1',
  // planner01's first customer, a contract customer (the seed keys customers by owner and place).
  'my-cstmr-view': 'userId=planner01&kwkkey=K01100001&custDiv=1',
  'my-cstmr-view-memo': 'userId=planner01&kwkkey=K01100001&custDiv=1',
  'my-cstmr-view-family-info': 'kwkkey=K01100001&custDiv=1',
  // One of planner01's own memos on that customer (a written one, amendable): the edit variant with its text.
  'my-cstmr-view-modify-memo': 'userId=planner01&kwkkey=K01100001&custDiv=1&sqno=123',
  // The address popup with a road's first page (long road and lot addresses at phone width).
  'common-popup-post-search': 'keyword=%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C',
  // planner01's second customer, a prospect with one child: the child popups' forms (to modify, its first child).
  'my-cstmr-view-add-children': 'userId=planner01&kwkkey=K01100002&custDiv=2',
  'my-cstmr-view-modify-children': 'userId=planner01&kwkkey=K01100002&custDiv=2&sqno=1',
  // planner01's second customer: more than a page of purchases and recruit registrations (the seed's long record).
  'my-cstmr-view-buy-info': 'userId=planner01&kwkkey=K01100002&custDiv=2',
  'my-cstmr-view-recruit-info': 'userId=planner01&kwkkey=K01100002&custDiv=2',
  // planner01's second customer, a prospect (its modify button and the 'other' activity's place shown).
  'my-cstmr-view-interest-info': 'userId=planner01&kwkkey=K01100002&custDiv=2',
  // The organisation list from the home card's 실활동 figure (its chip shown), and the detail search
  // prefilled with a code of every group.
  'orgnz-list': 'option=sil',
  'orgnz-detailed-search': 'gubun=COG03,COG04&chawol=1&gadong=2',
  // planner01 (employee code 10230390 in every seed) as the branch head sees them: the detail, the profile, a new memo.
  'orgnz-view': 'targetId=10230390&gubun=COG03',
  'orgnz-profile': 'targetId=10230390&gubun=COG03',
  'orgnz-memo': 'targetId=10230390',
  // A day the server holds: this spec's browser keeps the real clock, whose today may be past the server's day.
  'daily-report': 'trgDate=20260311',
  // planner01's plan of the seed month (the small seed's 17th plan: branch01's, district01's two, then planner01's
  // thirteen months), as its writer and as the branch head see it; the survey for everyone, which no spec answers
  // as the branch head (its form with every question type).
  'bsn-pln-detail': 'sqno=17',
  'bsn-pln-member-detail': 'sqno=17',
  'survey-view': 'srvySqno=1',
  // The running promotion (the seed's first: started before the seed day, ends after it).
  'eduplan-promotion': 'sqno=1',
};

function urlOf(route: RouteDef, userId: string): string {
  const path = route.path.replace(/:(\w+)\??/g, (_, name: string) => {
    const example = PARAMS[name];
    if (!example) throw new Error(`layout-health: add an example value for the path parameter "${name}" (${route.path})`);
    return encodeURIComponent(example(userId));
  });
  const query = QUERIES[route.name];
  return query ? `${path}?${query}` : path;
}

/**
 * Who sees each screen: every position where what it draws differs by position (home's cards, the home
 * editor's list, the business card's edit button for partners), a branch head elsewhere (the chrome and
 * the screens are the same for every position today).
 */
const EVERY_ACCOUNT = ACCOUNTS.map((a) => a.id);
const VIEWERS: Readonly<Record<string, readonly SignedInAccount[]>> = {
  main: EVERY_ACCOUNT,
  'dashboard-set': ['branch01', 'partner01'],
  'business-card': ['planner01', 'partner01'],
  // Own activity info: a planner's graph and monthly panel, which a branch head does not have.
  'my-edu-infor': ['branch01', 'planner01'],
  // A memo is amended by its writer.
  'my-cstmr-view-modify-memo': ['planner01'],
  // A planner's own plans (rows open their detail, an edit button) and a branch head's (the branch totals, tabs).
  'bsn-pln-list': ['branch01', 'planner01'],
  'bsn-pln-detail': ['planner01'],
  // The plan map: a planner's own catalogue, and the branch head's (who looks customers up through the planner list).
  'eduplan-map': ['branch01', 'planner01'],
};
const DEFAULT_VIEWERS: readonly SignedInAccount[] = ['branch01'];

const CASES = (ROUTES as readonly RouteDef[]).flatMap((route): { route: RouteDef; userId: SignedInAccount | null }[] =>
  !route.auth ? [{ route, userId: null }] : (VIEWERS[route.name] ?? DEFAULT_VIEWERS).map((userId) => ({ route, userId })),
);

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

/** Header elements whose content is wider than their own box (a clipped word mark, a cut title). */
const headerOverflows = (page: Page) =>
  page.locator('header').evaluateAll((headers) =>
    headers.flatMap((h) =>
      [h, ...h.querySelectorAll('*')]
        .filter((el) => el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className || '-'} "${el.textContent?.trim()}" ${el.scrollWidth} > ${el.clientWidth}`),
    ),
  );

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
const byViewer = new Map<SignedInAccount | null, RouteDef[]>();
for (const { route, userId } of CASES) byViewer.set(userId, [...(byViewer.get(userId) ?? []), route]);

for (const [userId, routes] of byViewer)
  for (let i = 0; i < routes.length; i += PER_TEST) {
    const chunk = routes.slice(i, i + PER_TEST);
    test.describe(() => {
      test.use({ signedInAs: userId });
      test(`${userId ?? 'signed out'}: ${chunk.map((r) => r.name).join(', ')}`, async ({ page }) => {
        for (const route of chunk)
          await test.step(route.name, async () => {
            const problems = watch(page);
            await page.setViewportSize(VIEWPORTS[0]);
            await page.goto(urlOf(route, userId ?? ''));
            await expect(page.locator('.splash')).toHaveCount(0);
            await expectHealthy(page, problems, route.name);
          });
      });
    });
  }

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
