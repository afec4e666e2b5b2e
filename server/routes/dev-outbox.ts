// GET /dev/outbox: the latest 100 SMS the server queued or sent, for demos and manual testing, since
// the development gateway sends nothing. Off (404) when the configuration says production.
import { desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { smsOutbox } from '../db/schema';
import { html, page } from '../lib/html';
import { toKstIso } from '../lib/time';
import type { AppServices } from '../services/context';
import { CARD_STYLESHEET } from './card-page';

export function devOutboxRoutes(app: Hono, svc: AppServices): void {
  // Registered in production too, so the built client's SPA fallback never answers these paths.
  app.all('/dev/*', async (c, next) => (svc.config.production ? c.text('Not Found', 404) : next()));
  if (svc.config.production) return;
  app.get('/dev/outbox', async (c) => {
    const rows = await svc.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(100);
    const body = html`<main><h1>SMS outbox (development)</h1>
<table><thead><tr><th>시간</th><th>수신</th><th>발신</th><th>내용</th><th>상태</th></tr></thead><tbody>
${rows.map((r) => html`<tr><td>${toKstIso(r.createdAt)}</td><td>${r.toTel}</td><td>${r.senderUserid}</td><td><pre>${r.body}</pre></td><td>${r.status}${r.lastError ? ` (${r.lastError})` : ''}</td></tr>`)}
</tbody></table></main>`;
    return c.body(page('SMS outbox', CARD_STYLESHEET, body), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
}
