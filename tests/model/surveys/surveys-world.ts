// What the survey model tests read from the seeded database (expected values come from the data, ordered
// and filtered here in plain TypeScript after spec 3 §2 and §7) and the signed-in world they render in.
import { and, eq } from 'drizzle-orm';
import { surveyAnswers, surveyResponses, surveys, users } from '../../../server/db/schema';
import { TEST_NOW, type Harness } from '../../../server/test-support/harness';

export const NOW = TEST_NOW.getTime();
const kstYear = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).getUTCFullYear();
export const THIS_YEAR = kstYear(TEST_NOW);

export interface ExpectedRow {
  readonly srvySqno: number;
  readonly titl: string;
  readonly status: 'ing' | 'fin';
  readonly joined: boolean;
}

/** The year's surveys `userid` sees: for their position (or everyone), started by now, newest first. */
export async function expectedList(h: Harness, userid: string, year: number): Promise<ExpectedRow[]> {
  const [me] = await h.db.select({ pstn: users.orgnzPstn }).from(users).where(eq(users.userid, userid));
  const all = await h.db.select().from(surveys);
  const joined = new Set((await h.db.select({ no: surveyResponses.srvySqno }).from(surveyResponses).where(eq(surveyResponses.userid, userid))).map((r) => r.no));
  return all
    .filter((s) => (s.pstnTyp === '' || s.pstnTyp.split(',').includes(me!.pstn)) && s.sttTime.getTime() <= NOW && kstYear(s.sttTime) === year)
    .sort((a, b) => b.sttTime.getTime() - a.sttTime.getTime())
    .map((s) => ({ srvySqno: s.srvySqno, titl: s.titl, status: s.endTime.getTime() > NOW ? 'ing' : 'fin', joined: joined.has(s.srvySqno) }));
}

/** The seeded survey with this title's start (the shared facts name surveys by title). */
export async function surveyNumbered(h: Harness, titlePart: string): Promise<number> {
  const found = (await h.db.select({ no: surveys.srvySqno, titl: surveys.titl }).from(surveys)).filter((s) => s.titl.includes(titlePart));
  if (found.length !== 1) throw new Error(`one survey titled …${titlePart}… expected, found ${found.length}`);
  return found[0]!.no;
}

/** Forgets `userid`'s submission of a survey (each path starts from the seed). */
export async function forgetAnswers(h: Harness, userid: string, srvySqno: number) {
  await h.db.delete(surveyAnswers).where(and(eq(surveyAnswers.userid, userid), eq(surveyAnswers.srvySqno, srvySqno)));
  await h.db.delete(surveyResponses).where(and(eq(surveyResponses.userid, userid), eq(surveyResponses.srvySqno, srvySqno)));
}

/** What the server holds of `userid`'s answers to a survey, by option. */
export async function storedAnswers(h: Harness, userid: string, srvySqno: number) {
  const rows = await h.db
    .select({ optnSqno: surveyAnswers.optnSqno, userPick: surveyAnswers.userPick, rply: surveyAnswers.rply })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.userid, userid), eq(surveyAnswers.srvySqno, srvySqno)));
  const responded = await h.db.select().from(surveyResponses).where(and(eq(surveyResponses.userid, userid), eq(surveyResponses.srvySqno, srvySqno)));
  return { responded: responded.length === 1, answers: rows.sort((a, b) => a.optnSqno - b.optnSqno) };
}

/** Spec 3 §9: tags from the title naming sales, professional or nurturing, or a KSS marker. */
export const tagOracle = (titl: string) => [...['영업', '전문', '육성'].filter((w) => titl.includes(w)), ...(/\bKSS\b/i.test(titl) ? ['KSS'] : [])];

/** The survey the header's button leads `userid` to (spec 3 shared facts): the newest-started running one for their position they have not answered. */
export async function dueSurvey(h: Harness, userid: string): Promise<number | null> {
  const [me] = await h.db.select({ pstn: users.orgnzPstn }).from(users).where(eq(users.userid, userid));
  const joined = new Set((await h.db.select({ no: surveyResponses.srvySqno }).from(surveyResponses).where(eq(surveyResponses.userid, userid))).map((r) => r.no));
  const due = (await h.db.select().from(surveys))
    .filter((s) => (s.pstnTyp === '' || s.pstnTyp.split(',').includes(me!.pstn)) && s.sttTime.getTime() <= NOW && s.endTime.getTime() > NOW && !joined.has(s.srvySqno))
    .sort((a, b) => b.sttTime.getTime() - a.sttTime.getTime());
  return due[0]?.srvySqno ?? null;
}
