// GET /api/v1/pdf/eduplanPdf?<customer fields>&token=… (spec 3 §2 view as pdf): a customer's (or child's)
// plan map as a PDF, for a link from eduplan/getPlanPdfUrl. No session: the token is the credential
// (services/pdf-links.ts, bound to this path). A forged, altered or other PDF's link answers a plain 403
// page, an expired one 410, and then nothing is read; the customer is checked again as the signer may see
// them now (a member who has left is refused).
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { msg } from '../../../src/domain/messages';
import { planMapMessages } from '../../../src/domain/plan-map/messages';
import { users } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { decodeFields } from '../../lib/decode';
import { html } from '../../lib/html';
import { kstDate, kstDateTime } from '../../lib/time';
import type { AppServices } from '../../services/context';
import { PLAN_PDF_PATH } from '../../services/pdf-links';
import { logPersonalRead } from '../../services/personal-data-log';
import { type PlanCustomer, planCustomer } from '../../services/plan-customer';
import { renderPlanPdf } from '../../services/plan-pdf';
import { heldProducts, savedPlans } from '../../services/plan-pdf-content';
import { PlanPdfFields } from './pdf-link';

function refusal(c: Context, status: 403 | 404 | 410, text: string) {
  const body = html`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${planMapMessages.planMapTitle}</title></head><body><p>${text}</p></body></html>`;
  return c.body(body.text, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}

export function planPdfRoutes(app: Hono, svc: AppServices): void {
  app.get(PLAN_PDF_PATH, async (c) => {
    const now = svc.clock.now();
    const link = svc.pdfLinks.check(new URL(c.req.url).searchParams, now, PLAN_PDF_PATH);
    if (!link.ok) return link.reason === 'expired' ? refusal(c, 410, msg.pdfLinkExpired) : refusal(c, 403, msg.pdfLinkInvalid);
    const fields = decodeFields(PlanPdfFields, link.filters);
    const [user] = await svc.db.select().from(users).where(eq(users.userid, link.userid));
    if (!fields.ok || !user) return refusal(c, 403, msg.pdfLinkInvalid);
    let customer: PlanCustomer;
    try {
      customer = await planCustomer(svc.db, user, fields.value);
    } catch (e) {
      if (e instanceof CallRefusal) return refusal(c, e.rt === 'not_found' ? 404 : 403, e.rt === 'not_found' ? msg.notFound : msg.pdfLinkInvalid);
      throw e;
    }
    const [plans, held] = await Promise.all([savedPlans(svc.db, customer.kwkkey, customer.chlnKwkey), heldProducts(svc.db, customer.kwkkey)]);
    await logPersonalRead(svc.db, now, {
      userid: user.userid,
      ownerUserid: customer.ownerUserid,
      kwkkeys: [customer.kwkkey],
      call: PLAN_PDF_PATH,
      fields: customer.childName === null ? ['custNm', 'purchases'] : ['custNm', 'childNames', 'purchases'],
    });
    const bytes = await renderPlanPdf({ printedAt: kstDateTime(now), customerName: customer.name, childName: customer.childName, plans, held });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(`${planMapMessages.planMapTitle}_${kstDate(now)}.pdf`)}`,
      'Content-Length': String(bytes.byteLength),
      // The link is the credential: nothing keeps the answer.
      'Cache-Control': 'no-store',
    });
  });
}
