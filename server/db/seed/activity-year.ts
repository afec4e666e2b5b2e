// The rest of a year of monthly goals and results (./activity makes the last four months): months 5 to 12
// back, from the member's registration base month on, with a level per member so that cumulative sales
// (siljuck) spread over the rank thresholds — new members under 25M, most planners between 25M and 50M or
// above, most masters near or above 100M (src/domain/organisation/rules.ts rankProgress).
import type { Position } from '../../../src/domain/shared/roles';
import { monthStart, yyyymm } from '../../lib/time';
import type { monthlyGoals, monthlyResults } from '../schema';
import type { StaffSeed } from './org';
import { rng } from './prng';

/** How many months of results the seed keeps, the current one included. */
export const YEAR_MONTHS = 12;
/** The months ./activity makes (the current one and three before it). */
const RECENT_MONTHS = 4;

/** The share of a month's goal amount a member of the position usually reaches: [min, max] of their level. */
const LEVEL: Readonly<Record<Position, readonly [number, number]>> = {
  COG01: [0.2, 0.8],
  COG02: [0.3, 1.0],
  COGA2: [0.9, 1.6],
  COG03: [0.2, 1.1],
  COG04: [0.1, 0.9],
  COG05: [0.05, 0.7],
  COG06: [0.02, 0.3],
};

/** The months of the seed's year, oldest first: yyyymm. */
export function seedMonths(today: string): string[] {
  return Array.from({ length: YEAR_MONTHS }, (_, i) => yyyymm(monthStart(today, i - YEAR_MONTHS + 1)));
}

/** Appends months 5-12 back of each member's goals and results (none before their base month). */
export function yearResults(
  today: string,
  staff: readonly StaffSeed[],
  goals: (typeof monthlyGoals.$inferInsert)[],
  results: (typeof monthlyResults.$inferInsert)[],
): void {
  for (const s of staff) {
    const r = rng(`activity-year:${s.userid}`);
    const [lo, hi] = LEVEL[s.orgnzPstn];
    const level = lo + r.next() * (hi - lo);
    const baseMonth = yyyymm(s.baseDate);
    for (let back = YEAR_MONTHS - 1; back >= RECENT_MONTHS; back--) {
      const month = yyyymm(monthStart(today, -back));
      if (month < baseMonth) continue;
      const goal = { srcGoal: r.int(10, 30), dgnssrvcGoal: r.int(5, 15), consGoal: r.int(10, 30), goalAmt: r.int(30, 150) * 10 };
      // A month varies around the member's level.
      const share = level * (0.6 + r.next() * 0.8);
      const totamt = Math.round(goal.goalAmt * share) * 10_000;
      const count = (target: number) => Math.round(target * Math.min(1.3, share) * (0.6 + r.next() * 0.8));
      goals.push({ userid: s.userid, yyyymm: month, ...goal });
      results.push({
        userid: s.userid,
        yyyymm: month,
        totamt,
        newAmt: Math.round((totamt * (0.3 + r.next() * 0.4)) / 1000) * 1000,
        custmCnt: count(goal.srcGoal),
        coupnCnt: count(goal.dgnssrvcGoal),
        counselCnt: count(goal.consGoal),
        bkcareCnt: r.int(0, 20),
        expireCnt: r.int(0, 6),
      });
    }
  }
}
