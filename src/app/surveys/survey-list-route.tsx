// /mypage/surveyList bound to the app: the signed-in user's surveys, opening on this year by the app's clock
// (Korea time); one actor per signed-in user.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { SurveyListScreen } from '../../screens/surveys/survey-list-screen';
import { useApp } from '../app-context';
import { provideSurveyList } from './survey-actors';

export default function SurveyListRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <SurveyList key={session.userId} /> : null;
}

function SurveyList() {
  const { flows } = useApp();
  const machine = useMemo(() => provideSurveyList(flows.fromEffect), [flows]);
  const actor = useActorRef(machine, { input: { currentYear: Number(flows.today().slice(0, 4)) } });
  return <SurveyListScreen actor={actor} />;
}
