// GET /card/<token>: the public business card a customer opens from the SMS and the app embeds in an
// iframe (same origin, so frame-ancestors 'self' allows it). Escaped values, no script; 404 otherwise.
import type { Hono } from 'hono';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES, positionTitle } from '../../../src/domain/shared/roles';
import { html, page } from '../../lib/html';
import { cardByToken } from '../../services/business-card';
import type { AppServices } from '../../services/context';

export const CARD_STYLESHEET = '/card/card.css';

const CSS = `body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f3f5f8;color:#1d2433}
.card{max-width:360px;margin:16px auto;padding:24px;border-radius:16px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.company{margin:0 0 16px;font-size:14px;font-weight:700;color:#b83d14;letter-spacing:.04em}
.name{margin:0;font-size:24px}.grade{margin:4px 0 16px;color:#5b6475}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}dt{color:#5b6475}dd{margin:0}
a{color:#1f6feb;text-decoration:none}.missing{text-align:center;padding:48px 16px;color:#5b6475}
.card.preview{margin:0;max-width:none;min-height:100vh;box-sizing:border-box;border-radius:0;box-shadow:none}`;

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

export function cardPageRoutes(app: Hono, svc: AppServices): void {
  app.get(CARD_STYLESHEET, (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  app.get('/card/:token', async (c) => {
    const user = await cardByToken(svc.db, c.req.param('token'));
    if (!user) {
      const body = html`<main class="card missing"><p>${msg.cardNotFound}</p></main>`;
      return c.body(page(msg.cardNotFound, CARD_STYLESHEET, body), 404, HTML_HEADERS);
    }
    const grade = [GRADE_NAMES[user.orgnzPstn], positionTitle(user.orgnzPstn)].filter(Boolean).join(' · ');
    const tel = user.phone.replace(/\D/g, '');
    // ?view=preview: the app's preview frame, where the frame itself is the card's edge (no grey mat).
    const preview = c.req.query('view') === 'preview';
    // The card is a named main landmark: in the app's preview frame it is told apart from the app's own main.
    const card = html`<p class="company">${msg.cardCompany}</p>
<h1 class="name">${user.name}</h1>
<p class="grade">${grade}</p>
<dl>
<dt>소속</dt><dd>${user.cntrNm}</dd>
<dt>지점</dt><dd>${user.brncNm}</dd>
<dt>연락처</dt><dd><a href="tel:${tel}">${user.phone}</a></dd>
</dl>`;
    const body = html`<main class="${preview ? 'card preview' : 'card'}" aria-label="${msg.cardCompany}">${card}</main>`;
    return c.body(page(`${user.name} ${GRADE_NAMES[user.orgnzPstn]} · ${msg.cardCompany}`, CARD_STYLESHEET, body), 200, HTML_HEADERS);
  });
}
