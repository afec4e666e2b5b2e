// GET /join/<token>: where the QR page's customer easy sign-up link lands (docs/decisions.md D23). Until
// the self-registration page arrives with the customer issue, a valid link says whose link it is and
// what happens next; anything else (malformed, forged, a planner no longer on staff) is a 404 page.
// Escaped values, no script, its own stylesheet (the CSP allows no inline styles); never the phone.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { users } from '../../db/schema';
import { html, page } from '../../lib/html';
import type { AppServices } from '../../services/context';
import { SIGN_UP_PATH } from '../../services/sign-up-link';

export const JOIN_STYLESHEET = `${SIGN_UP_PATH}join.css`;

const CSS = `body{margin:0;padding:0 12px;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f3f5f8;color:#1d2433;line-height:1.6}
main{max-width:400px;margin:16px auto;padding:24px;border-radius:16px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.08);word-break:keep-all}
.company{margin:0 0 8px;font-size:14px;font-weight:700;color:#c2410c;letter-spacing:.04em}
h1{margin:0 0 16px;font-size:22px}p{margin:0 0 12px}.planner{font-weight:700}
.notice{padding:12px 16px;border-radius:12px;background:#fff4ef}.notice p:last-child{margin:0}
.invalid h1{color:#5b6475}`;

/** Sign-up pages change with the staff list: never kept by a browser or a proxy. */
const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

/** The planner a link belongs to, or null for a token this server did not issue or a planner who is gone. */
async function plannerOf(svc: AppServices, token: string) {
  const akdcde = svc.signUp.verify(token);
  if (akdcde === null) return null;
  const [row] = await svc.db.select({ name: users.name, position: users.orgnzPstn }).from(users).where(eq(users.akdcde, akdcde)).limit(1);
  return row ?? null;
}

export function joinPageRoutes(app: Hono, svc: AppServices): void {
  app.get(JOIN_STYLESHEET, (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  app.get(`${SIGN_UP_PATH}:token`, async (c) => {
    const planner = await plannerOf(svc, c.req.param('token'));
    if (!planner) {
      const body = html`<main class="invalid">
<p class="company">${msg.cardCompany}</p>
<h1>${msg.joinInvalid}</h1>
<p>${msg.joinInvalidDetail}</p>
</main>`;
      return c.body(page(msg.joinInvalid, JOIN_STYLESHEET, body), 404, HTML_HEADERS);
    }
    const body = html`<main>
<p class="company">${msg.cardCompany}</p>
<h1>${msg.joinHeading}</h1>
<p class="planner">${msg.joinPlanner(planner.name, GRADE_NAMES[planner.position])}</p>
<div class="notice">
<p>${msg.joinPreparing}</p>
<p>${msg.joinNext}</p>
<p>${msg.joinKeepLink}</p>
</div>
</main>`;
    return c.body(page(msg.joinTitle, JOIN_STYLESHEET, body), 200, HTML_HEADERS);
  });
}
