// The home screen's first call in one prepared query: today's attendance, this month's attendance
// count, goals and results, the user's card settings and the survey to answer (the bench holds it to
// p99 ≤ 50 ms).
import { and, eq, sql } from 'drizzle-orm';
import { type AttendStatus, CARD_CODES, type CardCode, type DashboardCard, type DashboardUserInfo, type Progress } from '../../src/domain/dashboard/contract';
import { CARD_NAMES, DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import type { Db } from '../db/client';
import { monthlyGoals, monthlyResults, morningMeetings, users } from '../db/schema';
import { singleFlight } from '../lib/single-flight';
import { kstDate, monthStart, yyyymm } from '../lib/time';
import type { UserRow } from './sessions';
import { dueSurveySql } from './surveys';

/** The seed's and the legacy system's 'X' (absent, no entry) and anything unknown read as not entered. */
export const attendStatusOf = (raw: string | null | undefined): AttendStatus =>
  raw === 'S' || raw === 'Y' || raw === 'N' ? raw : '';

const attendCountSql = sql<number>`(select count(*)::int from morning_meetings a where a.userid = ${users.userid}
  and a.date >= ${sql.placeholder('monthStart')} and a.date < ${sql.placeholder('today')} and a.attend_status = 'Y')`;

/** This month's goals and results, joined on the user (the goal cards' figures). */
export const progressColumns = {
  srcGoal: monthlyGoals.srcGoal,
  dgnssrvcGoal: monthlyGoals.dgnssrvcGoal,
  consGoal: monthlyGoals.consGoal,
  custmCnt: monthlyResults.custmCnt,
  coupnCnt: monthlyResults.coupnCnt,
  counselCnt: monthlyResults.counselCnt,
};

const prepareBase = (db: Db) =>
  db
    .select({
      status: morningMeetings.attendStatus,
      chltim: morningMeetings.chltim,
      levtim: morningMeetings.levtim,
      attendCnt: attendCountSql,
      ...progressColumns,
      // Settings rows at all (none → the position's defaults) and the shown ones as "code:order,…".
      cardRows: sql<number>`(select count(*)::int from dashboard_cards c where c.userid = ${users.userid})`,
      cards: sql<string | null>`(select string_agg(c.card_cd || ':' || c.expo_sqnc, ',' order by c.expo_sqnc, c.card_cd)
        from dashboard_cards c where c.userid = ${users.userid} and c.expo_yn = 'Y')`,
      // The header's survey button: one indexed subquery on surveys by start time.
      srvySqno: dueSurveySql(users.userid, users.orgnzPstn, sql`${sql.placeholder('now')}::timestamptz`),
    })
    .from(users)
    .leftJoin(morningMeetings, and(eq(morningMeetings.userid, users.userid), eq(morningMeetings.date, sql.placeholder('today'))))
    .leftJoin(monthlyGoals, and(eq(monthlyGoals.userid, users.userid), eq(monthlyGoals.yyyymm, sql.placeholder('month'))))
    .leftJoin(monthlyResults, and(eq(monthlyResults.userid, users.userid), eq(monthlyResults.yyyymm, sql.placeholder('month'))))
    .where(eq(users.userid, sql.placeholder('userid')))
    .prepare('dashboard_base');

const prepared = new WeakMap<Db, ReturnType<typeof prepareBase>>();

type BaseRow = Awaited<ReturnType<ReturnType<typeof prepareBase>['execute']>>[number];

/** Reads of the same user's base row for the same day share one query (lib/single-flight.ts). */
const baseReads = singleFlight<BaseRow | undefined>();

function readBase(db: Db, userid: string, day: DayParams, now: Date): Promise<BaseRow | undefined> {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = prepareBase(db)));
  const query = q;
  return baseReads.run(db, `${userid}|${day.today}`, () => query.execute({ userid, ...day, now: now.toISOString() }).then((rows) => rows[0]));
}

/** After a change to the user's attendance or cards: the next dashboard call reads fresh rows. */
export function forgetDashboard(db: Db, userid: string): void {
  baseReads.forget(db, `${userid}|`);
}

export interface DayParams {
  readonly today: string;
  readonly monthStart: string;
  readonly month: string;
}

export const dayParams = (now: Date): DayParams => {
  const today = kstDate(now);
  return { today, monthStart: monthStart(today), month: yyyymm(today) };
};

export interface DashboardData {
  readonly userInfo: DashboardUserInfo;
  readonly cardList: DashboardCard[];
  readonly progressInfo: Progress;
}

export async function loadDashboard(db: Db, user: UserRow, now: Date): Promise<DashboardData> {
  const row = await readBase(db, user.userid, dayParams(now), now);
  const r = row ?? { status: null, chltim: null, levtim: null, attendCnt: 0, cardRows: 0, cards: null, srvySqno: null };
  const status = attendStatusOf(r.status);
  return {
    userInfo: {
      attendYn: status,
      chltim: status === '' ? '' : (r.chltim ?? ''),
      levtim: status === '' ? '' : (r.levtim ?? ''),
      attendCnt: Number(r.attendCnt),
      srvySqno: r.srvySqno === null ? '' : String(r.srvySqno),
      akdcde: user.akdcde,
    },
    cardList: cardsOf(user, Number(r.cardRows), r.cards),
    progressInfo: progressOf(row),
  };
}

export function progressOf(r: Partial<Record<keyof Progress, number | null>> | undefined): Progress {
  return {
    srcGoal: r?.srcGoal ?? 0,
    custmCnt: r?.custmCnt ?? 0,
    dgnssrvcGoal: r?.dgnssrvcGoal ?? 0,
    coupnCnt: r?.coupnCnt ?? 0,
    consGoal: r?.consGoal ?? 0,
    counselCnt: r?.counselCnt ?? 0,
  };
}

const isCardCode = (c: string): c is CardCode => (CARD_CODES as readonly string[]).includes(c);

function cardsOf(user: UserRow, settingRows: number, shown: string | null): DashboardCard[] {
  const cards: DashboardCard[] =
    settingRows === 0
      ? DEFAULT_CARDS[user.orgnzPstn].map((cardCd, i) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: i + 1 }))
      : (shown ?? '')
          .split(',')
          .map((entry) => entry.split(':'))
          .flatMap(([code = '', order = '']) =>
            isCardCode(code) ? [{ cardCd: code, cardNm: CARD_NAMES[code], expoSqnc: Number(order) }] : [],
          );
  // Only the position's cards, whatever the rows say: the organisation card needs an organisation under
  // the user, and a partner has no courses or shortcuts (a row left from another position stays unshown).
  const allowed: readonly CardCode[] = DEFAULT_CARDS[user.orgnzPstn];
  return cards.filter((c) => allowed.includes(c.cardCd));
}
