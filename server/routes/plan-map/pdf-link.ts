// eduplan/getPlanPdfUrl (spec 3 §2 view as pdf): the link the shell opens for the PDF of a customer's (or a
// child's) plan map. The customer is checked as the plan calls check it (plan-customer.ts) before a link is
// signed for the fields; the token binds the PDF's path too, so it opens nothing else (pdf-links.ts).
import { Schema } from 'effect';
import { eduplanPdfUrl, PlanCustomerFields } from '../../../src/domain/plan-map/plan-contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { PLAN_PDF_PATH } from '../../services/pdf-links';
import { planCustomer } from '../../services/plan-customer';

export const PlanPdfFields = Schema.Struct(PlanCustomerFields);
const encodeFields = Schema.encodeSync(PlanPdfFields);

export const planPdfLinkCalls: readonly ApiCall[] = [
  handle(eduplanPdfUrl, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, config, pdfLinks } = ctx.svc;
    await planCustomer(db, user, req);
    // The form fields as the client sends them, so the PDF decodes exactly what the link was signed for.
    const fields = encodeFields(req) as Record<string, string>;
    return { url: `${config.publicOrigin}${pdfLinks.path(user.userid, fields, clock.now(), PLAN_PDF_PATH)}` };
  }),
];
