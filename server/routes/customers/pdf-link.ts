// getCstmrPdfUrl (spec 1 §7): the link the shell opens for the PDF of the list under these filters. The
// filters are checked as the list checks them (scope, saved list) before a link is signed for them.
import { Schema } from 'effect';
import { CustomerFilters, getCstmrPdfUrl } from '../../../src/domain/customers/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { checkedScope } from './list-input';

const encodeFilters = Schema.encodeSync(CustomerFilters);

export const pdfLinkCalls: readonly ApiCall[] = [
  handle(getCstmrPdfUrl, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, config, pdfLinks } = ctx.svc;
    await checkedScope(db, user, req);
    // The form fields as the client sends them, so the PDF decodes exactly what the link was signed for.
    const fields = encodeFilters(req) as Record<string, string>;
    return { url: `${config.publicOrigin}${pdfLinks.path(user.userid, fields, clock.now())}` };
  }),
];
