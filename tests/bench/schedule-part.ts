// Server-side time of the schedule calls on PostgreSQL (issue 14: p95 ≤ 30 ms for a month of a planner's
// schedules and the HQ list, with a year of seeded schedules for every staff member): a throw-away database
// with the full seed (yearSchedules: half a year back and ahead, four a week per person), then, in process,
// each call an app.request() timed until its body is read (routing, session, decoding, queries, JSON; no
// network), cases in turn over the rounds after one warm-up round. Each case's main query is then run once
// under EXPLAIN ANALYZE and its scans listed, so an index that stops serving shows. Part of `npm run bench`;
// alone and quicker with `npm run bench -- --schedule-only [--schedule-runs=N]`.
import { count, eq, sql } from 'drizzle-orm';
import { openDb } from '../../server/db/client';
import { schedules } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { systemClock } from '../../server/lib/clock';
import { rowsOf } from '../../server/lib/rows';
import { kstDate } from '../../server/lib/time';
import { benchClient } from './bench-client';
import { percentile } from './customers-load';
import { createBenchDatabase } from './postgres-db';
import { ms, table, type Row } from './table';

export const SCHEDULE_TARGET_MS = 30;

export interface ScheduleCase {
  readonly id: string;
  readonly userid: string;
  readonly path: string;
  readonly fields: Record<string, string>;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly rows: number;
  readonly met: boolean;
}

export interface SchedulePart {
  readonly rows: readonly Row[];
  readonly report: string;
  readonly results: { readonly skipped: string } | { readonly schedules: number; readonly perPlanner: number; readonly seedMs: number; readonly runs: number; readonly cases: readonly ScheduleCase[]; readonly plans: Record<string, string[]> };
}

const PLANNERS = ['planner01', 'planner02', 'master01', 'branch01'] as const;

export async function runSchedulePart(o: { pgUrl: string; runs: number; log: (m: string) => void; addCleanup: (f: () => Promise<void>) => () => void }): Promise<SchedulePart> {
  const db = await createBenchDatabase(o.pgUrl);
  if ('unreachable' in db) {
    const why = `PostgreSQL not reachable (${db.unreachable}); skipped`;
    return { rows: [{ figure: 'schedule calls p95, PostgreSQL', measured: 'skipped', target: `≤ ${SCHEDULE_TARGET_MS} ms`, note: why }], report: why, results: { skipped: why } };
  }
  const removeCleanup = o.addCleanup(db.drop);
  try {
    const pg = await openDb(db.url);
    try {
      o.log(`schedule: PostgreSQL database ${db.name}, full seed (a year of schedules per staff member) ...`);
      const t0 = performance.now();
      await seed(pg.db, { now: new Date(), size: 'full' });
      const seedMs = performance.now() - t0;
      await pg.db.execute(sql`analyze`);
      const [total] = await pg.db.select({ n: count() }).from(schedules);
      const [mine] = await pg.db.select({ n: count() }).from(schedules).where(eq(schedules.userid, 'planner01'));
      const { post, signIn } = benchClient(pg.db);
      const today = kstDate(systemClock.now());
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const month = { searchYear: String(y), searchMon: String(m) };
      const cases: { id: string; userid: string; path: string; fields: Record<string, string> }[] = [];
      for (const userid of PLANNERS)
        cases.push(
          { id: 'month marks', userid, path: 'mySchedule/getMyScheduleCountList', fields: month },
          { id: 'day list + notices', userid, path: 'mySchedule/getMyscheduleList', fields: { ...month, searchDay: String(d) } },
          { id: 'HQ list', userid, path: 'mySchedule/getHdScheduleList', fields: { searchMon: today.slice(0, 4) + today.slice(5, 7), offset: '0', size: '10' } },
          { id: 'HQ month marks', userid, path: 'mySchedule/getHdScheduleCountList', fields: { searchMon: today.slice(0, 4) + today.slice(5, 7) } },
        );
      cases.push({ id: 'accompany lookup', userid: 'planner01', path: 'mySchedule/getScheduleListByUserid', fields: { searchUserid: 'master01', offset: '0', size: '10' } });
      const tokens = new Map<string, string>();
      for (const u of PLANNERS) tokens.set(u, await signIn(u));
      const samples = cases.map(() => [] as number[]);
      const sizes = cases.map(() => 0);
      o.log(`schedule: ${cases.length} cases × ${o.runs} rounds ...`);
      for (let round = 0; round <= o.runs; round++)
        for (const [i, c] of cases.entries()) {
          const started = performance.now();
          const data = await post(c.path, c.fields, tokens.get(c.userid)!);
          const took = performance.now() - started;
          if (round === 0) sizes[i] = JSON.stringify(data).length;
          else samples[i]!.push(took);
        }
      const results: ScheduleCase[] = cases.map((c, i) => {
        const p95Ms = percentile(samples[i]!, 95);
        return { ...c, p50Ms: percentile(samples[i]!, 50), p95Ms, maxMs: Math.max(...samples[i]!), rows: sizes[i]!, met: p95Ms <= SCHEDULE_TARGET_MS };
      });
      const plans = await explainMain(pg.db, today);
      const worst = [...results].sort((a, b) => b.p95Ms - a.p95Ms)[0]!;
      const report = [
        `Schedule calls on PostgreSQL, full seed: ${Number(total!.n).toLocaleString('en')} schedules (planner01 ${mine!.n}), seeded in ${ms(seedMs)}; server-side, in process, ${o.runs} rounds after a warm-up round:`,
        table(['Case', 'User', 'p50', 'p95', 'max', 'JSON bytes', 'Status'], results.map((r) => [r.id, r.userid, ms1(r.p50Ms), ms1(r.p95Ms), ms1(r.maxMs), String(r.rows), r.met ? 'met' : 'MISSED'])),
        'Scans of the main queries (EXPLAIN ANALYZE):',
        ...Object.entries(plans).map(([k, v]) => `  ${k}: ${v.join(', ')}`),
      ].join('\n');
      return {
        rows: [{ figure: `schedule calls p95, PostgreSQL, worst of ${results.length} cases`, measured: ms1(worst.p95Ms), target: `≤ ${SCHEDULE_TARGET_MS} ms`, met: results.every((r) => r.met), note: `${worst.userid} ${worst.id}` }],
        report,
        results: { schedules: Number(total!.n), perPlanner: Number(mine!.n), seedMs, runs: o.runs, cases: results, plans },
      };
    } finally {
      await pg.close();
    }
  } finally {
    await db.drop();
    removeCleanup();
  }
}

const ms1 = (v: number) => `${v.toFixed(1)} ms`;

/** The scan nodes of the month and HQ queries as the handlers build them. */
async function explainMain(db: Parameters<typeof rowsOf>[0], today: string): Promise<Record<string, string[]>> {
  const first = `${today.slice(0, 7)}-01`;
  const queries = {
    'month of planner01': sql`select stt_dt, end_dt from schedules where userid = 'planner01' and dltn_yn = 'N' and stt_dt <= (${first}::date + interval '1 month' - interval '1 day')::date and end_dt >= ${first}::date`,
    'HQ month page': sql`select * from hq_schedules where stt_dt <= (${first}::date + interval '1 month' - interval '1 day')::date and end_dt >= ${first}::date order by stt_dt, seq limit 10`,
  };
  const out: Record<string, string[]> = {};
  for (const [name, q] of Object.entries(queries)) {
    const plan = await rowsOf<Record<string, string>>(db, sql`explain (analyze, costs off) ${q}`);
    out[name] = [...new Set(plan.map((r) => Object.values(r)[0]!).filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/^->\s*/, '').replace(/\s+\(actual.*$/, '')))];
  }
  return out;
}
