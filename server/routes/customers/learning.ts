// A child's learning and book care in the detail (spec 2 §2 child info, §3 Learning item, Book care, §4):
// the learning products, one product's items (the reading product's answer carries the reading-marathon
// item too: READING_ID, MARATHON_ID) and the book-care visits. The child must belong to the customer
// and the customer be one the caller sees, else forbidden. Each read is on an index led by the child's key.
import { sql } from 'drizzle-orm';
import {
  type BookCare,
  getBookCareList,
  getLrnngInfrm,
  type LearningItem,
  type LearningProduct,
  MARATHON_ID,
  READING_ID,
  selectLeanPrdList,
} from '../../../src/domain/customers/sections-contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { fullScope, ownerScope } from '../../services/customer-scope';
import { logPersonalRead } from '../../services/personal-data-log';
import { childInView } from './section-scope';

export const learningCalls: readonly ApiCall[] = [
  handle(selectLeanPrdList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const { ownerUserid } = await childInView(db, await ownerScope(db, user, req.searchUserid), req.kwkkey, req.chlnKwkey);
    const leanPrdList = await rowsOf<LearningProduct>(
      db,
      sql`select chln_kwkey as "chlnKwkey", api_id as "apiId", prdtnm from learning_products
        where chln_kwkey = ${req.chlnKwkey} order by sort`,
    );
    if (leanPrdList.length > 0)
      await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid, kwkkeys: [req.kwkkey], call: selectLeanPrdList.path, fields: ['learning'] });
    return { leanPrdList };
  }),

  handle(getLrnngInfrm, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const { ownerUserid } = await childInView(db, await fullScope(db, user), req.kwKey, req.chlnKwkey);
    const ids = req.id === READING_ID ? [READING_ID, MARATHON_ID] : [req.id];
    // Only a product the child has under this layout: the items of (child, product name) of those layouts.
    const items = await rowsOf<LearningItem>(
      db,
      sql`select i.api_id as id, i.prd_nm as "prdNm", i.lrnng_step as "lrnngStep", i.lrnng_next_mth as "lrnngNextMth",
          i.lrnng_prgrs as "lrnngPrgrs", i.avrg_lrnng_tm as "avrgLrnngTm", i.next_vid_schdl as "nextVidSchdl",
          i.lrnng_str_dt as "lrnngStrDt", i.lrnng_end_dt as "lrnngEndDt", i.stnd_lrnng as "stndLrnng",
          i.mck_exam_dt as "mckExamDt", i.mock_data as "mockData", i.extra_tot_sum as "extraTotSum", i.ptn_use_yn as "ptnUseYn"
        from learning_items i
        where i.chln_kwkey = ${req.chlnKwkey} and i.prdtnm = ${req.prdtnm} and i.api_id = any(${sql.param(ids)}::text[])
          and exists (select 1 from learning_products p where p.chln_kwkey = i.chln_kwkey and p.prdtnm = i.prdtnm and p.api_id = ${req.id})
        order by i.sort, i.id`,
    );
    if (items.length > 0)
      await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid, kwkkeys: [req.kwKey], call: getLrnngInfrm.path, fields: ['learning'] });
    return items.map((i) => ({ ...i, mockData: typeof i.mockData === 'string' ? JSON.parse(i.mockData) : i.mockData }));
  }),

  handle(getBookCareList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const { ownerUserid } = await childInView(db, await ownerScope(db, user, req.searchUserid), req.kwkkey, req.chlnKwkey);
    const bookCareList = await rowsOf<BookCare>(
      db,
      sql`select rpgnam, rpkdcn, rpssym, rptym1, rpyery, rpseqi, rpseri from book_cares
        where chln_kwkey = ${req.chlnKwkey} order by rpssym desc, rpseri desc`,
    );
    if (bookCareList.length > 0)
      await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid, kwkkeys: [req.kwkkey], call: getBookCareList.path, fields: ['bookCare'] });
    return { bookCareList };
  }),
];
