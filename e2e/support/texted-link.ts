// The self-registration link as the customer gets it (spec 2 §4, §5; docs/decisions.md D53): a planner texts it
// through the API, as the registration screen's alternative does (sendAuthMMS with the planner's own session,
// not the page's), and the link and the numbers are read from the development outbox page, as the customer
// reads their texts. Used by the self-registration spec and the sweeps' arrival at the form (route-examples.ts).
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { SELF_LINK_PARAMS, SELF_PATH } from '../../src/domain/registration/pages';
import { apiCall, apiSession } from './app';

/** The planner who texts the links: only the registration specs change planner03's customers. */
export const LINK_PLANNER = 'planner03';

/** `planner` texts `phone` the link for `name` (sendAuthMMS with the planner's session). */
export async function sendLink(request: APIRequestContext, name: string, phone: string, planner: string = LINK_PLANNER): Promise<void> {
  const { authToken } = await apiSession(request, planner);
  const r = await apiCall(request, authToken, 'myCstmr/sendAuthMMS', { custNm: name, kwctlNo: phone });
  expect(r.rt, JSON.stringify(r)).toBe('success');
}

/** The outbox page's rows sent to `phone` that match `has`, latest first. */
const outboxRows = async (context: BrowserContext, phone: string, has: RegExp): Promise<string[]> => {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const texts = await outbox.getByRole('row').filter({ hasText: phone }).filter({ hasText: has }).allTextContents();
  await outbox.close();
  return texts;
};

/** The text of the latest row of the development outbox page sent to `phone` that matches `has`. */
async function lastText(context: BrowserContext, phone: string, has: RegExp): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const text = await outbox.getByRole('row').filter({ hasText: phone }).filter({ hasText: has }).first().textContent();
  await outbox.close();
  return text ?? '';
}

const LINK = /https?:\/\/[\w.:/?=&%-]+/;

/** A texted row's link: its path and query, opened on the test server (the cells run together: ASCII only). */
function linkIn(text: string): URL {
  const href = LINK.exec(text)?.[0];
  expect(href, 'the link in the text').toBeDefined();
  const url = new URL(href!);
  expect(url.pathname).toBe(SELF_PATH);
  expect([...url.searchParams.keys()].sort()).toEqual([...SELF_LINK_PARAMS].sort());
  return url;
}

/** The link texted to `phone` last. */
export async function textedLink(context: BrowserContext, phone: string): Promise<URL> {
  return linkIn(await lastText(context, phone, LINK));
}

/**
 * The link texted to `phone` last, texted first if the outbox has none: a screen opened again and again (the
 * sweeps reopen it) costs the phone one of its daily texts (PHONE_SENDS_PER_DAY) once per server, not each time.
 */
export async function textedLinkOnce(context: BrowserContext, request: APIRequestContext, name: string, phone: string): Promise<URL> {
  const [latest] = await outboxRows(context, phone, LINK);
  if (latest !== undefined) return linkIn(latest);
  await sendLink(request, name, phone);
  return textedLink(context, phone);
}

/** The number texted to `phone` last. */
export async function textedCode(context: BrowserContext, phone: string): Promise<string> {
  const code = /\[(\d{6})\]/.exec(await lastText(context, phone, /\[\d{6}\]/))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The link's address on the test server (its path and query). */
export const pathOf = (url: URL): string => `${url.pathname}${url.search}`;
