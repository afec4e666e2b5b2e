// What one load session does, as planners and leaders use the app: sign in, then screen after screen with
// a think time between them until the run ends: home (getUserInfo, dashboard, alerts at once), the customer
// list and one customer's detail, my schedule's month and day, and writes the app sends with an
// Idempotency-Key: a schedule created, a customer memo saved, a saved customer list (a list row and its
// customer rows: a multi-row write). Leaders (COG01/COG02) open the organisation list instead of writing.
// Every write is recorded when sent and marked acknowledged on a success envelope (write-log.ts), so
// a fault run can check afterwards that each acknowledged one is in the database once and whole.
import type { Caller } from './session-client';
import { newKey } from './session-client';
import type { SentWrite, WriteLog } from './write-log';
import { mulberry32 } from '../../server/db/seed/prng';

export interface MixOptions {
  /** Mean pause between screens (ms); each pause is drawn from 0.5×..1.5× of it. 0: none. */
  readonly thinkMs: number;
  /** Relative weight of the write screens (0: reads only). */
  readonly writeWeight: number;
  /** The day the schedules are written on (yyyy-mm-dd, KST). */
  readonly today: string;
  /** Distinguishes this run's written rows (a few characters). */
  readonly runId: string;
}

const LEADERS = new Set(['COG01', 'COG02']);

type Screen = (c: Caller) => Promise<unknown>;

export interface SessionState {
  readonly userid: string;
  readonly position: string;
  /** Customers seen in the list: [kwkkey, custDiv]. */
  customers: [string, string][];
  /** This session's saved lists, oldest first. */
  lists: SentWrite[];
}

/** Signs the session in; null when the sign-in was not answered with success (counted by the caller). */
export async function signIn(c: Caller, userid: string): Promise<SessionState | null> {
  const login = await c.post('auth/issueAuthToken', { userId: userid, password: 'demo1234', autoLoginYn: 'Y' }, { auth: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` });
  if (login.outcome !== 'ok') return null;
  c.auth = `Bearer ${login.data.authToken as string}`;
  return { userid, position: String(login.data.orgnzPstn), customers: [], lists: [] };
}

export function screens(s: SessionState, o: MixOptions, log: WriteLog, seq: () => number, random: () => number): { screen: Screen; weight: number }[] {
  const [year, month, day] = o.today.split('-').map(Number) as [number, number, number];
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(random() * xs.length)];
  const home: Screen = (c) => Promise.all([c.post('getUserInfo', {}), c.post('dashboard', {}), c.post('alarm', { page: '1' })]);
  const customers: Screen = async (c) => {
    const list = await c.post('myCstmr/getMyCstmrList', { offset: '0', size: '10', listTyp: 'F', sortType: pick(['K', 'C', 'J'])! });
    if (list.outcome === 'ok') s.customers = (list.data.list as { kwkkey: string; custDiv: string }[]).map((r) => [r.kwkkey, r.custDiv]);
    const one = pick(s.customers);
    if (one) await c.post('myCstmr/getMyCstmr', { kwkkey: one[0], custDiv: one[1] });
  };
  const schedule: Screen = (c) =>
    Promise.all([
      c.post('mySchedule/getMyScheduleCountList', { searchYear: String(year), searchMon: String(month) }),
      c.post('mySchedule/getMyscheduleList', { searchYear: String(year), searchMon: String(month), searchDay: String(day) }),
    ]);
  const saveSchedule: Screen = async (c) => {
    const w = log.sent({ kind: 'schedule', userid: s.userid, marker: `S${o.runId}-${seq()}`, key: newKey(), kwkkeys: [] });
    const a = await c.post('mySchedule/saveMyschedule', { cudType: 'C', scdlDivCd: 'SSD07', etcCntn: w.marker, allYn: 'Y', sttDt: o.today, endDt: o.today }, { idempotencyKey: w.key });
    if (a.outcome === 'ok') log.acked(w, null);
  };
  const saveMemo: Screen = async (c) => {
    const one = pick(s.customers);
    if (!one) return customers(c);
    const w = log.sent({ kind: 'memo', userid: s.userid, marker: `M${o.runId}-${seq()}`, key: newKey(), kwkkeys: [one[0]] });
    const a = await c.post('myCstmr/saveMyCustMemo', { kwkkey: one[0], custDiv: one[1], memoDiv: '1', memo: w.marker }, { idempotencyKey: w.key });
    if (a.outcome === 'ok') log.acked(w, Number(a.data.sqno));
  };
  const saveList: Screen = async (c) => {
    const keys = [...new Set(s.customers.slice(0, 1 + Math.floor(random() * 3)).map(([k]) => k))];
    if (keys.length === 0) return customers(c);
    // A title of at most 32 bytes (spec): L, the run, the write's number.
    const w = log.sent({ kind: 'savedList', userid: s.userid, marker: `L${o.runId}-${seq()}`, key: newKey(), kwkkeys: keys });
    const a = await c.post('myCstmr/saveCustList', { titl: w.marker, listTyp: 'F', kwkkeyJsonString: JSON.stringify(keys) }, { idempotencyKey: w.key });
    if (a.outcome === 'ok') {
      log.acked(w, Number(a.data.custListSqno));
      s.lists.push(w);
    }
    // Past three of its own lists the session deletes the oldest, as users tidy up: every user stays far
    // below the 100-list limit however long the run.
    const old = s.lists.length > 3 ? s.lists.shift() : undefined;
    if (old?.sqno) {
      old.deleted = 'sent';
      const d = await c.post('myCstmr/deleteSavedCustList', { custListSqno: String(old.sqno) }, { idempotencyKey: newKey() });
      if (d.outcome === 'ok') old.deleted = 'acked';
    }
  };
  const org: Screen = (c) => Promise.all([c.post('orgnz/list', { offset: '0', size: '20' }), c.post('orglist', {})]);
  if (LEADERS.has(s.position))
    return [
      { screen: home, weight: 3 },
      { screen: org, weight: 3 },
      { screen: customers, weight: 1 },
      { screen: schedule, weight: 1 },
    ];
  return [
    { screen: home, weight: 3 },
    { screen: customers, weight: 3 },
    { screen: schedule, weight: 2 },
    { screen: saveSchedule, weight: o.writeWeight },
    { screen: saveMemo, weight: o.writeWeight },
    { screen: saveList, weight: o.writeWeight / 2 },
  ];
}

/** Runs screens until `stop()`; every answer is tallied by the caller's onAnswer. */
export async function runScreens(c: Caller, s: SessionState, o: MixOptions, log: WriteLog, sessionNo: number, stop: () => boolean): Promise<void> {
  // Each session's screen order is reproducible from its number.
  const random = mulberry32(sessionNo + 1);
  let n = 0;
  const list = screens(s, o, log, () => sessionNo * 1_000_000 + n++, random).filter((x) => x.weight > 0);
  const total = list.reduce((t, x) => t + x.weight, 0);
  // The first screen the app shows.
  await list[0]!.screen(c);
  while (!stop()) {
    if (o.thinkMs > 0) await new Promise((r) => setTimeout(r, o.thinkMs * (0.5 + random())));
    if (stop()) break;
    let r = random() * total;
    const next = list.find((x) => (r -= x.weight) < 0) ?? list[0]!;
    await next.screen(c);
  }
}
