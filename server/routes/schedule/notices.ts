// The selected day's notice items (spec 2 §2, §3 notice items) of the caller's own customers, without the
// ones the caller completed, and the three complete calls. A notice is due on its day only: a contract
// expiring that day (customers.concexpydy), a diagnosis re-test due that day (the latest diagnosis of its
// kind for that person; couponNo its exam number), a book-care visit that day (book_cares.rpndte); the
// birthdays are the customers' and their children's born on the day's month and day.
import { sql } from 'drizzle-orm';
import { cmplBookcareSchedule, cmplConcExpDueSchedule, cmplReinspecSchedule } from '../../../src/domain/schedule/contract';
import type { Db } from '../../db/client';
import { bookcareCompletions, concExpCompletions, reinspecCompletions } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';

export interface DayNotices {
  concExpDueList: { kwkey: string; concexpydy: string; custNm: string }[];
  reinspecList: { couponNo: string; cnm: string; compDt: string }[];
  bookcareList: { rpyery: string; rpseqi: string; rpseri: string; rppnam: string; rpndte: string }[];
  birthdayList: { kwkkey: string; custDiv: '1' | '2'; custNm: string; chlnNm: string; birth: string }[];
}

export async function dayNotices(db: Db, userid: string, day: string): Promise<DayNotices> {
  const mmdd = day.slice(5, 7) + day.slice(8, 10);
  const [concExpDueList, reinspecList, bookcareList, birthdayList] = await Promise.all([
    rowsOf<DayNotices['concExpDueList'][number]>(
      db,
      sql`select c.kwkkey as kwkey, to_char(c.concexpydy, 'YYYY-MM-DD') as concexpydy, c.name as "custNm"
        from customers c
        where c.owner_userid = ${userid} and c.concexpydy = ${day}
          and not exists (select 1 from conc_exp_completions x where x.userid = ${userid} and x.kwkey = c.kwkkey and x.concexpydy = c.concexpydy)
        order by c.name, c.kwkkey`,
    ),
    rowsOf<DayNotices['reinspecList'][number]>(
      db,
      sql`select d.exam_no as "couponNo", coalesce(ch.name, c.name) as cnm, to_char(d.comp_dt, 'YYYY-MM-DD') as "compDt"
        from customers c
        join diagnoses d on d.kwkkey = c.kwkkey
        left join children ch on ch.chln_kwkey = d.chln_kwkey
        where c.owner_userid = ${userid} and d.due_date = ${day}
          and not exists (select 1 from diagnoses n where n.kwkkey = d.kwkkey and n.exam_cd = d.exam_cd
            and n.chln_kwkey is not distinct from d.chln_kwkey and n.comp_dt > d.comp_dt)
          and not exists (select 1 from reinspec_completions x where x.userid = ${userid} and x.coupon_no = d.exam_no)
        order by cnm, d.exam_no`,
    ),
    rowsOf<DayNotices['bookcareList'][number]>(
      db,
      sql`select b.rpyery, b.rpseqi, b.rpseri, ch.name as rppnam, to_char(b.rpndte, 'YYYY-MM-DD') as rpndte
        from customers c
        join children ch on ch.kwkkey = c.kwkkey
        join book_cares b on b.chln_kwkey = ch.chln_kwkey
        where c.owner_userid = ${userid} and b.rpndte = ${day}
          and not exists (select 1 from bookcare_completions x
            where x.userid = ${userid} and x.rpyery = b.rpyery and x.rpseqi = b.rpseqi and x.rpseri = b.rpseri)
        order by ch.name, b.rpyery, b.rpseqi, b.rpseri`,
    ),
    rowsOf<DayNotices['birthdayList'][number]>(
      db,
      sql`select * from (
          select c.kwkkey, c.cust_div as "custDiv", c.name as "custNm", '' as "chlnNm", c.birth
          from customers c where c.owner_userid = ${userid} and substr(c.birth, 5, 4) = ${mmdd}
          union all
          select c.kwkkey, c.cust_div, c.name, ch.name, ch.birth
          from customers c join children ch on ch.kwkkey = c.kwkkey
          where c.owner_userid = ${userid} and substr(ch.birth, 5, 4) = ${mmdd}) b
        order by "custNm", kwkkey, "chlnNm"`,
    ),
  ]);
  return { concExpDueList, reinspecList, bookcareList, birthdayList: birthdayList.map((b) => ({ ...b, custDiv: b.custDiv === '1' ? '1' : '2' })) };
}

/** A notice the caller may not complete (another's customer, or none such) answers like a missing one. */
const notFound = (detail: Record<string, string>) => new CallRefusal('not_found', undefined, { detail });

const exists = async (db: Db, query: ReturnType<typeof sql>) => (await rowsOf<{ one: number }>(db, query)).length > 0;

export const noticeCalls: readonly ApiCall[] = [
  handle(cmplConcExpDueSchedule, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const db = ctx.svc.db;
    if (!(await exists(db, sql`select 1 as one from customers where kwkkey = ${req.kwkey} and owner_userid = ${user.userid} and concexpydy = ${req.concexpydy}`)))
      throw notFound({ kwkey: req.kwkey });
    await db.insert(concExpCompletions).values({ userid: user.userid, kwkey: req.kwkey, concexpydy: req.concexpydy }).onConflictDoNothing();
    return {};
  }),
  handle(cmplReinspecSchedule, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const db = ctx.svc.db;
    const mine = sql`select 1 as one from diagnoses d join customers c on c.kwkkey = d.kwkkey where d.exam_no = ${req.couponNo} and c.owner_userid = ${user.userid}`;
    if (!(await exists(db, mine))) throw notFound({ couponNo: req.couponNo });
    await db.insert(reinspecCompletions).values({ userid: user.userid, couponNo: req.couponNo }).onConflictDoNothing();
    return {};
  }),
  handle(cmplBookcareSchedule, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const db = ctx.svc.db;
    const mine = sql`select 1 as one from book_cares b join children ch on ch.chln_kwkey = b.chln_kwkey join customers c on c.kwkkey = ch.kwkkey
      where b.rpyery = ${req.rpyery} and b.rpseqi = ${req.rpseqi} and b.rpseri = ${req.rpseri} and c.owner_userid = ${user.userid}`;
    if (!(await exists(db, mine))) throw notFound({ rpyery: req.rpyery, rpseqi: req.rpseqi, rpseri: req.rpseri });
    await db.insert(bookcareCompletions).values({ userid: user.userid, rpyery: req.rpyery, rpseqi: req.rpseqi, rpseri: req.rpseri }).onConflictDoNothing();
    return {};
  }),
];
