// The organisation list (spec 3 §2, §7 orgnz.list): everyone below the caller, filtered, sorted and paged
// in one SQL statement. Filters are the shared predicates of org-filters.ts (차월 bands as ranges of the
// registration base date, activity states as ranges of this month's amount); the rows' 차월 and activity
// state come from rules.ts chawolOf and gadongOf, so a row always shows what its filter matched.
import { type SQL, sql } from 'drizzle-orm';
import { type ChawolCode, chawolOf, type GadongCode, gadongOf, type GubunCode, type OrderType } from '../../src/domain/organisation/rules';
import type { OrgListRow } from '../../src/domain/organisation/contract';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { amount, chawolWhere, gadongWhere, metToday } from './org-filters';
import { subtreeCte } from './org-scope';

export interface OrgListQuery {
  readonly keyword: string;
  readonly gubun: readonly GubunCode[];
  readonly chawol: readonly ChawolCode[];
  readonly gadong: readonly GadongCode[];
  readonly meetOnly: boolean;
  readonly order: OrderType;
  readonly offset: number;
  readonly size: number;
}

interface Row {
  akdcde: string;
  akdnam: string;
  gubun: string;
  cntrName: string;
  totamt: number | string;
  goalAmt: number | null;
  status: string | null;
  baseDate: string;
  rpimgp: string;
  total: number | string;
}

/** Name part; or, for a keyword of digits (dashes and blanks dropped), an employee code prefix or phone digits. */
function keywordWhere(keyword: string): SQL | null {
  const k = keyword.trim();
  if (k === '') return null;
  const digits = k.replace(/[-\s]/g, '');
  const name = sql`strpos(u.name, ${k}) > 0`;
  if (!/^\d+$/.test(digits)) return name;
  return sql`(${name} or left(u.akdcde, ${digits.length}) = ${digits} or strpos(replace(u.phone, '-', ''), ${digits}) > 0)`;
}

export async function orgList(db: Db, rootUserid: string, today: string, month: string, q: OrgListQuery): Promise<{ list: OrgListRow[]; totCnt: number }> {
  const where: SQL[] = [sql`tree.depth > 0`];
  const kw = keywordWhere(q.keyword);
  if (kw) where.push(kw);
  if (q.gubun.length) where.push(sql`u.orgnz_pstn in (${sql.join(q.gubun.map((g) => sql`${g}`), sql`, `)})`);
  if (q.chawol.length) where.push(chawolWhere(today, q.chawol));
  if (q.gadong.length) where.push(gadongWhere(q.gadong));
  if (q.meetOnly) where.push(metToday);
  const order = q.order === 'perform' ? sql`${amount} desc, u.akdcde` : sql`u.akdcde`;
  const rows = await rowsOf<Row>(
    db,
    sql`${subtreeCte(rootUserid)}
      select u.akdcde, u.name as "akdnam", u.orgnz_pstn as "gubun", u.cntr_nm as "cntrName",
        ${amount}::float8 as "totamt", g.goal_amt as "goalAmt", mm.attend_status as "status",
        to_char(u.base_date, 'YYYY-MM-DD') as "baseDate", coalesce(u.photo_url, '') as "rpimgp",
        count(*) over () as "total"
      from tree join users u on u.userid = tree.userid
      left join monthly_results r on r.userid = u.userid and r.yyyymm = ${month}
      left join monthly_goals g on g.userid = u.userid and g.yyyymm = ${month}
      left join morning_meetings mm on mm.userid = u.userid and mm.date = ${today}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      offset ${q.offset} limit ${q.size}`,
  );
  const totCnt = rows.length > 0 ? Number(rows[0]!.total) : q.offset === 0 ? 0 : await countBeyond(db, rootUserid, today, month, where);
  return { totCnt, list: rows.map((r) => listRow(r, month)) };
}

/** A page past the end has no row to carry the total: count on its own. */
async function countBeyond(db: Db, rootUserid: string, today: string, month: string, where: SQL[]): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`${subtreeCte(rootUserid)}
      select count(*) as n from tree join users u on u.userid = tree.userid
      left join monthly_results r on r.userid = u.userid and r.yyyymm = ${month}
      left join morning_meetings mm on mm.userid = u.userid and mm.date = ${today}
      where ${sql.join(where, sql` and `)}`,
  );
  return Number(row?.n ?? 0);
}

function listRow(r: Row, month: string): OrgListRow {
  const totamt = Number(r.totamt);
  return {
    akdcde: r.akdcde,
    akdnam: r.akdnam,
    gubun: r.gubun,
    cntrName: r.cntrName,
    // Met when the month has a goal and the amount reached it (goals are in 10,000 won).
    akdpas: r.goalAmt !== null && totamt >= Number(r.goalAmt) * 10_000 ? 'Y' : 'N',
    totamt,
    gadong: gadongOf(totamt),
    chawol: chawolOf(r.baseDate, month),
    meetYn: r.status === 'Y' || r.status === 'S' ? 'Y' : 'N',
    rpimgp: r.rpimgp,
  };
}
