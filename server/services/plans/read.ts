// The plan reads (spec 3 §2 sales plan list, members' plan list; §7 bsnPlnList, headBsnPlnList,
// bsnPlnInfo): filtered, ordered and paged in SQL over sales_plans (index on userid, plan_yrmn) and the
// manager tree (org-scope.ts subtreeCte). amtSum is the four goal amounts, 0 on a request not yet written.
import { type SQL, sql } from 'drizzle-orm';
import type { HeadPlanRow, Plan, PlanListRow } from '../../../src/domain/plans/contract';
import type { PlanStat } from '../../../src/domain/plans/rules';
import type { Position } from '../../../src/domain/shared/roles';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { kstDate, kstTime } from '../../lib/time';
import { subtreeCte } from '../org-scope';
import { monthWindow } from './calendar';

/** Leaders whose list also shows the months of the plans below them, with headAmtSum. */
const HEAD_SUM_POSITIONS: readonly Position[] = ['COG01', 'COG02'];
/** The members' list order (partners are never listed); names then in code point order (가나다), the same on every database. */
const HEAD_LIST_ORDER = ['COG02', 'COGA2', 'COG03', 'COG04', 'COG05'];

const amtSum = (p: string) => sql.raw(`(coalesce(${p}.cmcl_goal_amt, 0) + coalesce(${p}.mmbs_goal_amt, 0) + coalesce(${p}.frps_goal_amt, 0) + coalesce(${p}.etc_goal_amt, 0))`);
const orcpSum = (p: string) =>
  sql.raw(`(coalesce(${p}.orcp_cmcl_goal_amt, 0) + coalesce(${p}.orcp_mmbs_goal_amt, 0) + coalesce(${p}.orcp_frps_goal_amt, 0) + coalesce(${p}.orcp_etc_goal_amt, 0))`);
/** Just the caller, as a one-row tree. */
const selfTree = (userid: string): SQL => sql`with tree(userid, depth) as (select ${userid}::text, 0)`;

interface ListRow {
  planYrmn: string;
  sqno: number | null;
  stat: PlanStat | null;
  amt: number | string;
  orcp: number | string;
  head: number | string;
  total: number | string;
}

/** The caller's months of a year, newest first; a leader's also where anyone below them has a plan. */
export async function planList(
  db: Db,
  caller: { userid: string; name: string; orgnzPstn: Position },
  year: string,
  offset: number,
  size: number,
): Promise<{ list: PlanListRow[]; totCnt: number }> {
  const lead = HEAD_SUM_POSITIONS.includes(caller.orgnzPstn);
  const range = sql`p.plan_yrmn between ${`${year}01`} and ${`${year}12`}`;
  const query = (page: SQL) => sql`${lead ? subtreeCte(caller.userid) : selfTree(caller.userid)},
    months as (
      select p.plan_yrmn, sum(case when tree.depth > 0 then ${amtSum('p')} else 0 end) as head
      from tree join sales_plans p on p.userid = tree.userid and ${range}
      group by p.plan_yrmn)
    ${page}`;
  const rows = await rowsOf<ListRow>(
    db,
    query(sql`select m.plan_yrmn as "planYrmn", own.sqno, own.stat, ${amtSum('own')} as amt, ${orcpSum('own')} as orcp,
        m.head, count(*) over () as total
      from months m left join sales_plans own on own.userid = ${caller.userid} and own.plan_yrmn = m.plan_yrmn
      order by m.plan_yrmn desc offset ${offset} limit ${size}`),
  );
  const totCnt = rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : Number((await rowsOf<{ n: string }>(db, query(sql`select count(*) as n from months`)))[0]?.n ?? 0);
  return {
    totCnt,
    list: rows.map((r) => ({
      sqno: r.sqno ?? 0,
      stat: r.stat ?? 'S',
      planYr: r.planYrmn.slice(0, 4),
      planMn: r.planYrmn.slice(4, 6),
      planYrmn: r.planYrmn,
      userName: caller.name,
      userId: caller.userid,
      pstn: caller.orgnzPstn,
      amtSum: Number(r.amt),
      orcpAmtSum: Number(r.orcp),
      headAmtSum: lead ? Number(r.head) : 0,
    })),
  };
}

export interface HeadListQuery {
  readonly planYrmn: string;
  readonly searchTxt: string;
  readonly searchPstn: string;
  readonly offset: number;
  readonly size: number;
}

/** Everyone below the branch head but partners, by name or employee number and position, with their plan of the month. */
export async function headPlanList(db: Db, headUserid: string, q: HeadListQuery): Promise<{ list: HeadPlanRow[]; totCnt: number }> {
  const where: SQL[] = [sql`tree.depth > 0`, sql`u.orgnz_pstn <> 'COG06'`];
  const txt = q.searchTxt.trim();
  if (txt !== '') where.push(sql`(strpos(u.name, ${txt}) > 0 or strpos(u.akdcde, ${txt}) > 0)`);
  if (q.searchPstn !== '') where.push(sql`u.orgnz_pstn = ${q.searchPstn}`);
  const from = sql`from tree join users u on u.userid = tree.userid where ${sql.join(where, sql` and `)}`;
  const order = sql`array_position(array[${sql.join(HEAD_LIST_ORDER.map((p) => sql`${p}`), sql`, `)}]::text[], u.orgnz_pstn), u.name collate "C", u.userid collate "C"`;
  const rows = await rowsOf<{ userName: string; userId: string; pstn: string; sqno: number | null; stat: PlanStat | null; amt: string | number; total: string | number }>(
    db,
    sql`${subtreeCte(headUserid)}
      select u.name as "userName", u.userid as "userId", u.orgnz_pstn as pstn, p.sqno, p.stat, ${amtSum('p')} as amt,
        count(*) over () as total
      from tree join users u on u.userid = tree.userid
      left join sales_plans p on p.userid = u.userid and p.plan_yrmn = ${q.planYrmn}
      where ${sql.join(where, sql` and `)}
      order by ${order} offset ${q.offset} limit ${q.size}`,
  );
  const totCnt =
    rows.length > 0 ? Number(rows[0]!.total) : q.offset === 0 ? 0 : Number((await rowsOf<{ n: string }>(db, sql`${subtreeCte(headUserid)} select count(*) as n ${from}`))[0]?.n ?? 0);
  return {
    totCnt,
    list: rows.map((r) => ({ userName: r.userName, userId: r.userId, pstn: r.pstn, sqno: r.sqno ?? 0, stat: r.stat ?? 'S', amtSum: Number(r.amt) })),
  };
}

/** The stored plan row with its owner, or null. `scope` limits whose: the caller's own, or those below a head. */
export async function planRow(db: Db, sqno: number, scope: { own: string } | { below: string }) {
  const whose = 'own' in scope ? sql`${selfTree(scope.own)}` : subtreeCte(scope.below);
  const [row] = await rowsOf<StoredPlan>(
    db,
    sql`${whose}
      select p.sqno, p.userid, p.plan_yrmn as "planYrmn", p.stat, p.cmcl_goal_amt as "cmcl", p.mmbs_goal_amt as "mmbs",
        p.frps_goal_amt as "frps", p.etc_goal_amt as "etc", p.orcp_cmcl_goal_amt as "oCmcl", p.orcp_mmbs_goal_amt as "oMmbs",
        p.orcp_frps_goal_amt as "oFrps", p.orcp_etc_goal_amt as "oEtc", p.src_goal_cscnt as "src", p.dgnssrvc_goal_cscnt as "dgnssrvc",
        p.rcrt_goal_cscnt as "rcrt", p.exsn_cons_cscnt as "exsn", p.new_cons_cscnt as "newCons", p.memo, p.saved_at as "savedAt",
        p.version, u.name as "userName", u.orgnz_pstn as pstn
      from tree join sales_plans p on p.userid = tree.userid join users u on u.userid = p.userid
      where p.sqno = ${sqno} and ${'own' in scope ? sql`tree.depth = 0` : sql`tree.depth > 0`}`,
  );
  return row ?? null;
}

export interface StoredPlan {
  sqno: number;
  userid: string;
  planYrmn: string;
  stat: 'R' | 'C';
  cmcl: number | null;
  mmbs: number | null;
  frps: number | null;
  etc: number | null;
  oCmcl: number | null;
  oMmbs: number | null;
  oFrps: number | null;
  oEtc: number | null;
  src: number | null;
  dgnssrvc: number | null;
  rcrt: number | null;
  exsn: number | null;
  newCons: number | null;
  memo: string;
  savedAt: Date | string | null;
  version: number;
  userName: string;
  pstn: Position;
}

/** The sum of the current goals of the plans below a leader that month (their headAmtSum). */
async function headSum(db: Db, userid: string, planYrmn: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`${subtreeCte(userid)} select coalesce(sum(${amtSum('p')}), 0) as n from tree join sales_plans p on p.userid = tree.userid and p.plan_yrmn = ${planYrmn} where tree.depth > 0`,
  );
  return Number(row?.n ?? 0);
}

const n = (v: number | null) => v ?? 0;

/** The plan entity of a stored row (spec 3 §3), with its month's edit window and periods. */
export async function planEntity(db: Db, p: StoredPlan): Promise<Plan> {
  const [window, head] = await Promise.all([monthWindow(db, p.planYrmn), HEAD_SUM_POSITIONS.includes(p.pstn) ? headSum(db, p.userid, p.planYrmn) : 0]);
  const saved = p.savedAt === null ? null : new Date(p.savedAt);
  return {
    sqno: p.sqno,
    stat: p.stat,
    planYr: p.planYrmn.slice(0, 4),
    planMn: p.planYrmn.slice(4, 6),
    planYrmn: p.planYrmn,
    userName: p.userName,
    userId: p.userid,
    pstn: p.pstn,
    cmclGoalAmt: n(p.cmcl),
    mmbsGoalAmt: n(p.mmbs),
    frpsGoalAmt: n(p.frps),
    etcGoalAmt: n(p.etc),
    orcpCmclGoalAmt: n(p.oCmcl),
    orcpMmbsGoalAmt: n(p.oMmbs),
    orcpFrpsGoalAmt: n(p.oFrps),
    orcpEtcGoalAmt: n(p.oEtc),
    amtSum: n(p.cmcl) + n(p.mmbs) + n(p.frps) + n(p.etc),
    orcpAmtSum: n(p.oCmcl) + n(p.oMmbs) + n(p.oFrps) + n(p.oEtc),
    headAmtSum: head,
    srcGoalCscnt: n(p.src),
    dgnssrvcGoalCscnt: n(p.dgnssrvc),
    rcrtGoalCscnt: n(p.rcrt),
    exsnConsCscnt: n(p.exsn),
    newConsCscnt: n(p.newCons),
    memo: p.memo,
    periodList: window.periodList,
    endDt: window.endDt,
    endDt2: window.endDt2,
    updtDttm: saved && p.stat === 'C' ? `${kstDate(saved).replaceAll('-', '.')} ${kstTime(saved)}` : '',
    version: Number(p.version),
  };
}
