// The demo surveys as rows (survey-texts.ts holds their content): surveys, questions, options and the
// seeded submissions. Ids are fixed (survey n is srvy_sqno n, its questions n*100+k, their options
// item*10+k) so answers can name options; every seeded answer is one a member could have submitted.
import type { surveyAnswers, surveyItems, surveyOptions, surveyResponses, surveys } from '../schema';
import { addDays, kstMidnight } from '../../lib/time';
import type { StaffSeed } from './org';
import { rng, type Rng } from './prng';
import { SEEDED_ANSWERS, SURVEY_DEFS, type QuestionDef, type SurveyDef } from './survey-texts';

type SurveyRow = typeof surveys.$inferInsert & { srvySqno: number };
type ItemRow = typeof surveyItems.$inferInsert & { itemSqno: number };
type OptionRow = typeof surveyOptions.$inferInsert & { optnSqno: number };
type AnswerRow = typeof surveyAnswers.$inferInsert;
type ResponseRow = typeof surveyResponses.$inferInsert;

export interface SurveySeed {
  readonly surveys: SurveyRow[];
  readonly items: ItemRow[];
  readonly options: OptionRow[];
  readonly responses: ResponseRow[];
  readonly answers: AnswerRow[];
}

const HOUR = 3_600_000;
const at = (day: string, hour: number, minute = 0) => new Date(kstMidnight(day).getTime() + hour * HOUR + minute * 60_000);

/** The same calendar day a year earlier (29 February becomes the 28th). */
function lastYearDay(today: string): string {
  const y = Number(today.slice(0, 4)) - 1;
  const md = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${y}-${md}`;
}

/** First and last day of a survey's period. */
function periodOf(def: SurveyDef, today: string): [string, string] {
  if (def.period === 'lastYear') {
    const from = lastYearDay(today);
    return [from, addDays(from, 14)];
  }
  return [addDays(today, def.period[0]), addDays(today, def.period[1])];
}

/** A question's options: the choices, an 'other' last; a scale's 1..5; a text question's single empty one. */
function optionTexts(q: QuestionDef): { cntn: string; optnTyp: 'N' | 'E' }[] {
  if (q.type === 'SQT03') return ['1', '2', '3', '4', '5'].map((cntn) => ({ cntn, optnTyp: 'N' }));
  if (q.type === 'SQT05' || q.type === 'SQT06') return [{ cntn: '', optnTyp: 'N' }];
  return [...(q.options ?? []).map((cntn) => ({ cntn, optnTyp: 'N' as const })), ...(q.other ? [{ cntn: '기타', optnTyp: 'E' as const }] : [])];
}

/** One member's answer to one question: [option index, userPick, rply] triples, always valid (rules.ts validateSurvey). */
function answerQuestion(q: QuestionDef, r: Rng): [number, string, string][] {
  const opts = optionTexts(q);
  const otherText = () => r.pick(q.other ?? ['']);
  const pick = (i: number): [number, string, string] => [i, 'Y', opts[i]!.optnTyp === 'E' ? otherText() : ''];
  switch (q.type) {
    case 'SQT01':
      return [pick(r.int(0, opts.length - 1))];
    case 'SQT03':
      return [pick(r.int(2, 4))];
    case 'SQT02': {
      const chosen = opts.map((_, i) => i).filter(() => r.chance(0.4));
      return (chosen.length ? chosen : [r.int(0, opts.length - 1)]).map(pick);
    }
    case 'SQT04': {
      const ranks = opts.map((_, i) => i + 1);
      for (let i = ranks.length - 1; i > 0; i--) {
        const j = r.int(0, i);
        [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
      }
      return ranks.map((rank, i) => [i, String(rank), '']);
    }
    default:
      return q.essn === 'Y' || r.chance(0.6) ? [[0, '', r.pick(q.samples ?? ['좋습니다.'])]] : [];
  }
}

export function buildSurveys(today: string, everyone: readonly StaffSeed[]): SurveySeed {
  const out: SurveySeed = { surveys: [], items: [], options: [], responses: [], answers: [] };
  const year = Number(today.slice(0, 4));
  const optionIds = new Map<number, number[][]>();
  for (const def of SURVEY_DEFS) {
    const [from, to] = periodOf(def, today);
    out.surveys.push({ srvySqno: def.no, titl: def.titl(year), expi: def.expi, divCd: def.divCd, pstnTyp: def.pstnTyp, sttTime: at(from, 9), endTime: at(to, 18) });
    const ids: number[][] = [];
    def.questions.forEach((q, qi) => {
      const itemSqno = def.no * 100 + qi + 1;
      out.items.push({ itemSqno, srvySqno: def.no, ordr: qi + 1, qsitTypCd: q.type, titl: q.titl, essnYn: q.essn, prfnLow: q.low ?? '', prfnHig: q.high ?? '' });
      const opts = optionTexts(q);
      if (opts.length > 9) throw new Error(`survey ${def.no} question ${qi + 1}: more than 9 options`);
      ids.push(opts.map((o, oi) => {
        const optnSqno = itemSqno * 10 + oi + 1;
        out.options.push({ optnSqno, itemSqno, ordr: oi + 1, optnTyp: o.optnTyp, cntn: o.cntn, fileUrl: '' });
        return optnSqno;
      }));
    });
    optionIds.set(def.no, ids);
  }

  const answer = (def: SurveyDef, userid: string) => {
    const r = rng(`survey-answer:${def.no}:${userid}`);
    const [from, to] = periodOf(def, today);
    // Submitted on a day of the period before the seed day, in working hours.
    const last = to < today ? to : addDays(today, -1);
    const days = Math.max(0, Math.round((Date.parse(last) - Date.parse(from)) / 86_400_000));
    out.responses.push({ srvySqno: def.no, userid, submittedAt: at(addDays(from, r.int(0, days)), r.int(9, 17), r.int(0, 59)) });
    def.questions.forEach((q, qi) => {
      for (const [oi, userPick, rply] of answerQuestion(q, r))
        out.answers.push({ srvySqno: def.no, userid, optnSqno: optionIds.get(def.no)![qi]![oi]!, userPick, rply });
    });
  };
  const defOf = (no: number) => SURVEY_DEFS.find((d) => d.no === no)!;
  const present = new Set(everyone.map((s) => s.userid));
  for (const a of SEEDED_ANSWERS) if (present.has(a.userid)) answer(defOf(a.no), a.userid);
  // The full seed's generated staff: about half of those each survey is for answered (2) and (3).
  for (const no of [2, 3]) {
    const def = defOf(no);
    for (const s of everyone)
      if (!s.small && (def.pstnTyp === '' || def.pstnTyp.split(',').includes(s.orgnzPstn)) && rng(`survey-joined:${no}:${s.userid}`).chance(0.5)) answer(def, s.userid);
  }
  return out;
}
