// The plan writes (spec 3 §4 plan status and write window, §5, decision D62; §7 saveBsnPln, reqBsnPln):
// the rules of src/domain/plans/rules.ts checked in the shared order, one row per member and month (the
// unique index: a double submit meets the row the first one wrote, never a second row nor a 500), and a
// request with its alert in one transaction. Every write bumps the plan's version; a save sent with the
// version it read changes the plan only while it is still that version (issue 18), else a conflict.
import { and, eq, sql } from 'drizzle-orm';
import type { reqBsnPln, saveBsnPln } from '../../../src/domain/plans/contract';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { kstMinute, mayEditPlan, mayWritePlanFor, nextYyyymm, planMemoRefusal } from '../../../src/domain/plans/rules';
import type { RequestOf } from '../../../src/domain/shared/call';
import type { Db } from '../../db/client';
import { alarms, salesPlans } from '../../db/schema';
import { CallRefusal, ConflictRefusal } from '../../http/envelope';
import { rowsOf } from '../../lib/rows';
import { yyyymm } from '../../lib/time';
import { subtreeCte } from '../org-scope';
import type { UserRow } from '../sessions';
import { monthWindow, periodInfo } from './calendar';

export type SaveInput = RequestOf<typeof saveBsnPln>;
type Stored = typeof salesPlans.$inferSelect;

const stale = () => new CallRefusal('refused', m.planStale);

const goals = (i: SaveInput) => ({ cmclGoalAmt: i.cmclGoalAmt, mmbsGoalAmt: i.mmbsGoalAmt, frpsGoalAmt: i.frpsGoalAmt, etcGoalAmt: i.etcGoalAmt });
/** A first registration: the goals, their originals and the counts. */
const firstWrite = (i: SaveInput, now: Date) => ({
  ...goals(i),
  orcpCmclGoalAmt: i.cmclGoalAmt,
  orcpMmbsGoalAmt: i.mmbsGoalAmt,
  orcpFrpsGoalAmt: i.frpsGoalAmt,
  orcpEtcGoalAmt: i.etcGoalAmt,
  srcGoalCscnt: i.srcGoalCscnt,
  dgnssrvcGoalCscnt: i.dgnssrvcGoalCscnt,
  rcrtGoalCscnt: i.rcrtGoalCscnt ?? 0,
  exsnConsCscnt: i.exsnConsCscnt,
  newConsCscnt: i.newConsCscnt,
  memo: i.memo ?? '',
  stat: 'C' as const,
  savedAt: now,
});

/** The same form sent twice (a double submit): the stored row already says what it says. */
const sameAsStored = (row: Stored, i: SaveInput): boolean =>
  row.stat === 'C' &&
  row.cmclGoalAmt === i.cmclGoalAmt &&
  row.mmbsGoalAmt === i.mmbsGoalAmt &&
  row.frpsGoalAmt === i.frpsGoalAmt &&
  row.etcGoalAmt === i.etcGoalAmt &&
  row.memo === (i.memo ?? '');

async function storedPlan(db: Db, userid: string, planYrmn: string): Promise<Stored | null> {
  const [row] = await db.select().from(salesPlans).where(and(eq(salesPlans.userid, userid), eq(salesPlans.planYrmn, planYrmn)));
  return row ?? null;
}

const shown = (v: number | null) => (v === null ? '' : String(v));
/** The plan as stored under bsnPln/save's field names (a conflict's data.current); goals not yet written are ''. */
const currentOf = (row: Stored): Record<string, string> => ({
  cmclGoalAmt: shown(row.cmclGoalAmt),
  mmbsGoalAmt: shown(row.mmbsGoalAmt),
  frpsGoalAmt: shown(row.frpsGoalAmt),
  etcGoalAmt: shown(row.etcGoalAmt),
  srcGoalCscnt: shown(row.srcGoalCscnt),
  dgnssrvcGoalCscnt: shown(row.dgnssrvcGoalCscnt),
  rcrtGoalCscnt: shown(row.rcrtGoalCscnt),
  exsnConsCscnt: shown(row.exsnConsCscnt),
  newConsCscnt: shown(row.newConsCscnt),
  memo: row.memo,
  version: String(row.version),
});

/** Refused as written on another version: a conflict when the form said which version of this plan it read, else stale. */
const staleOrConflict = (row: Stored, i: SaveInput) =>
  i.version !== undefined && i.sqno === row.sqno && row.version !== i.version ? new ConflictRefusal(currentOf(row)) : stale();

/** The version the form read, when it sent one: the row must still hold it. */
const atVersion = (i: SaveInput) => (i.version === undefined ? undefined : eq(salesPlans.version, i.version));
const bumped = sql`${salesPlans.version} + 1`;

/** After losing a race to a concurrent write of the same plan (or a version): its result when it wrote this form, else stale or a conflict. */
async function afterRace(db: Db, userid: string, i: SaveInput): Promise<{ sqno: number }> {
  const row = await storedPlan(db, userid, i.planYrmn);
  if (row && sameAsStored(row, i)) return { sqno: row.sqno };
  throw row ? staleOrConflict(row, i) : stale();
}

/** saveBsnPln: the caller's plan of i.planYrmn, by the rules in the shared order. */
export async function savePlan(db: Db, user: UserRow, i: SaveInput, now: Date): Promise<{ sqno: number }> {
  const memoRefused = planMemoRefusal(i.memo ?? '');
  if (memoRefused) throw new CallRefusal('bad_request', memoRefused, { detail: { fields: ['memo'] } });

  const row = await storedPlan(db, user.userid, i.planYrmn);
  if (!row) {
    if (i.sqno !== 0 || i.stat !== 'S') throw stale();
    const thisYrmn = yyyymm(kstMinute(now));
    if (!mayWritePlanFor(kstMinute(now), await periodInfo(db, thisYrmn, nextYyyymm(thisYrmn)), i.planYrmn)) throw new CallRefusal('refused', m.planWriteClosed);
    const [made] = await db
      .insert(salesPlans)
      .values({ userid: user.userid, planYrmn: i.planYrmn, ...firstWrite(i, now) })
      .onConflictDoNothing({ target: [salesPlans.userid, salesPlans.planYrmn] })
      .returning({ sqno: salesPlans.sqno });
    return made ?? afterRace(db, user.userid, i);
  }
  if (i.sqno !== row.sqno || i.stat !== row.stat) {
    if (sameAsStored(row, i)) return { sqno: row.sqno };
    throw staleOrConflict(row, i);
  }
  if (row.stat === 'R') {
    // D62: the branch head's request opens the month whatever the window says.
    const [done] = await db
      .update(salesPlans)
      .set({ ...firstWrite(i, now), version: bumped })
      .where(and(eq(salesPlans.sqno, row.sqno), eq(salesPlans.stat, 'R'), atVersion(i)))
      .returning({ sqno: salesPlans.sqno });
    return done ?? afterRace(db, user.userid, i);
  }
  const window = await monthWindow(db, row.planYrmn);
  if (!mayEditPlan(kstMinute(now).slice(0, 10), window.endDt, window.endDt2)) throw new CallRefusal('refused', m.planEditClosed);
  // An edit changes the current goals (and the memo); the originals and the counts stay as first saved.
  const [edited] = await db
    .update(salesPlans)
    .set({ ...goals(i), memo: i.memo ?? '', savedAt: now, version: bumped })
    .where(and(eq(salesPlans.sqno, row.sqno), atVersion(i)))
    .returning({ sqno: salesPlans.sqno });
  return edited ?? afterRace(db, user.userid, i);
}

export type RequestInput = RequestOf<typeof reqBsnPln>;

/** reqBsnPln: a member below the branch head (not a partner) is asked for a month that has no plan yet. */
export async function requestPlan(db: Db, head: UserRow, i: RequestInput, now: Date): Promise<{ sqno: number }> {
  const [target] = await rowsOf<{ userid: string }>(
    db,
    sql`${subtreeCte(head.userid)} select u.userid from tree join users u on u.userid = tree.userid
      where tree.depth > 0 and u.userid = ${i.userId} and u.orgnz_pstn <> 'COG06'`,
  );
  if (!target) throw new CallRefusal('forbidden', m.planRequestTargetRefused, { detail: { targetId: i.userId } });
  const planYrmn = `${i.planYr}${i.planMn}`;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(salesPlans)
      .values({ userid: target.userid, planYrmn, stat: 'R', requestedBy: head.userid, requestedAt: now })
      .onConflictDoNothing({ target: [salesPlans.userid, salesPlans.planYrmn] })
      .returning({ sqno: salesPlans.sqno });
    if (!made) throw new CallRefusal('refused', m.planRequestExists);
    await tx.insert(alarms).values(planRequestAlert(target.userid, planYrmn, now));
    return { sqno: made.sqno };
  });
}

/** The member's alert of a request: it opens the form of that month. */
export const planRequestAlert = (userid: string, planYrmn: string, sentAt: Date) => ({
  userid,
  titl: m.planRequestAlertTitle,
  cntn: m.planRequestAlertText(Number(planYrmn.slice(0, 4)), Number(planYrmn.slice(4, 6))),
  scrnUrl: `/mypage/bsnPlnReg?planYr=${planYrmn.slice(0, 4)}&planMn=${planYrmn.slice(4, 6)}`,
  sentAt,
});
