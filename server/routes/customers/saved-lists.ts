// Saved lists (spec 1 §3, §5): a user's own named selections. Saving checks the title by the byte rule,
// that every customer is one the caller may see and whose list it is (a branch head's EP choice), and
// keeps at most 100 lists per user (counted and inserted in one statement). Reading and deleting touch
// the caller's own lists only; another user's list answers like an unknown one.
import { and, eq, sql } from 'drizzle-orm';
import { deleteSavedCustList, getSavedCustList, LIST_TITLE_MAX_BYTES, saveCustList } from '../../../src/domain/customers/contract';
import { checkByteLimit } from '../../../src/domain/shared/byte-length';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES, isPosition } from '../../../src/domain/shared/roles';
import { custListMembers, custLists } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { rowsOf } from '../../lib/rows';
import { kstDateTime } from '../../lib/time';
import { fullScope, ownerScope, visibleKeys } from '../../services/customer-scope';

/** Lists one user may keep. */
export const SAVED_LIST_LIMIT = 100;

export const savedListCalls: readonly ApiCall[] = [
  handle(getSavedCustList, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const rows = await rowsOf<{
      custListSqno: number;
      titl: string;
      listTyp: 'F' | 'S';
      srcUserid: string;
      srcUsername: string | null;
      srcPosition: string | null;
      crtnDttm: Date | string;
      custCnt: number | string;
    }>(
      ctx.svc.db,
      sql`select l.cust_list_sqno as "custListSqno", l.titl, l.list_typ as "listTyp", l.src_userid as "srcUserid",
          u.name as "srcUsername", u.orgnz_pstn as "srcPosition", l.crtn_dttm as "crtnDttm",
          (select count(*) from cust_list_members m where m.cust_list_sqno = l.cust_list_sqno) as "custCnt"
        from cust_lists l left join users u on u.userid = l.src_userid
        where l.userid = ${user.userid}
        order by l.crtn_dttm desc, l.cust_list_sqno desc`,
    );
    return {
      list: rows.map((r) => {
        const at = new Date(r.crtnDttm);
        return {
          custListSqno: r.custListSqno,
          titl: r.titl,
          listTyp: r.listTyp,
          srcUserid: r.srcUserid,
          // A member who has left the organisation keeps their id on the list, without a name.
          srcUsername: r.srcUsername ?? '',
          srcUserOrgnzPstnNm: r.srcPosition && isPosition(r.srcPosition) ? GRADE_NAMES[r.srcPosition] : '',
          crtnDttm: kstDateTime(at),
          userid: user.userid,
          custCnt: Number(r.custCnt),
        };
      }),
    };
  }),

  handle(saveCustList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const titl = req.titl.trim();
    if (titl === '') throw new CallRefusal('bad_request', badRequestMessage(['titl']), { detail: { fields: ['titl'] } });
    const tooLong = checkByteLimit(msg.listTitleField, titl, LIST_TITLE_MAX_BYTES);
    if (tooLong) throw new CallRefusal('bad_request', tooLong, { detail: { fields: ['titl'] } });
    // Whose list it is: the caller, or (branch head) a member of their organisation.
    const [srcUserid] = await ownerScope(db, user, req.srcUserid || user.userid);
    const keys = [...new Set(req.kwkkeyJsonString)];
    const visible = await visibleKeys(db, await fullScope(db, user), keys);
    if (visible.size !== keys.length) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customers not visible', count: keys.length - visible.size } });
    return db.transaction(async (tx) => {
      const [made] = await rowsOf<{ custListSqno: number }>(
        tx as never,
        sql`insert into cust_lists (userid, titl, list_typ, src_userid, crtn_dttm)
          select ${user.userid}, ${titl}, ${req.listTyp}, ${srcUserid!}, ${clock.now().toISOString()}::timestamptz
          where (select count(*) from cust_lists where userid = ${user.userid}) < ${SAVED_LIST_LIMIT}
          returning cust_list_sqno as "custListSqno"`,
      );
      if (!made) throw new CallRefusal('refused', msg.savedListLimit);
      await tx.insert(custListMembers).values(keys.map((kwkkey) => ({ custListSqno: made.custListSqno, kwkkey })));
      return { custListSqno: made.custListSqno };
    });
  }),

  handle(deleteSavedCustList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const gone = await ctx.svc.db
      .delete(custLists)
      .where(and(eq(custLists.custListSqno, req.custListSqno), eq(custLists.userid, user.userid)))
      .returning({ n: custLists.custListSqno });
    if (gone.length === 0) throw new CallRefusal('not_found');
    return {};
  }),
];
