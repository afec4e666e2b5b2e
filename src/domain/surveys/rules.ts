// The surveys' pure rules (spec 3 §2 survey list and survey, §3 survey/question/option, §4 survey states,
// §5 survey submit, §9 text limits): list badges, question kinds, answering, the submit checks in the
// spec's order and the saveSurvey payload. Shared by the server (which re-checks) and the client.
import { surveysMessages as m } from './messages';

// ---- list (spec 3 §2) ----

export type SurveyStatus = 'ing' | 'fin';
export type SurveyComStatus = 'non' | 'done';

export type SurveyBadge = 'join' | 'missed' | 'done';
/** ing + non: 참여하기; fin + non: 미참여; otherwise (joined): 참여완료. */
export function surveyBadge(status: string, comStatus: string): { readonly kind: SurveyBadge; readonly label: string } {
  if (comStatus === 'non' && status === 'ing') return { kind: 'join', label: m.surveyBadgeJoin };
  if (comStatus === 'non' && status === 'fin') return { kind: 'missed', label: m.surveyBadgeMissed };
  return { kind: 'done', label: m.surveyBadgeDone };
}

/** A finished survey that was not joined cannot be opened. */
export const canOpenSurvey = (status: string, comStatus: string): boolean => !(status === 'fin' && comStatus === 'non');
/** Answers are editable, and the submit button shown, only while the survey is ing. */
export const mayAnswerSurvey = (status: string): boolean => status === 'ing';

/** A survey's category tags (spec 3 §9), in this order: from its title naming 영업, 전문 or 육성, or a KSS marker. */
export type SurveyTag = 'sales' | 'professional' | 'nurturing' | 'kss';
const TAG_MARKERS: readonly (readonly [SurveyTag, RegExp])[] = [
  ['sales', /영업/],
  ['professional', /전문/],
  ['nurturing', /육성/],
  // KSS as a word of its own (any case), not inside a longer latin word.
  ['kss', /(^|[^a-z])kss($|[^a-z])/i],
];
export const surveyTags = (titl: string): SurveyTag[] => TAG_MARKERS.filter(([, re]) => re.test(titl)).map(([tag]) => tag);
export const SURVEY_TAG_LABELS: Readonly<Record<SurveyTag, string>> = { sales: m.surveyTagSales, professional: m.surveyTagProfessional, nurturing: m.surveyTagNurturing, kss: m.surveyTagKss };

/** The survey list's default category (spec 3 §9). */
export const SURVEY_DEFAULT_DIV_CD = 'MS00';
/** The year filter: the same years as every year select (2021 up to now, newest first; spec 3 §9). */
export { yearOptions as surveyYearOptions } from '../plans/rules';

// ---- questions and options (spec 3 §3) ----

export const SQT = {
  SQT01: 'single',
  SQT02: 'multiple',
  SQT03: 'scale',
  SQT04: 'rank',
  SQT05: 'short',
  SQT06: 'long',
} as const;
export type QuestionType = keyof typeof SQT;
export type QuestionKind = (typeof SQT)[QuestionType];
export const QUESTION_TYPES = Object.keys(SQT) as QuestionType[];
export const questionKind = (code: string): QuestionKind | null => (code in SQT ? SQT[code as QuestionType] : null);

/** Text answers: 50 characters short, 200 long (spec 3 §9); an 'other' option's text takes the short limit. */
export const SHORT_TEXT_MAX = 50;
export const LONG_TEXT_MAX = 200;
export const OTHER_TEXT_MAX = SHORT_TEXT_MAX;

export interface SurveyQuestion {
  readonly itemSqno: number;
  readonly qsitTypCd: string;
  readonly titl: string;
  /** 'Y' when essential. */
  readonly essnYn: string;
}

/**
 * An option and the user's answer on it. `userPick`: '' unanswered, 'Y' picked (single, multiple, scale),
 * or the rank '1'..'n' (rank questions). `rply`: the text of a short/long answer (its question's one
 * option) or of a picked 'other' option. optnTyp 'N' is a normal option; any other value is 'other'.
 */
export interface SurveyOption {
  readonly optnSqno: number;
  readonly itemSqno: number;
  readonly optnTyp: string;
  readonly cntn: string;
  readonly userPick: string;
  readonly rply: string;
}

export const isOtherOption = (o: SurveyOption): boolean => o.optnTyp !== 'N';
const chars = (text: string): number => [...text].length;
const cutChars = (text: string, max: number): string => [...text].slice(0, max).join('');
const blank = (text: string): boolean => text.trim() === '';
const textMax = (kind: QuestionKind | null): number => (kind === 'long' ? LONG_TEXT_MAX : SHORT_TEXT_MAX);
const kindOf = (questions: readonly SurveyQuestion[], itemSqno: number): QuestionKind | null =>
  questionKind(questions.find((q) => q.itemSqno === itemSqno)?.qsitTypCd ?? '');

const isText = (kind: QuestionKind | null): boolean => kind === 'short' || kind === 'long';
/** A rank answer: a whole number from 1 to the question's option count. */
const isRank = (v: string, n: number): boolean => /^[1-9]\d*$/.test(v) && Number(v) <= n;
/** Whether an option carries an answer: a text for short/long questions, a pick or rank otherwise. */
const answers = (kind: QuestionKind | null, o: SurveyOption): boolean => (isText(kind) ? !blank(o.rply) : o.userPick !== '');

// ---- answering (pure updates of the option list) ----

type Options = readonly SurveyOption[];
const update = (options: Options, f: (o: SurveyOption) => SurveyOption): SurveyOption[] => options.map(f);

/** A tap on a choice option: single and scale keep only it; multiple toggles it. */
export function pickOption(questions: readonly SurveyQuestion[], options: Options, optnSqno: number): SurveyOption[] {
  const target = options.find((o) => o.optnSqno === optnSqno);
  if (!target) return [...options];
  const kind = kindOf(questions, target.itemSqno);
  if (kind === 'multiple') return update(options, (o) => (o === target ? { ...o, userPick: o.userPick === 'Y' ? '' : 'Y' } : o));
  if (kind !== 'single' && kind !== 'scale') return [...options];
  return update(options, (o) => (o.itemSqno !== target.itemSqno ? o : { ...o, userPick: o === target ? 'Y' : '' }));
}

/** A rank chosen for a rank question's option: '1'..'n' (n = its option count) or '' to clear; else refused. */
export function rankOption(questions: readonly SurveyQuestion[], options: Options, optnSqno: number, rank: string): SurveyOption[] {
  const target = options.find((o) => o.optnSqno === optnSqno);
  if (!target || kindOf(questions, target.itemSqno) !== 'rank') return [...options];
  const n = options.filter((o) => o.itemSqno === target.itemSqno).length;
  if (rank !== '' && !isRank(rank, n)) return [...options];
  return update(options, (o) => (o === target ? { ...o, userPick: rank } : o));
}

/** Typed text (a short/long answer or an 'other' option's text), cut at its limit (typing beyond is refused). */
export function typeText(questions: readonly SurveyQuestion[], options: Options, optnSqno: number, text: string): SurveyOption[] {
  return update(options, (o) => {
    if (o.optnSqno !== optnSqno) return o;
    const kind = kindOf(questions, o.itemSqno);
    if (!isText(kind) && !isOtherOption(o)) return o;
    const max = isText(kind) ? textMax(kind) : OTHER_TEXT_MAX;
    return { ...o, rply: cutChars(text, max) };
  });
}

// ---- submit checks (spec 3 §5) ----

export type SurveyProblemReason = 'closed' | 'badAnswer' | 'essential' | 'rankRange' | 'rankDuplicate' | 'otherText' | 'textTooLong';
export interface SurveyProblem {
  readonly reason: SurveyProblemReason;
  /** The question to scroll to; null when the whole survey is refused. */
  readonly itemSqno: number | null;
  readonly message: string;
}

const picked = (opts: Options): SurveyOption[] => opts.filter((o) => o.userPick !== '');

/** One submit check: whether a question (its kind, its own options) fails it, and the message. */
interface SurveyCheck {
  readonly reason: SurveyProblemReason;
  readonly fails: (q: SurveyQuestion, kind: QuestionKind | null, opts: Options) => boolean;
  readonly message: (kind: QuestionKind | null, opts: Options) => string;
}

/** The checks in the spec's order (a malformed answer, the server's concern, first). */
const CHECKS: readonly SurveyCheck[] = [
  {
    reason: 'badAnswer',
    message: () => m.surveyBadAnswer,
    fails: (_, kind, opts) =>
      kind === null ||
      (kind !== 'rank' && !isText(kind) && picked(opts).some((o) => o.userPick !== 'Y')) ||
      ((kind === 'single' || kind === 'scale') && picked(opts).length > 1),
  },
  { reason: 'essential', message: () => m.surveyEssentialMissing, fails: (q, kind, opts) => q.essnYn === 'Y' && !opts.some((o) => answers(kind, o)) },
  { reason: 'rankRange', message: (_, opts) => m.surveyRankRange(opts.length), fails: (_, kind, opts) => kind === 'rank' && picked(opts).some((o) => !isRank(o.userPick, opts.length)) },
  {
    reason: 'rankDuplicate',
    message: () => m.surveyRankDuplicate,
    fails: (_, kind, opts) => kind === 'rank' && new Set(picked(opts).map((o) => o.userPick)).size < picked(opts).length,
  },
  { reason: 'otherText', message: () => m.surveyOtherTextRequired, fails: (_, kind, opts) => !isText(kind) && picked(opts).some((o) => isOtherOption(o) && blank(o.rply)) },
  {
    reason: 'textTooLong',
    message: (kind) => m.surveyTextTooLong(isText(kind) ? textMax(kind) : OTHER_TEXT_MAX),
    fails: (_, kind, opts) => (isText(kind) ? opts.some((o) => chars(o.rply) > textMax(kind)) : picked(opts).some((o) => chars(o.rply) > OTHER_TEXT_MAX)),
  },
];

/**
 * The first problem of a submission, or null. In order: the survey is ing; no malformed answer (an unknown
 * question type, a pick other than 'Y' on a choice, a second pick on a single or scale question); every
 * essential question answered; rank answers within 1..n (n = its option count) and not repeated; a picked
 * 'other' option with text; texts within their limits. Each check runs over all questions, in question
 * order, before the next check starts, so the essential check names the first missing question.
 */
export function validateSurvey(status: string, questions: readonly SurveyQuestion[], options: Options): SurveyProblem | null {
  if (!mayAnswerSurvey(status)) return { reason: 'closed', itemSqno: null, message: m.surveyClosed };
  for (const check of CHECKS) {
    for (const q of questions) {
      const kind = questionKind(q.qsitTypCd);
      const opts = options.filter((o) => o.itemSqno === q.itemSqno);
      if (check.fails(q, kind, opts)) return { reason: check.reason, itemSqno: q.itemSqno, message: check.message(kind, opts) };
    }
  }
  return null;
}

// ---- payload (spec 3 §7 saveSurvey) ----

export interface SurveyAnswerRow {
  readonly srvySqno: number;
  readonly itemSqno: number;
  readonly optnSqno: number;
  readonly userPick: string;
  readonly rply: string;
}

/** The answered options in question order, then option order; text only where it is an answer. */
export function answeredOptions(srvySqno: number, questions: readonly SurveyQuestion[], options: Options): SurveyAnswerRow[] {
  return questions.flatMap((q) => {
    const kind = questionKind(q.qsitTypCd);
    return options
      .filter((o) => o.itemSqno === q.itemSqno && answers(kind, o))
      .map((o) => ({ srvySqno, itemSqno: o.itemSqno, optnSqno: o.optnSqno, userPick: o.userPick, rply: isText(kind) || isOtherOption(o) ? o.rply : '' }));
  });
}

/** saveSurvey's jsonString. */
export const surveyJsonString = (srvySqno: number, questions: readonly SurveyQuestion[], options: Options): string =>
  JSON.stringify(answeredOptions(srvySqno, questions, options));
