// The caller's own plans (spec 3 §2 my plans, plan register; §7 eduplan.myPlan, myPlanReNm, myPlanDel,
// myPlanSave in my-plan mode): listed newest first, renamed, deleted, created from chosen products. Only the
// owner reaches a plan: anyone else's, or an unknown number, is one audited not-found (it hides what exists).
import { sql } from 'drizzle-orm';
import type { MyPlanRow } from '../../src/domain/plan-map/contract';
import { msg } from '../../src/domain/messages';
import type { ChosenProduct, MyPlanEntry, PlanEntry } from '../../src/domain/plan-map/plan-contract';
import type { Db } from '../db/client';
import { CallRefusal, ConflictRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';

const notFound = (epmMySqno: number) => new CallRefusal('not_found', msg.notFound, { always: true, detail: { epmMySqno } });

const NEWEST_FIRST = sql`order by p.created_at desc, p.epm_my_sqno desc`;

/** The caller's plans with their product counts, newest first. */
export const myPlans = (db: Db, userid: string): Promise<MyPlanEntry[]> =>
  rowsOf<MyPlanEntry>(
    db,
    sql`select p.epm_my_sqno as "epmMySqno", p.plan_nm as "planNm", p.version,
        (select count(*) from my_plan_products x where x.epm_my_sqno = p.epm_my_sqno)::int as "prdtCnt"
      from my_plans p where p.userid = ${userid} ${NEWEST_FIRST}`,
  );

/** The caller's plans as the map's selector lists them (eduplan/base myPlanList), newest first. */
export const myPlanNames = (db: Db, userid: string): Promise<MyPlanRow[]> =>
  rowsOf<MyPlanRow>(db, sql`select p.epm_my_sqno as "epmMySqno", p.plan_nm as "planNm" from my_plans p where p.userid = ${userid} ${NEWEST_FIRST}`);

/** The products of one of the caller's plans in the order they were chosen (planType "2"). */
export async function myPlanProducts(db: Db, userid: string, epmMySqno: number): Promise<PlanEntry[]> {
  const [plan] = await rowsOf<{ n: number }>(db, sql`select 1 as n from my_plans where epm_my_sqno = ${epmMySqno} and userid = ${userid}`);
  if (!plan) throw notFound(epmMySqno);
  return rowsOf<PlanEntry>(
    db,
    sql`select salecd_sqno as "salecdSqno", prch_cnt as "prchCnt", dc_yn as "dcYn", '2' as "planType"
      from my_plan_products where epm_my_sqno = ${epmMySqno} order by sort, salecd_sqno`,
  );
}

/**
 * Nothing changed: the plan is gone (or never was the caller's): not found; or it is at another version than
 * the save read: conflict with the server's copy, by the rename's field names.
 */
async function refuseMiss(db: Db, userid: string, epmMySqno: number): Promise<never> {
  const [now] = await rowsOf<{ planNm: string; version: number }>(
    db,
    sql`select plan_nm as "planNm", version from my_plans where epm_my_sqno = ${epmMySqno} and userid = ${userid}`,
  );
  if (!now) throw notFound(epmMySqno);
  throw new ConflictRefusal({ planNm: now.planNm, version: String(now.version) });
}

/** Only while the plan is at the version the client read, when it sent one (older clients: the last write wins). */
const atVersion = (version: number | undefined) => (version === undefined ? sql`` : sql` and version = ${version}`);

/** Renames one of the caller's plans (the name trimmed), in one statement: compared with `version` when given, and bumped. */
export async function renameMyPlan(db: Db, userid: string, epmMySqno: number, planNm: string, version?: number): Promise<void> {
  const done = await rowsOf<{ n: number }>(
    db,
    sql`update my_plans set plan_nm = ${planNm.trim()}, version = version + 1
      where epm_my_sqno = ${epmMySqno} and userid = ${userid}${atVersion(version)} returning 1 as n`,
  );
  if (done.length === 0) await refuseMiss(db, userid, epmMySqno);
}

/** Deletes one of the caller's plans (its products go with it), only while at `version` when given. */
export async function deleteMyPlan(db: Db, userid: string, epmMySqno: number, version?: number): Promise<void> {
  const done = await rowsOf<{ n: number }>(
    db,
    sql`delete from my_plans where epm_my_sqno = ${epmMySqno} and userid = ${userid}${atVersion(version)} returning 1 as n`,
  );
  if (done.length === 0) await refuseMiss(db, userid, epmMySqno);
}

/** A list naming one product twice is malformed: refused before anything is priced or stored. */
export function checkNoRepeats(chosen: readonly ChosenProduct[]): void {
  const ids = chosen.map((c) => c.salecdSqno);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length > 0) throw new CallRefusal('bad_request', msg.planProductRepeated, { detail: { repeated } });
}

/** Of these product numbers, those not on sale now (unknown or withdrawn). */
async function notOnSale(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await rowsOf<{ salecdSqno: number }>(
    db,
    sql`select salecd_sqno as "salecdSqno" from plan_products where sale_yn = 'Y' and salecd_sqno = any(${sql.param([...ids])}::int[])`,
  );
  const onSale = new Set(rows.map((r) => r.salecdSqno));
  return ids.filter((id) => !onSale.has(id));
}

/** Creates a plan of the caller's own from the chosen products (all on sale, each once); answers its number. */
export async function createMyPlan(db: Db, userid: string, planNm: string, chosen: readonly ChosenProduct[], now: Date): Promise<number> {
  checkNoRepeats(chosen);
  const missing = await notOnSale(db, chosen.map((c) => c.salecdSqno));
  if (missing.length > 0) throw new CallRefusal('bad_request', msg.planProductUnavailable, { detail: { missing } });
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [made] = await rowsOf<{ epmMySqno: number }>(
      tx,
      sql`insert into my_plans (userid, plan_nm, created_at) values (${userid}, ${planNm.trim()}, ${now.toISOString()}::timestamptz)
        returning epm_my_sqno as "epmMySqno"`,
    );
    const rows = chosen.map((c, i) => sql`(${made!.epmMySqno}, ${c.salecdSqno}, ${c.prchCnt}, ${c.dcYn}, ${i + 1})`);
    await tx.execute(sql`insert into my_plan_products (epm_my_sqno, salecd_sqno, prch_cnt, dc_yn, sort) values ${sql.join(rows, sql`, `)}`);
    return made!.epmMySqno;
  });
}
