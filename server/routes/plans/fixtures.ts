// Test helpers of the plan calls' tests (no test runs here): a save form, a KST instant, the seeded
// calendar and plans as stored, and the manager tree walked in JS (an oracle independent of the SQL).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planPeriods, salesPlans, users } from '../../db/schema';

/** An instant at a KST wall-clock time: at('2026-03-25', '00:00'). */
export const at = (day: string, hhmm: string): Date => new Date(`${day}T${hhmm}:00+09:00`);

/** A day moved by whole days. */
export function dayAdd(day: string, days: number): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** A complete save form (goals in 만원); fields as the client sends them. */
export const saveForm = (planYrmn: string, o: Record<string, string> = {}): Record<string, string> => ({
  sqno: '0',
  stat: 'S',
  planYrmn,
  cmclGoalAmt: '300',
  mmbsGoalAmt: '50',
  frpsGoalAmt: '20',
  etcGoalAmt: '10',
  srcGoalCscnt: '12',
  dgnssrvcGoalCscnt: '6',
  rcrtGoalCscnt: '1',
  exsnConsCscnt: '8',
  newConsCscnt: '4',
  memo: '',
  ...o,
});

export async function periodOf(db: Db, yyyymm: string) {
  const [row] = await db.select().from(planPeriods).where(eq(planPeriods.yyyymm, yyyymm));
  if (!row) throw new Error(`no plan_periods row for ${yyyymm}`);
  return row;
}

export const amtOf = (p: typeof salesPlans.$inferSelect): number => (p.cmclGoalAmt ?? 0) + (p.mmbsGoalAmt ?? 0) + (p.frpsGoalAmt ?? 0) + (p.etcGoalAmt ?? 0);

/** Everyone below `root` (not the root), by walking manager_userid in JS. */
export async function below(db: Db, root: string): Promise<(typeof users.$inferSelect)[]> {
  const all = await db.select().from(users);
  const out: (typeof users.$inferSelect)[] = [];
  let level = [root];
  while (level.length > 0) {
    const next = all.filter((u) => u.managerUserid !== null && level.includes(u.managerUserid));
    out.push(...next);
    level = next.map((u) => u.userid);
  }
  return out;
}

export const plansOf = (db: Db, userid: string) => db.select().from(salesPlans).where(eq(salesPlans.userid, userid));
