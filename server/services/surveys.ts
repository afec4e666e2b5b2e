// Reading surveys for a member (spec 3 §2 survey list and survey, §4 survey states, §7): a survey is for
// them when its positions are '' or name theirs, and visible once started; it runs (ing) until its end time
// and is fin after; comStatus is done once they submitted. An unknown, not-yet-started or other-position
// survey is one and the same audited not-found answer.
import { type AnyColumn, and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { SurveyOptionRow, SurveyQuestionRow, SurveyRow } from '../../src/domain/surveys/contract';
import { msg } from '../../src/domain/messages';
import { SURVEY_DEFAULT_DIV_CD, type SurveyComStatus, type SurveyStatus } from '../../src/domain/surveys/rules';
import type { Db } from '../db/client';
import { surveyAnswers, surveyItems, surveyOptions, surveyResponses, surveys } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import type { CallContext } from '../http/handle';
import { kstDate, kstMidnight, kstTime } from '../lib/time';
import type { UserRow } from './sessions';

/** 'yyyy.mm.dd HH:mm' KST. */
const stamp = (d: Date) => `${kstDate(d).replace(/-/g, '.')} ${kstTime(d)}`;

/** ing until the end time, fin from it on. */
const statusAt = (endTime: Date, now: Date): SurveyStatus => (now.getTime() < endTime.getTime() ? 'ing' : 'fin');

/** `pstnTyp` ('' everyone, else comma-separated positions) names `position`. */
const forPosition = (pstnTyp: SQL | AnyColumn, position: SQL | AnyColumn | string): SQL =>
  sql`(${pstnTyp} = '' or ${position} = any(string_to_array(${pstnTyp}, ',')))`;

/**
 * The dashboard's survey (srvySqno): the newest-started running survey for the user's position they have
 * not submitted, or null. A correlated subquery for the dashboard's one base query (services/dashboard.ts).
 */
export const dueSurveySql = (userid: SQL | AnyColumn, position: SQL | AnyColumn, now: SQL): SQL<number | null> =>
  sql<number | null>`(select s.srvy_sqno from surveys s
    where s.stt_time <= ${now} and s.end_time > ${now} and ${forPosition(sql`s.pstn_typ`, position)}
      and not exists (select 1 from survey_responses r where r.srvy_sqno = s.srvy_sqno and r.userid = ${userid})
    order by s.stt_time desc, s.srvy_sqno desc limit 1)`;

const infoColumns = {
  srvySqno: surveys.srvySqno,
  titl: surveys.titl,
  expi: surveys.expi,
  pstnTyp: surveys.pstnTyp,
  sttTime: surveys.sttTime,
  endTime: surveys.endTime,
  submittedAt: surveyResponses.submittedAt,
};
interface InfoRow {
  srvySqno: number;
  titl: string;
  expi: string;
  pstnTyp: string;
  sttTime: Date;
  endTime: Date;
  submittedAt: Date | null;
}

function surveyRow(r: InfoRow, now: Date): SurveyRow {
  const comStatus: SurveyComStatus = r.submittedAt ? 'done' : 'non';
  return { srvySqno: r.srvySqno, titl: r.titl, expi: r.expi, status: statusAt(r.endTime, now), comStatus, pstnTyp: r.pstnTyp, sttTime: stamp(r.sttTime), endTime: stamp(r.endTime) };
}

/** The surveys a member sees: theirs by position, started by `now`. */
const visibleTo = (user: UserRow, now: Date): SQL => and(lte(surveys.sttTime, now), forPosition(surveys.pstnTyp, user.orgnzPstn))!;

const withResponse = (userid: string) => and(eq(surveyResponses.srvySqno, surveys.srvySqno), eq(surveyResponses.userid, userid));

export interface SurveyListQuery {
  readonly divCd: string | undefined;
  readonly searchYear: string;
  readonly offset: number;
  readonly size: number;
}

/** survey/list: the member's surveys that started in the year (KST), newest start first, a page at a time. */
export async function surveyList(db: Db, user: UserRow, now: Date, q: SurveyListQuery): Promise<{ list: SurveyRow[]; totCnt: number }> {
  const year = Number(q.searchYear);
  const where = and(
    visibleTo(user, now),
    gte(surveys.sttTime, kstMidnight(`${year}-01-01`)),
    lt(surveys.sttTime, kstMidnight(`${year + 1}-01-01`)),
    q.divCd === undefined || q.divCd === SURVEY_DEFAULT_DIV_CD ? undefined : eq(surveys.divCd, q.divCd),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(infoColumns)
      .from(surveys)
      .leftJoin(surveyResponses, withResponse(user.userid))
      .where(where)
      .orderBy(desc(surveys.sttTime), desc(surveys.srvySqno))
      .offset(q.offset)
      .limit(q.size),
    db.select({ n: count() }).from(surveys).where(where),
  ]);
  return { list: rows.map((r) => surveyRow(r, now)), totCnt: total?.n ?? 0 };
}

/** Unknown, not started or not for the caller: a not_found that is audited all the same. */
const notFound = (srvySqno: number): never => {
  throw new CallRefusal('not_found', msg.surveyNotFound, { always: true, detail: { srvySqno } });
};

/** The survey's info for the caller, or the audited not-found refusal. */
export async function surveyFor(ctx: CallContext, user: UserRow, srvySqno: number, now: Date): Promise<SurveyRow> {
  const [row] = await ctx.svc.db
    .select(infoColumns)
    .from(surveys)
    .leftJoin(surveyResponses, withResponse(user.userid))
    .where(and(eq(surveys.srvySqno, srvySqno), visibleTo(user, now)));
  return row ? surveyRow(row, now) : notFound(srvySqno);
}

/** The questions in order. */
export async function questionsOf(db: Db, srvySqno: number): Promise<SurveyQuestionRow[]> {
  const rows = await db
    .select({ itemSqno: surveyItems.itemSqno, qsitTypCd: surveyItems.qsitTypCd, titl: surveyItems.titl, essnYn: surveyItems.essnYn, prfnLow: surveyItems.prfnLow, prfnHig: surveyItems.prfnHig })
    .from(surveyItems)
    .where(eq(surveyItems.srvySqno, srvySqno))
    .orderBy(asc(surveyItems.ordr), asc(surveyItems.itemSqno));
  return rows.map((r) => ({ ...r, qsitTypCd: r.qsitTypCd as SurveyQuestionRow['qsitTypCd'] }));
}

/** The options in question order, then option order, with the member's stored answer on each. */
export async function optionsOf(db: Db, srvySqno: number, userid: string): Promise<SurveyOptionRow[]> {
  const rows = await db
    .select({
      optnSqno: surveyOptions.optnSqno,
      itemSqno: surveyOptions.itemSqno,
      optnTyp: surveyOptions.optnTyp,
      cntn: surveyOptions.cntn,
      fileUrl: surveyOptions.fileUrl,
      userPick: surveyAnswers.userPick,
      rply: surveyAnswers.rply,
    })
    .from(surveyOptions)
    .innerJoin(surveyItems, eq(surveyItems.itemSqno, surveyOptions.itemSqno))
    .leftJoin(surveyAnswers, and(eq(surveyAnswers.optnSqno, surveyOptions.optnSqno), eq(surveyAnswers.userid, userid)))
    .where(eq(surveyItems.srvySqno, srvySqno))
    .orderBy(asc(surveyItems.ordr), asc(surveyItems.itemSqno), asc(surveyOptions.ordr), asc(surveyOptions.optnSqno));
  return rows.map((r) => ({
    optnSqno: r.optnSqno,
    itemSqno: r.itemSqno,
    optnTyp: r.optnTyp === 'N' ? 'N' : 'E',
    cntn: r.cntn,
    fileSqno: r.fileUrl,
    userPick: r.userPick ?? '',
    rply: r.rply ?? '',
    insertFlag: r.userPick === null ? 'N' : 'Y',
  }));
}
