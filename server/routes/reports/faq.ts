// faq/list (spec 3 §2 FAQ, §7 FAQ list): a category's entries (CFD00: all of them) by sort_ord then sqno,
// a page at a time, with the total; the answers are operator HTML the screen sanitises.
import { asc, count, eq } from 'drizzle-orm';
import { FAQ_CATEGORIES, faqList } from '../../../src/domain/faq/contract';
import { faqs } from '../../db/schema';
import { type ApiCall, handle, signedIn } from '../../http/handle';

const CATEGORY_NAMES: ReadonlyMap<string, string> = new Map(FAQ_CATEGORIES.map((c) => [c.code, c.label]));

export const faqListCalls: readonly ApiCall[] = [
  handle(faqList, async (req, ctx) => {
    signedIn(ctx);
    const where = req.divCd === 'CFD00' ? undefined : eq(faqs.divCd, req.divCd);
    const [rows, [total]] = await Promise.all([
      ctx.svc.db
        .select({ divCd: faqs.divCd, sqno: faqs.sqno, titl: faqs.titl, cntn: faqs.cntn })
        .from(faqs)
        .where(where)
        .orderBy(asc(faqs.sortOrd), asc(faqs.sqno))
        .offset(req.offset)
        .limit(req.size),
      ctx.svc.db.select({ n: count() }).from(faqs).where(where),
    ]);
    return { list: rows.map((r) => ({ ...r, divNm: CATEGORY_NAMES.get(r.divCd) ?? '' })), totCnt: total?.n ?? 0 };
  }),
];
