// The survey calls (spec 3 §7 survey list, survey view, saveSurvey; §3 survey, question, option). A survey
// is ing from sttTime to endTime (KST) and fin after it; one not yet started is not listed. comStatus is the
// caller's: done once they submitted. The server re-checks every answer (rules.ts validateSurvey).
import { Schema } from 'effect';
import { Count, defineCall, FormInt, Text } from '../shared/call';
import { pagedCall } from '../shared/paged';
import { SURVEY_DEFAULT_DIV_CD } from './rules';

export const SURVEY_PAGE_SIZE = 10;
// Years 1900..2100: 0000 or 9999 answered 500 (the year's span was no valid time).
const Year = Schema.String.check(Schema.isPattern(/^(19\d\d|20\d\d|2100)$/));

export const SurveyRow = Schema.Struct({
  srvySqno: Count,
  titl: Schema.String,
  /** Explanation shown under the title. */
  expi: Schema.String,
  status: Schema.Literals(['ing', 'fin']),
  comStatus: Schema.Literals(['non', 'done']),
  /** Positions the survey is for, comma-separated (COG01,…); '' for everyone. */
  pstnTyp: Schema.String,
  /** 'yyyy.mm.dd HH:mm' KST. */
  sttTime: Schema.String,
  endTime: Schema.String,
});
export type SurveyRow = typeof SurveyRow.Type;

/**
 * The surveys for the caller's position that started in searchYear, newest first. divCd MS00 (the default,
 * spec 3 §9) lists every category.
 */
export const surveyList = pagedCall({
  path: 'survey/list',
  auth: 'session',
  row: SurveyRow,
  maxOffset: 10_000,
  filters: { divCd: Schema.optionalKey(Text(10)), searchYear: Year },
});

export const SurveyQuestionRow = Schema.Struct({
  itemSqno: Count,
  qsitTypCd: Schema.Literals(['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06']),
  titl: Schema.String,
  essnYn: Schema.Literals(['Y', 'N']),
  /** A scale's low and high end labels; '' elsewhere. */
  prfnLow: Schema.String,
  prfnHig: Schema.String,
});
export type SurveyQuestionRow = typeof SurveyQuestionRow.Type;

/** An option with the caller's answer (rules.ts SurveyOption); a short/long question has exactly one option. */
export const SurveyOptionRow = Schema.Struct({
  optnSqno: Count,
  itemSqno: Count,
  /** N a normal option; E 'other' (needs text when picked). */
  optnTyp: Schema.Literals(['N', 'E']),
  cntn: Schema.String,
  /** An image shown with the option (file address), '' for none. */
  fileSqno: Schema.String,
  userPick: Schema.String,
  rply: Schema.String,
  /** Y when the caller's answer is stored for this option. */
  insertFlag: Schema.Literals(['Y', 'N']),
});
export type SurveyOptionRow = typeof SurveyOptionRow.Type;

/** One survey for the caller: its info (with their comStatus), questions in order and options in order. */
export const surveyView = defineCall({
  path: 'survey/view',
  auth: 'session',
  request: Schema.Struct({ srvySqno: FormInt(1, 2_147_483_647) }),
  response: Schema.Struct({ info: SurveyRow, list: Schema.Array(SurveyQuestionRow), optionList: Schema.Array(SurveyOptionRow) }),
});

/**
 * Submits the caller's answers (rules.ts surveyJsonString: rows of srvySqno, itemSqno, optnSqno, userPick,
 * rply) while the survey is ing; a second submission replaces the first. Answers the survey's srvySqno.
 */
export const saveSurvey = defineCall({
  path: 'survey/save',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ srvySqno: FormInt(1, 2_147_483_647), jsonString: Text(200_000, 2) }),
  response: Schema.Struct({ srvySqno: Count }),
});

export { SURVEY_DEFAULT_DIV_CD };
