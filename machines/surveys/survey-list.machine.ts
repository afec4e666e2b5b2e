// The survey list (spec 3 §2 survey list, §4, §9): a year filter (from 2021 up to this year by the app's
// clock, this year first) over the shared paged list (child `list`, 10 a page, the year as its query); a
// new year starts the list again from its first page. Rows open the survey as links: the view decides
// nothing. Diagram: docs/statecharts/surveyList.md
import { assign, setup } from 'xstate';
import { SURVEY_PAGE_SIZE } from '../../src/domain/surveys/contract';
import { surveyYearOptions } from '../../src/domain/surveys/rules';
import { pagedListMachine } from '../shared/paged-list.machine';

export interface SurveyListInput {
  /** This year in Korea by the app's clock. */
  readonly currentYear: number;
}

export interface SurveyListContext {
  readonly years: readonly number[];
  readonly year: number;
}

export type SurveyListEvent = { type: 'user.selectYear'; year: number };

export const surveyListMachine = setup({
  types: { input: {} as SurveyListInput, context: {} as SurveyListContext, events: {} as SurveyListEvent },
  actors: {
    /** pagedListMachine provided with the survey/list loader (the query is the year) at the root. */
    surveyList: pagedListMachine,
  },
  guards: {
    isOtherYear: ({ context, event }) => event.year !== context.year && context.years.includes(event.year),
  },
  actions: {
    assignYear: assign({ year: ({ event }) => event.year }),
  },
}).createMachine({
  id: 'surveyList',
  context: ({ input }) => ({ years: surveyYearOptions(input.currentYear), year: input.currentYear }),
  initial: 'listing',
  states: {
    listing: {
      description: 'The year’s surveys for the caller’s position, newest first, as the child `list` (docs/statecharts/pagedList.md).',
      invoke: { id: 'list', src: 'surveyList', input: ({ context }) => ({ pageSize: SURVEY_PAGE_SIZE, query: String(context.year) }) },
      on: {
        'user.selectYear': {
          guard: 'isOtherYear',
          target: 'listing',
          reenter: true,
          actions: 'assignYear',
          description: 'Another year of the select: its first page loads; the year shown (or one not offered) does nothing.',
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Survey list: a year filter over a paged list of the caller’s surveys (10 a page) with their badges.';
