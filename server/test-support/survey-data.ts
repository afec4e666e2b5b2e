// The survey tests' oracle, written from the spec (3 §2, §4) over the stored rows, not from the server's
// queries: which surveys a member sees at a time, their status and comStatus, the one the home's survey
// button names; and a complete valid submission built from a survey/view answer.
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { surveyAnswers, surveyItems, surveyOptions, surveyResponses, surveys } from '../db/schema';

export interface SurveyData {
  readonly surveys: (typeof surveys.$inferSelect)[];
  readonly items: (typeof surveyItems.$inferSelect)[];
  readonly options: (typeof surveyOptions.$inferSelect)[];
  readonly responses: (typeof surveyResponses.$inferSelect)[];
  readonly answers: (typeof surveyAnswers.$inferSelect)[];
}

export async function surveyData(db: Db): Promise<SurveyData> {
  return {
    surveys: await db.select().from(surveys).orderBy(asc(surveys.srvySqno)),
    items: await db.select().from(surveyItems).orderBy(asc(surveyItems.itemSqno)),
    options: await db.select().from(surveyOptions).orderBy(asc(surveyOptions.optnSqno)),
    responses: await db.select().from(surveyResponses),
    answers: await db.select().from(surveyAnswers),
  };
}

/** 'yyyy.mm.dd HH:mm' in Korea time (UTC+9, no daylight saving). */
export const kstStamp = (d: Date): string => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ').replace(/-/g, '.');

interface Member {
  readonly userid: string;
  readonly orgnzPstn: string;
}

const isFor = (s: SurveyData['surveys'][number], m: Member) => s.pstnTyp === '' || s.pstnTyp.split(',').includes(m.orgnzPstn);

/** The list rows a member sees at `now` (every year), newest start first, as survey/list answers them. */
export function expectedRows(d: SurveyData, m: Member, now: Date) {
  return d.surveys
    .filter((s) => s.sttTime.getTime() <= now.getTime() && isFor(s, m))
    .sort((a, b) => b.sttTime.getTime() - a.sttTime.getTime() || b.srvySqno - a.srvySqno)
    .map((s) => ({
      srvySqno: s.srvySqno,
      titl: s.titl,
      expi: s.expi,
      status: now.getTime() < s.endTime.getTime() ? 'ing' : 'fin',
      comStatus: d.responses.some((r) => r.srvySqno === s.srvySqno && r.userid === m.userid) ? 'done' : 'non',
      pstnTyp: s.pstnTyp,
      sttTime: kstStamp(s.sttTime),
      endTime: kstStamp(s.endTime),
    }));
}

/** The home's survey: the newest-started running survey for the member not yet answered, '' when none. */
export function dueSurvey(d: SurveyData, m: Member, now: Date): string {
  const due = expectedRows(d, m, now).find((r) => r.status === 'ing' && r.comStatus === 'non');
  return due ? String(due.srvySqno) : '';
}

export interface AnswerRow {
  srvySqno: number;
  itemSqno: number;
  optnSqno: number;
  userPick: string;
  rply: string;
}

interface ViewData {
  readonly info: { readonly srvySqno: number };
  readonly list: readonly { readonly itemSqno: number; readonly qsitTypCd: string }[];
  readonly optionList: readonly { readonly optnSqno: number; readonly itemSqno: number; readonly optnTyp: string }[];
}

/** A complete valid submission: the first option of a single or scale question, the first two of a multiple, ranks 1..n in order, a text per text question. */
export function validAnswers(view: ViewData, text = '좋습니다'): AnswerRow[] {
  const srvySqno = view.info.srvySqno;
  return view.list.flatMap((q) => {
    const opts = view.optionList.filter((o) => o.itemSqno === q.itemSqno && o.optnTyp === 'N');
    const row = (o: (typeof opts)[number], userPick: string, rply = '') => ({ srvySqno, itemSqno: q.itemSqno, optnSqno: o.optnSqno, userPick, rply });
    switch (q.qsitTypCd) {
      case 'SQT02':
        return opts.slice(0, 2).map((o) => row(o, 'Y'));
      case 'SQT04':
        return view.optionList.filter((o) => o.itemSqno === q.itemSqno).map((o, i) => row(o, String(i + 1)));
      case 'SQT05':
      case 'SQT06':
        return [row(opts[0]!, '', text)];
      default:
        return [row(opts[0]!, 'Y')];
    }
  });
}
