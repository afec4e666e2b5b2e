// Every screen of the route table (src/domain/app/routes.ts) as a spec opens it: example values for path and
// query parameters from the seed (so each screen shows its content, not its "not found" text), who sees each
// screen (the positions whose view differs), and a layout check the sweeps share. Used by the layout health
// and the accessibility sweeps; a new screen is covered by being in the route table (a new path parameter
// needs an example below, or urlOf says so). A screen its URL alone does not show (it needs what another
// screen hands over) is reached as a user reaches it: ARRIVALS.
import { expect, type Page } from '@playwright/test';
import { ROUTES, resolveRoute, type RouteDef } from '../../src/domain/app/routes';
import { customersMessages } from '../../src/domain/customers/messages';
import { CUSTOMER_ROUTE_NAMES, LIST_PATH, SMS_PATH } from '../../src/domain/customers/pages';
import { registrationMessages } from '../../src/domain/registration/messages';
import { REGISTRATION_ROUTE_NAMES } from '../../src/domain/registration/pages';
import { OPEN_POPUPS } from '../../server/db/seed/popups';
import { ACCOUNTS } from './app';
import type { SignedInAccount } from './signed-in';
import { pathOf, textedLinkOnce } from './texted-link';

/** Example values for path parameters, by name; a new parameter name needs one here. */
export const PARAMS: Record<string, (userId: string) => string> = {
  userId: (me) => me,
  sqno: () => String(OPEN_POPUPS[0].sqno),
  // The customer detail search by contract (the optional parameter's one value).
  listTyp: () => 'S',
  // The accompany lookup: a name search that finds members, and a member of the viewer's branch.
  username: () => '김',
  userid: () => 'planner01',
};
/** Query parameters a screen needs to show its content rather than its "not found" text. */
export const QUERIES: Record<string, string> = {
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
  // A day the server holds: the specs' browser keeps the real clock, whose today may be past the server's day.
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

export function urlOf(route: RouteDef, userId: string): string {
  const path = route.path.replace(/:(\w+)\??/g, (_, name: string) => {
    const example = PARAMS[name];
    if (!example) throw new Error(`route examples: add an example value for the path parameter "${name}" (${route.path})`);
    return encodeURIComponent(example(userId));
  });
  const query = QUERIES[route.name];
  return query ? `${path}?${query}` : path;
}

/**
 * Screens whose URL alone sends the visitor on at load, opened as a user opens them instead (from the screen
 * that hands them what they need). Each ends with its screen up and showing that content.
 */
export const ARRIVALS: Readonly<Record<string, (page: Page, userId: string) => Promise<void>>> = {
  // The SMS page takes its recipients from the list's selection (held by the list's actor, in memory): without
  // one it goes back to the list. Two customers selected, then 더보기 → 문자 보내기 (spec 1 §2).
  [CUSTOMER_ROUTE_NAMES.sms]: async (page) => {
    const msg = customersMessages;
    await page.goto(LIST_PATH);
    // A row's check box is named "<name> 선택" (select-all is 전체선택, without the space).
    const rows = page.getByRole('checkbox', { name: / 선택$/ });
    await expect(rows.nth(1)).toBeVisible();
    await rows.nth(0).check();
    await rows.nth(1).check();
    await expect(page.getByText(msg.custSelected(2))).toBeVisible();
    await page.getByRole('button', { name: msg.custMenu }).click();
    await page.getByRole('button', { name: msg.custMenuSms }).click();
    await expect(page).toHaveURL(new RegExp(`${SMS_PATH}$`));
    await expect(page.getByText(msg.smsRecipients(2), { exact: true })).toBeVisible();
  },
  // The self-registration form opens only from a link a planner texts (its parameters sealed by the server):
  // planner03 texts one through the API with its own session (the sweep may be signed out), and the link is
  // read from the development outbox, as the self-registration spec does. A phone and name no spec uses (the
  // phone's daily texts; the sweep refuses the form's saves, so the link stays unused) and one text per server.
  [REGISTRATION_ROUTE_NAMES.self]: async (page) => {
    const link = await textedLinkOnce(page.context(), page.request, '셀프점검', '01077710900');
    await page.goto(pathOf(link));
    await expect(page.getByRole('form', { name: registrationMessages.selfTitle })).toBeVisible();
  },
};

/** Opens the route's screen as the sweeps see it: its example URL, or the user's way there (ARRIVALS). */
export async function arrive(page: Page, route: RouteDef, userId: string): Promise<void> {
  const steps = ARRIVALS[route.name];
  if (steps) await steps(page, userId);
  else await page.goto(urlOf(route, userId));
}

/** The route the page shows now, if it is not `route` (its name, or the path): every screen stays on its own. */
export function landedElsewhere(page: Page, route: RouteDef): string | null {
  const url = new URL(page.url());
  const landed = resolveRoute({ path: url.pathname, search: url.search.slice(1) })?.route.name ?? url.pathname;
  return landed === route.name ? null : landed;
}

/**
 * Who sees each screen: every position where what it draws differs by position (home's cards, the home
 * editor's list, the business card's edit button for partners), a branch head elsewhere (the chrome and
 * the screens are the same for every position today).
 */
const EVERY_ACCOUNT = ACCOUNTS.map((a) => a.id);
export const VIEWERS: Readonly<Record<string, readonly SignedInAccount[]>> = {
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
export const DEFAULT_VIEWERS: readonly SignedInAccount[] = ['branch01'];

/** Every screen of the route table with each account that sees it (`null`: signed out, for the public screens). */
export const ROUTE_CASES = (ROUTES as readonly RouteDef[]).flatMap((route): { route: RouteDef; userId: SignedInAccount | null }[] =>
  !route.auth ? [{ route, userId: null }] : (VIEWERS[route.name] ?? DEFAULT_VIEWERS).map((userId) => ({ route, userId })),
);

/** The cases grouped by viewer in chunks of `size` screens (a test each: one sign-in state, well inside its time-out). */
export function chunksByViewer<C extends { readonly route: RouteDef; readonly userId: SignedInAccount | null }>(cases: readonly C[], size: number): { userId: SignedInAccount | null; routes: RouteDef[] }[] {
  const byViewer = new Map<SignedInAccount | null, RouteDef[]>();
  for (const { route, userId } of cases) byViewer.set(userId, [...(byViewer.get(userId) ?? []), route]);
  return [...byViewer].flatMap(([userId, routes]) =>
    Array.from({ length: Math.ceil(routes.length / size) }, (_, i) => ({ userId, routes: routes.slice(i * size, (i + 1) * size) })),
  );
}

/** Header elements whose content is wider than their own box (a clipped word mark, a cut title). */
export const headerOverflows = (page: Page) =>
  page.locator('header').evaluateAll((headers) =>
    headers.flatMap((h) =>
      [h, ...h.querySelectorAll('*')]
        .filter((el) => el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className || '-'} "${el.textContent?.trim()}" ${el.scrollWidth} > ${el.clientWidth}`),
    ),
  );
