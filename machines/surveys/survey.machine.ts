// One survey (spec 3 §2 survey, §4 survey states, §5 survey submit, §8, §9): loads survey/view; while the
// survey is ing the caller answers (a pick, a rank, a text: the pure rules in src/domain/surveys/rules.ts
// keep each answer well-formed) and submits: the first problem is told and its question focused, else a
// confirm, saveSurvey and the success notice, then back. A finished survey only shows the stored answers.
// Diagram: docs/statecharts/survey.md
import { assign, setup } from 'xstate';
import type { SurveyOptionRow, SurveyQuestionRow, SurveyRow } from '../../src/domain/surveys/contract';
import { surveysMessages as m } from '../../src/domain/surveys/messages';
import { mayAnswerSurvey, pickOption, rankOption, surveyJsonString, typeText, validateSurvey, type SurveyProblem } from '../../src/domain/surveys/rules';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface SurveyInput {
  readonly srvySqno: number;
}

/** survey/view's answer. */
export interface LoadedSurvey {
  readonly info: SurveyRow;
  readonly list: readonly SurveyQuestionRow[];
  readonly optionList: readonly SurveyOptionRow[];
}

export interface SaveSurveyInput {
  readonly srvySqno: number;
  readonly jsonString: string;
}

export interface SurveyContext {
  readonly srvySqno: number;
  readonly info: SurveyRow | null;
  readonly questions: readonly SurveyQuestionRow[];
  /** The options with the caller's answers as edited (the stored ones when loaded). */
  readonly options: readonly SurveyOptionRow[];
  /** The submit's first problem, told until dismissed. */
  readonly problem: SurveyProblem | null;
  /** The question to bring into view and focus (a new `seq` for each request, even for the same question). */
  readonly focus: { readonly itemSqno: number; readonly seq: number } | null;
  /** The load's or the save's failure. */
  readonly error: string | null;
}

export type SurveyEvent =
  | { type: 'user.pick'; optnSqno: number }
  | { type: 'user.rank'; optnSqno: number; rank: string }
  | { type: 'user.type'; optnSqno: number; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

const loadedOf = (event: unknown) => (event as { output: LoadedSurvey }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
/** The server's refusal as it says it; anything else (no answer, a broken one) as the spec's failure. */
const saveFailure = (e: unknown) => (isTagged(e, 'ServerError') && errorMessage(e) ? errorMessage(e) : m.surveySubmitFailed);

export const surveyMachine = setup({
  types: { input: {} as SurveyInput, context: {} as SurveyContext, events: {} as SurveyEvent },
  actors: {
    loadSurvey: providedPromise<LoadedSurvey, { srvySqno: number }>('loadSurvey'),
    saveSurvey: providedPromise<{ readonly srvySqno: number }, SaveSurveyInput>('saveSurvey'),
  },
  guards: {
    isAnswerable: ({ event }) => mayAnswerSurvey(loadedOf(event).info.status),
    hasProblem: ({ context }) => validateSurvey(context.info?.status ?? '', context.questions, context.options) !== null,
  },
  actions: {
    assignSurvey: assign(({ event }) => {
      const s = loadedOf(event);
      return { info: s.info, questions: s.list, options: s.optionList, error: null };
    }),
    assignLoadError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    assignSaveError: assign({ error: ({ event }) => saveFailure(errorOf(event)) }),
    clearError: assign({ error: null }),
    pick: assign({ options: ({ context, event }) => (event.type === 'user.pick' ? merge(context.options, pickOption(context.questions, context.options, event.optnSqno)) : context.options) }),
    rank: assign({
      options: ({ context, event }) => (event.type === 'user.rank' ? merge(context.options, rankOption(context.questions, context.options, event.optnSqno, event.rank)) : context.options),
    }),
    type: assign({
      options: ({ context, event }) => (event.type === 'user.type' ? merge(context.options, typeText(context.questions, context.options, event.optnSqno, event.text)) : context.options),
    }),
    assignProblem: assign({ problem: ({ context }) => validateSurvey(context.info?.status ?? '', context.questions, context.options) }),
    focusProblem: assign(({ context }) => ({
      problem: null,
      focus: context.problem?.itemSqno != null ? { itemSqno: context.problem.itemSqno, seq: (context.focus?.seq ?? 0) + 1 } : context.focus,
    })),
    /** Back where the survey was opened from (provided: the route's navigation). */
    goBack: () => {},
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({ srvySqno: input.srvySqno, info: null, questions: [], options: [], problem: null, focus: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSurvey',
        src: 'loadSurvey',
        input: ({ context }) => ({ srvySqno: context.srvySqno }),
        onDone: [
          { guard: 'isAnswerable', target: 'answering', actions: 'assignSurvey', description: 'ing: the stored answers (if any) can be changed and submitted again.' },
          { target: 'reading', actions: 'assignSurvey', description: 'fin: the stored answers, read-only, without the submit button.' },
        ],
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: { description: 'The server’s refusal (not for this position, not started) or no answer, with 다시 시도.', on: { 'user.retry': { target: 'loading' } } },
    reading: { description: 'A finished survey: nothing to do but read and go back.' },
    answering: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.pick': { actions: 'pick', description: 'Single and scale keep one pick per question, multiple toggles.' },
            'user.rank': { actions: 'rank', description: 'A rank from 1 to the option count, or none; anything else is refused.' },
            'user.type': { actions: 'type', description: 'A text answer or an ‘other’ option’s text, cut at its limit (50 / 200).' },
            'user.submit': [
              { guard: 'hasProblem', target: 'invalid', actions: 'assignProblem', description: 'The first problem in the spec’s order (essential, rank repeated, other text…).' },
              { target: 'confirming' },
            ],
          },
        },
        invalid: {
          description: 'The problem’s message; dismissing it brings its question into view and focuses it.',
          on: { 'user.dismissMessage': { target: 'editing', actions: 'focusProblem' } },
        },
        confirming: { description: '설문을 제출 하시겠습니까?', on: { 'user.confirm': { target: 'saving' }, 'user.dismiss': { target: 'editing' } } },
        saving: {
          invoke: {
            id: 'saveSurvey',
            src: 'saveSurvey',
            input: ({ context }) => ({ srvySqno: context.srvySqno, jsonString: surveyJsonString(context.srvySqno, context.questions, context.options) }),
            onDone: { target: '#survey.submitted' },
            onError: { target: 'saveFailed', actions: 'assignSaveError', description: 'The server’s message, or 제출에 실패했습니다.; the answers stay.' },
          },
        },
        saveFailed: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearError' } } },
      },
    },
    submitted: { description: '작성 설문은 마이페이지에서 확인이 가능합니다.', on: { 'user.dismissMessage': { target: 'leaving' } } },
    leaving: { type: 'final', entry: 'goBack', description: 'Back to the page the survey was opened from.' },
  },
});

/** An update of the options that changed nothing keeps the same list (no re-render for a refused input). */
function merge(before: readonly SurveyOptionRow[], after: readonly { readonly optnSqno: number }[]): readonly SurveyOptionRow[] {
  const changed = after.some((o, i) => o !== before[i]);
  return changed ? (after as readonly SurveyOptionRow[]) : before;
}

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Survey: load, answer while ing (six question types), submit with the spec’s checks, confirm, save and go back; read-only when finished.';
