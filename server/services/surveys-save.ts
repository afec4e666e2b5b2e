// survey/save (spec 3 §5 survey submit, §7 saveSurvey): the member's answers re-checked with the same rules
// as the screen (rules.ts validateSurvey) over the stored questions and options, then stored as the member's
// one answer set. A second submission replaces the first; concurrent ones queue on the response row.
import { and, eq, sql } from 'drizzle-orm';
import { Result, Schema } from 'effect';
import { msg } from '../../src/domain/messages';
import { answeredOptions, type SurveyOption, type SurveyProblem, validateSurvey } from '../../src/domain/surveys/rules';
import { surveyAnswers, surveyResponses } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import type { CallContext } from '../http/handle';
import { forgetDashboard } from './dashboard';
import type { UserRow } from './sessions';
import { optionsOf, questionsOf, surveyFor } from './surveys';

/** Long enough for any over-long text to reach the rules' own length message; the body limit bounds it anyway. */
const RPLY_MAX = 2_000;
const ROWS_MAX = 500;

const AnswerRows = Schema.fromJsonString(
  Schema.Array(
    Schema.Struct({
      srvySqno: Schema.Int,
      itemSqno: Schema.Int,
      optnSqno: Schema.Int,
      userPick: Schema.String.check(Schema.isMaxLength(10)),
      rply: Schema.String.check(Schema.isMaxLength(RPLY_MAX)),
    }),
  ).check(Schema.isMaxLength(ROWS_MAX)),
);
const decodeRows = Schema.decodeUnknownResult(AnswerRows);

const badAnswer = (reason: string, itemSqno: number | null = null) =>
  new CallRefusal('bad_request', msg.surveyBadAnswer, { detail: { fields: ['jsonString'], reason, itemSqno } });

const refusalOf = (p: SurveyProblem) =>
  p.reason === 'badAnswer' ? badAnswer('badAnswer', p.itemSqno) : new CallRefusal('refused', p.message, { detail: { reason: p.reason, itemSqno: p.itemSqno } });

/** Checks and stores the caller's answers to a survey; answers its srvySqno. */
export async function saveSurveyAnswers(ctx: CallContext, user: UserRow, srvySqno: number, jsonString: string): Promise<number> {
  const decoded = decodeRows(jsonString);
  if (Result.isFailure(decoded)) throw badAnswer('not a list of answers');
  const rows = decoded.success;
  const now = ctx.svc.clock.now();
  const info = await surveyFor(ctx, user, srvySqno, now);
  const [questions, stored] = await Promise.all([questionsOf(ctx.svc.db, srvySqno), optionsOf(ctx.svc.db, srvySqno, user.userid)]);

  // Every row names an option of this survey, under the question it belongs to, once.
  const byId = new Map(stored.map((o) => [o.optnSqno, o]));
  const seen = new Set<number>();
  for (const r of rows) {
    const option = byId.get(r.optnSqno);
    if (r.srvySqno !== srvySqno || !option || option.itemSqno !== r.itemSqno || seen.has(r.optnSqno)) throw badAnswer('foreign or repeated option', r.itemSqno);
    seen.add(r.optnSqno);
  }
  const given = new Map(rows.map((r) => [r.optnSqno, r]));
  const options: SurveyOption[] = stored.map((o) => ({ ...o, userPick: given.get(o.optnSqno)?.userPick ?? '', rply: given.get(o.optnSqno)?.rply ?? '' }));
  const problem = validateSurvey(info.status, questions, options);
  if (problem) throw refusalOf(problem);

  const answers = answeredOptions(srvySqno, questions, options);
  await ctx.svc.db.transaction(async (tx) => {
    // The response row first: a concurrent submission of the same member waits here until this one commits,
    // then replaces its answers (read committed: its delete sees them), so one answer set remains.
    await tx
      .insert(surveyResponses)
      .values({ srvySqno, userid: user.userid, submittedAt: now })
      .onConflictDoUpdate({ target: [surveyResponses.srvySqno, surveyResponses.userid], set: { submittedAt: sql`excluded.submitted_at` } });
    await tx.delete(surveyAnswers).where(and(eq(surveyAnswers.srvySqno, srvySqno), eq(surveyAnswers.userid, user.userid)));
    if (answers.length > 0)
      await tx.insert(surveyAnswers).values(answers.map((a) => ({ srvySqno, userid: user.userid, optnSqno: a.optnSqno, userPick: a.userPick, rply: a.rply })));
  });
  forgetDashboard(ctx.svc.db, user.userid);
  return srvySqno;
}
