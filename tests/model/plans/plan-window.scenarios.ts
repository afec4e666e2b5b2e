// The plan window's rendered scenarios, from the seeded data: the business calendar's dates (plan_periods, read
// here as sttEndInfo defines them), the users' plans as the server answers them, and start instants around the
// calendar's boundaries — the late window's first and last day, the eve of the fourth end day, a first start
// day's 11:59, a month end and a year end. The model's clock may only read what the app's clock would then say:
// a start, the same instant again (a retry) or the instant the window's timer waits for.
import { and, eq } from 'drizzle-orm';
import type { AnyEventObject } from 'xstate';
import type { PlanWindowInput } from '../../../machines/plans/plan-window.machine';
import { MAX_WAIT_MS } from '../../../machines/plans/plan-window.machine';
import { planPeriods, salesPlans } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import { addMonths } from '../../../src/domain/reports/rules';
import type { PeriodInfo } from '../../../src/domain/plans/rules';
import { AFTER_CLOSED, AFTER_WATCHING, OFFLINE, REFUSED } from './plan-window.models';

/** A KST wall-clock minute 'yyyy-mm-dd HH:mm' as an instant, and back (written here, not taken from rules.ts). */
export const at = (minute: string) => Date.parse(`${minute.replace(' ', 'T')}:00+09:00`);
const kst = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const yyyymm = (ms: number) => kst(ms).slice(0, 7).replace('-', '');
const same = (a: unknown, b: unknown) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export interface Scenario {
  readonly name: string;
  readonly user: string;
  readonly input: PlanWindowInput;
  readonly starts: readonly number[];
  readonly events: readonly AnyEventObject[];
  readonly allow: (state: any, event: AnyEventObject) => boolean;
}

export async function planScenarios(h: Harness) {
  const rows = new Map((await h.db.select().from(planPeriods)).map((r) => [r.yyyymm, r]));
  const row = (m: string) => rows.get(m)!;
  const infoOf = (m: string): PeriodInfo => ({
    firstSttDt: row(addMonths(m, 1)).firstSttDt,
    thisFirstSttDt: row(m).firstSttDt,
    firstEndDt: row(m).firstEndDt,
    firstEndDt2: row(m).firstEndDt2,
    fourthEndDt: row(m).fourthEndDt,
  });
  const MONTHS = ['202603', '202604', '202612', '202701'];
  /** Where the window's answer may change, by the calendar: each month's start, noon of first starts, the late window's edges, fourth ends. */
  const boundaries = MONTHS.flatMap((m) => [
    at(`${m.slice(0, 4)}-${m.slice(4)}-01 00:00`),
    at(`${row(m).firstSttDt} 12:00`),
    at(`${row(m).firstEndDt} 00:00`),
    at(`${dayAfter(row(m).firstEndDt2)} 00:00`),
    at(`${row(m).fourthEndDt} 00:00`),
  ]);
  /** Where a new plan's window closes: noon of a first start, the day after a late window. */
  const closings = new Set(MONTHS.flatMap((m) => [at(`${row(m).firstSttDt} 12:00`), at(`${dayAfter(row(m).firstEndDt2)} 00:00`)]));
  const mar = row('202603');
  const apr = row('202604');
  const E2E_DAY = at('2026-03-12 08:30');

  const tokenOf = (user: string) => h.as(user);
  async function exist(user: string, m: string) {
    const r = await h.call('bsnPln/existInfo', { planYr: m.slice(0, 4), planMn: m.slice(4) }, { token: await tokenOf(user) });
    if (r.body.rt !== 'success') throw new Error(JSON.stringify(r.body));
    return r.body.data;
  }
  async function plan(user: string, sqno: number) {
    const r = await h.call('bsnPln/info', { sqno: String(sqno) }, { token: await tokenOf(user) });
    if (r.body.rt !== 'success') throw new Error(JSON.stringify(r.body));
    return r.body.data;
  }
  const [feb] = await h.db.select({ sqno: salesPlans.sqno }).from(salesPlans).where(and(eq(salesPlans.userid, 'planner01'), eq(salesPlans.planYrmn, '202602')));

  async function scenario(name: string, user: string, input: PlanWindowInput, starts: number[]): Promise<Scenario> {
    const exists = new Map<string, unknown>();
    // A partner asks nothing (refused at once).
    if (input.position !== 'COG06') for (const m of MONTHS) exists.set(m, await exist(user, m));
    const sqnos = [...new Set([input.sqno, ...[...exists.values()].map((e) => (e as { sqno: number }).sqno)].filter((s): s is number => !!s))];
    const plans = new Map<number, unknown>();
    for (const s of sqnos) plans.set(s, await plan(user, s));
    const infos = new Map(MONTHS.map((m) => [m, infoOf(m)]));
    const events: AnyEventObject[] = [
      { type: 'user.retry' },
      { type: 'user.dismissMessage' },
      ...[...new Set([...starts, ...boundaries])].map((output) => ({ type: 'xstate.done.actor.readNow', output })),
      ...[...infos.values()].map((output) => ({ type: 'xstate.done.actor.loadWindow', output })),
      { type: 'xstate.error.actor.loadWindow', error: OFFLINE },
      ...[...exists.values()].map((output) => ({ type: 'xstate.done.actor.loadExist', output })),
      { type: 'xstate.error.actor.loadExist', error: REFUSED },
      ...[...plans.values()].map((output) => ({ type: 'xstate.done.actor.loadPlan', output })),
      { type: 'xstate.error.actor.loadPlan', error: REFUSED },
      { type: 'xstate.done.actor.planForm' },
      { type: AFTER_CLOSED },
      { type: AFTER_WATCHING },
    ];
    const allow = (s: any, e: AnyEventObject) => {
      const c = s.context;
      if (e.type === 'xstate.done.actor.readNow') {
        if (c.nowMs === 0) return starts.includes(e.output);
        const timer = c.changeAt ? Math.min(at(c.changeAt), c.nowMs + MAX_WAIT_MS) : null;
        return s.matches({ open: 'rechecking' }) ? e.output === timer : e.output === c.nowMs || e.output === timer;
      }
      if (e.type === 'xstate.done.actor.loadWindow') return same(e.output, infos.get(yyyymm(c.nowMs)));
      if (e.type === 'xstate.done.actor.loadExist') return c.target !== null && same(e.output, exists.get(`${c.target.planYr}${c.target.planMn}`));
      if (e.type === 'xstate.done.actor.loadPlan') return same(e.output, plans.get(c.sqno));
      // A form saved as soon as it opened: once its clock has moved on, the window may have closed unseen (a recheck offline).
      if (e.type === 'xstate.done.actor.planForm') return s.matches({ open: 'steady' }) || starts.includes(c.nowMs);
      return true;
    };
    return { name, user, input, starts, events, allow };
  }

  const none = { sqno: null, planYr: null, planMn: null };
  return {
    closings,
    infoOf,
    febSqno: feb!.sqno,
    scenarios: [
      await scenario('a new plan (planner02)', 'planner02', { position: 'COG04', ...none }, [
        E2E_DAY,
        at(`${dayBefore(mar.firstEndDt)} 23:59`),
        at(`${mar.firstEndDt2} 23:59`),
        at(`${dayBefore(mar.fourthEndDt)} 23:59`),
        at('2026-03-31 23:59'),
        at(`${apr.firstSttDt} 11:59`),
        at('2026-12-31 23:59'),
      ]),
      await scenario('April asked for (planner02)', 'planner02', { position: 'COG04', sqno: null, planYr: '2026', planMn: '04' }, [at(`${dayBefore(mar.fourthEndDt)} 23:59`)]),
      await scenario('the requested plan (planner03)', 'planner03', { position: 'COG05', sqno: null, planYr: '2026', planMn: '03' }, [E2E_DAY]),
      await scenario('the saved plan (planner01)', 'planner01', { position: 'COG03', ...none }, [E2E_DAY]),
      await scenario('February’s plan (planner01)', 'planner01', { position: 'COG03', sqno: feb!.sqno, planYr: null, planMn: null }, [E2E_DAY]),
      await scenario('a partner', 'partner01', { position: 'COG06', ...none }, [E2E_DAY]),
    ],
  };
}
