// Notices (spec 1 §3, §7): the list, newest first, optionally those whose title contains searchTxt
// (case-insensitive, as plain text: strpos, so % and _ are no wildcards), with the filtered total; one
// notice with its body and attachments; and GET /files/notice/<token>, the attachment download.
import type { Context } from 'hono';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { noticeDetail, noticeList } from '../../src/domain/notice/contract';
import { noticeFiles, notices } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import type { AppServices } from '../services/context';

export const NOTICE_FILE_PREFIX = '/files/notice/';

export const noticeCalls: readonly ApiCall[] = [
  handle(noticeList, async (req, ctx) => {
    signedIn(ctx);
    const text = req.searchTxt?.trim() ?? '';
    const match = text === '' ? undefined : sql`strpos(lower(${notices.title}), lower(${text})) > 0`;
    const [list, [total]] = await Promise.all([
      ctx.svc.db
        .select({ itemId: notices.itemId, title: notices.title, importance: notices.importance, writeDate: notices.writeDate })
        .from(notices)
        .where(match)
        .orderBy(desc(notices.writeDate), desc(notices.itemId))
        .offset(req.offset)
        .limit(req.size),
      ctx.svc.db.select({ n: count() }).from(notices).where(match),
    ]);
    return { list, totCnt: total?.n ?? 0 };
  }),

  handle(noticeDetail, async (req, ctx) => {
    signedIn(ctx);
    const [[notice], files] = await Promise.all([
      ctx.svc.db.select().from(notices).where(eq(notices.itemId, req.itemId)),
      ctx.svc.db
        .select({ fileName: noticeFiles.fileName, token: noticeFiles.token })
        .from(noticeFiles)
        .where(eq(noticeFiles.itemId, req.itemId))
        .orderBy(asc(noticeFiles.sort), asc(noticeFiles.id)),
    ]);
    if (!notice) throw new CallRefusal('not_found');
    return {
      itemId: notice.itemId,
      title: notice.title,
      importance: notice.importance,
      writeDate: notice.writeDate,
      crossDocLocation: notice.crossDocLocation ?? '',
      contents: notice.bodyHtml,
      fileList: files.map((f) => ({ fileName: f.fileName, fileDownUrl: `${NOTICE_FILE_PREFIX}${f.token}` })),
    };
  }),
];

/** 32 bytes in base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', txt: 'text/plain; charset=utf-8' };

export const contentTypeOf = (fileName: string) =>
  CONTENT_TYPES[/\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** RFC 8187 ext-value: percent-encode everything outside attr-char (encodeURIComponent leaves '()* alone). */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** GET /files/notice/:token: the attachment as a download; a plain 404 for anything else. */
export const noticeFileRoute = (svc: AppServices) => async (c: Context) => {
  const token = c.req.param('token') ?? '';
  const [file] = TOKEN.test(token)
    ? await svc.db
        .select({ fileName: noticeFiles.fileName, content: noticeFiles.content })
        .from(noticeFiles)
        .where(eq(noticeFiles.token, token))
    : [];
  if (!file) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': contentTypeOf(file.fileName),
    'Content-Length': String(file.content.byteLength),
    'Content-Disposition': `attachment; filename*=UTF-8''${extValue(file.fileName)}`,
    // The token is the credential: keep the answer out of shared caches.
    'Cache-Control': 'private, no-store',
  });
};
