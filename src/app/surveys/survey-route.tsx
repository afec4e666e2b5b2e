// /mypage/surveyView?srvySqno bound to the app: the survey for the signed-in user; after a submission it goes
// back to the page it was opened from (the dashboard, the list), or to the list when opened on its own.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { idParam } from '../../domain/app/routes';
import { SURVEY_LIST_PATH } from '../../domain/surveys/pages';
import { SurveyScreen } from '../../screens/surveys/survey-screen';
import { useApp } from '../app-context';
import type { RouteViewProps } from '../view-entry';
import { provideSurvey } from './survey-actors';

/** Back in the app's history; a survey opened directly in a new tab has nothing behind it, so the list. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(SURVEY_LIST_PATH));

export default function SurveyRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const srvySqno = idParam(new URLSearchParams(route.search).get('srvySqno'));
  return session ? <Survey key={`${session.userId}/${srvySqno}`} srvySqno={srvySqno} /> : null;
}

function Survey({ srvySqno }: { readonly srvySqno: number }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideSurvey(flows.fromEffect, back), [flows]);
  const actor = useActorRef(machine, { input: { srvySqno } });
  return <SurveyScreen actor={actor} />;
}
