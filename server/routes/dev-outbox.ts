// GET /dev/outbox: the latest 100 SMS the server queued or sent, for demos and manual testing, since
// the development gateway sends nothing. On only when development was chosen (EDUPLANNER_ENV=development:
// `npm run dev`, the test servers); otherwise 404, stylesheet included. It shows numbers and texts on
// purpose; it never logs them.
import { desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { smsOutbox } from '../db/schema';
import { html, page } from '../lib/html';
import { kstDateTime } from '../lib/time';
import type { AppServices } from '../services/context';

export const OUTBOX_PATH = '/dev/outbox';
export const OUTBOX_STYLESHEET = '/dev/outbox.css';

const STATUS_LABELS = { queued: '발송 대기', sent: '발송 완료', failed: '발송 실패' } as const;

const KINDS: Readonly<Record<string, string>> = { profile: '명함', customer: '고객 문자', 'auth-code': '인증번호', 'auth-link': '고객 등록 링크' };

const CSS = `body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f3f5f8;color:#1d2433;line-height:1.5}
main{max-width:1100px;margin:0 auto;padding:16px}h1{margin:8px 0 4px;font-size:20px}.lead{margin:0 0 16px;color:#5b6475;font-size:14px}
.table-wrap{overflow-x:auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:10px 12px;border-bottom:1px solid #e6e9ef;text-align:left;vertical-align:top}
th{background:#f8f9fb;color:#5b6475;font-weight:600;white-space:nowrap}tr:last-child td{border-bottom:0}
td.time,td.tel{white-space:nowrap;font-variant-numeric:tabular-nums}pre{margin:0;white-space:pre-wrap;word-break:break-all;font:inherit}
.status{display:inline-block;padding:2px 8px;border-radius:999px;font-size:12px;font-weight:600;white-space:nowrap}
.status-queued{background:#fff4d6;color:#8a5a00}.status-sent{background:#e3f5e8;color:#1c6b34}.status-failed{background:#fde7e7;color:#a42121}
.error{display:block;margin-top:4px;color:#a42121;font-size:12px}.empty{padding:48px 16px;text-align:center;color:#5b6475;background:#fff;border-radius:12px}`;

/** yyyy-mm-dd HH:mm in Korea time, whatever the host's zone. */

export function devOutboxRoutes(app: Hono, svc: AppServices): void {
  // Registered everywhere, so the built client's SPA fallback never answers these paths.
  app.all('/dev/*', async (c, next) => (svc.config.development ? next() : c.text('Not Found', 404)));
  if (!svc.config.development) return;
  app.get(OUTBOX_STYLESHEET, (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }));
  app.get(OUTBOX_PATH, async (c) => {
    const rows = await svc.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(100);
    const list =
      rows.length === 0
        ? html`<p class="empty">아직 보낸 문자가 없습니다. 앱에서 명함이나 고객 문자를 보내면 여기에 표시됩니다.</p>`
        : html`<div class="table-wrap"><table>
<thead><tr><th scope="col">보낸 시각</th><th scope="col">받는 번호</th><th scope="col">보낸 사람</th><th scope="col">종류</th><th scope="col">내용</th><th scope="col">상태</th></tr></thead>
<tbody>
${rows.map(
  (r) => html`<tr><td class="time">${kstDateTime(r.createdAt)}</td><td class="tel">${r.toTel}</td><td>${r.senderUserid}</td><td>${KINDS[r.kind] ?? r.kind}</td><td><pre>${r.body}</pre></td><td><span class="status status-${r.status}">${STATUS_LABELS[r.status]}</span>${r.lastError ? html`<span class="error">${r.lastError}</span>` : ''}</td></tr>
`,
)}</tbody>
</table></div>`;
    const body = html`<main>
<h1>문자 발송함 (개발용)</h1>
<p class="lead">최근 문자 100건입니다. 문자 게이트웨이를 설정하지 않은 서버는 실제로 보내지 않고 발송 완료로만 표시합니다.</p>
${list}
</main>`;
    return c.body(page('문자 발송함 (개발용)', OUTBOX_STYLESHEET, body), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
}
