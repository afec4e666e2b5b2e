// GET /api/v1/pdf/mycstmrPdf?<filters>&token=… (spec 1 §7): the list as a PDF, for a link from
// getCstmrPdfUrl. No session: the token is the credential (services/pdf-links.ts). A forged or altered
// link answers a plain 403 page, an expired one 410, and then nothing is read; the list itself follows
// the rules of its signer as they are now (a member who has left is refused).
import { eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { CustomerFilters } from '../../../src/domain/customers/contract';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { custLists, products, users } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { decodeFields } from '../../lib/decode';
import { html } from '../../lib/html';
import { kstDate, kstTime } from '../../lib/time';
import type { AppServices } from '../../services/context';
import { PDF_MAX_ROWS, renderCustomerPdf } from '../../services/customer-pdf';
import { filterSummary } from '../../services/customer-pdf-summary';
import { customerCount, customerPage } from '../../services/customer-query';
import { PDF_PATH } from '../../services/pdf-links';
import { checkedScope } from './list-input';
import { toCustomerRow } from './rows';

function refusal(c: Context, status: 403 | 404 | 410, text: string) {
  const body = html`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>나의 고객 목록</title></head><body><p>${text}</p></body></html>`;
  return c.body(body.text, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}

export function customerPdfRoutes(app: Hono, svc: AppServices): void {
  app.get(PDF_PATH, async (c) => {
    const now = svc.clock.now();
    const link = svc.pdfLinks.check(new URL(c.req.url).searchParams, now);
    if (!link.ok) return link.reason === 'expired' ? refusal(c, 410, msg.pdfLinkExpired) : refusal(c, 403, msg.pdfLinkInvalid);
    const filters = decodeFields(CustomerFilters, link.filters);
    const [user] = await svc.db.select().from(users).where(eq(users.userid, link.userid));
    if (!filters.ok || !user) return refusal(c, 403, msg.pdfLinkInvalid);
    const f = filters.value;
    let owners;
    try {
      owners = await checkedScope(svc.db, user, f);
    } catch (e) {
      if (e instanceof CallRefusal) return refusal(c, e.rt === 'not_found' ? 404 : 403, e.rt === 'not_found' ? msg.notFound : msg.pdfLinkInvalid);
      throw e;
    }
    const today = kstDate(now);
    const q = { owners, filters: f, today };
    const [rows, total] = await Promise.all([customerPage(svc.db, { ...q, offset: 0, limit: PDF_MAX_ROWS }), customerCount(svc.db, q)]);
    const codes = f.selectedProdList?.split(',') ?? [];
    const [named] = f.searchUserid ? await svc.db.select().from(users).where(eq(users.userid, f.searchUserid)) : [user];
    const productNames = codes.length ? await svc.db.select().from(products).where(inArray(products.prdtCd, codes)) : [];
    const [saved] = f.custListSqno ? await svc.db.select().from(custLists).where(eq(custLists.custListSqno, f.custListSqno)) : [];
    const target = owners.length > 1 ? `${user.name} ${GRADE_NAMES[user.orgnzPstn]} 조직 전체` : `${named!.name} ${GRADE_NAMES[named!.orgnzPstn]}`;
    const bytes = await renderCustomerPdf({
      printedAt: `${today} ${kstTime(now)}`,
      summary: filterSummary(f, { target, products: new Map(productNames.map((p) => [p.prdtCd, p.prdtnm])), savedList: saved?.titl ?? null }),
      total,
      rows: rows.map((r) => toCustomerRow(r, today, svc.recipients)),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(`나의고객목록_${today}.pdf`)}`,
      'Content-Length': String(bytes.byteLength),
      // The link is the credential: nothing keeps the answer (every /api/ answer is no-store anyway).
      'Cache-Control': 'no-store',
    });
  });
}
