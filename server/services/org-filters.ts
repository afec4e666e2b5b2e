// The organisation list's filters as SQL predicates, built from the rules' own tables (rules.ts
// CHAWOL_OPTIONS, GADONG with the 300만 threshold): the list filters with them and the dashboard's
// organisation card counts with them, so each card figure is the list's total for the matching option.
// Aliases: `u` users, `r` this month's monthly_results row, `mm` today's morning_meetings row.
import { type SQL, sql } from 'drizzle-orm';
import { CHAWOL_OPTIONS, type ChawolCode, type GadongCode } from '../../src/domain/organisation/rules';
import { ACTIVE_STAFF_THRESHOLD } from '../../src/domain/shared/amounts';
import { monthStart } from '../lib/time';

/** This month's recognised amount, 0 without a record. */
export const amount = sql`coalesce(r.totamt, 0)`;

/** 차월 bands as base dates: month c began c - 1 months before this one (a later base date is 차월 1). */
export function chawolWhere(today: string, codes: readonly ChawolCode[]): SQL {
  const bands = CHAWOL_OPTIONS.filter((o) => codes.includes(o.code)).map((o) => {
    const from = Number.isFinite(o.max) ? sql`u.base_date >= ${monthStart(today, -(o.max - 1))}::date` : sql`true`;
    const to = o.min > 1 ? sql`u.base_date < ${monthStart(today, -(o.min - 2))}::date` : sql`true`;
    return sql`(${from} and ${to})`;
  });
  return sql`(${sql.join(bands, sql` or `)})`;
}

/** Activity states as ranges of this month's amount (gadongOf: 2 above the threshold, 1 above 0, else 0). */
export function gadongWhere(codes: readonly GadongCode[]): SQL {
  const ranges: Record<GadongCode, SQL> = {
    '0': sql`${amount} <= 0`,
    '1': sql`(${amount} > 0 and ${amount} <= ${ACTIVE_STAFF_THRESHOLD})`,
    '2': sql`${amount} > ${ACTIVE_STAFF_THRESHOLD}`,
  };
  return sql`(${sql.join(codes.map((c) => ranges[c]), sql` or `)})`;
}

/** Attended today's morning meeting: entered (S) or recognised (Y), as the dashboard's meetY counts. */
export const metToday = sql`mm.attend_status in ('Y', 'S')`;
