// The survey screens' actors on the Effect runtime: a page of survey/list for the year the paged list
// carries as its query (divCd MS00, every category: spec 3 §9), survey/view, and saveSurvey (blocking, as
// every save is) through the outbox (issue 18).
import { Effect } from 'effect';
import { surveyListMachine } from '../../../machines/surveys/survey-list.machine';
import { surveyMachine, type SaveSurveyInput } from '../../../machines/surveys/survey.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { saveSurvey, SURVEY_DEFAULT_DIV_CD, surveyList, surveyView } from '../../domain/surveys/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';
import type { FromEffect } from '../flows';

export const loadSurveyPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(surveyList, { offset, size, divCd: SURVEY_DEFAULT_DIV_CD, searchYear: query })).pipe(
    Effect.map((r): Page => ({ items: r.list, total: r.totCnt })),
  );

export const loadSurvey = ({ srvySqno }: { srvySqno: number }) => Api.use((a) => a.call(surveyView, { srvySqno }));

/** Queued (no network), the survey is submitted for the screen: its notice shows and the answers wait in the outbox. */
export const submitSurvey = ({ srvySqno, jsonString }: SaveSurveyInput) =>
  submitSave(saveSurvey, { srvySqno, jsonString }, { label: outboxMessages.outboxLabelSurvey, record: recordOf.survey(srvySqno), block: true }).pipe(
    Effect.map((s) => answerOrQueued(s, { srvySqno })),
  );

export const provideSurveyList = (fromEffect: FromEffect) =>
  surveyListMachine.provide({ actors: { surveyList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadSurveyPage) } }) } });

export const provideSurvey = (fromEffect: FromEffect, goBack: () => void) =>
  surveyMachine.provide({ actors: { loadSurvey: fromEffect(loadSurvey), saveSurvey: fromEffect(submitSurvey) }, actions: { goBack } });
