// /mypage/myEduInfor bound to the app actor: the signed-in user's own activity info (a new actor per user).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { MyEduInforScreen } from '../../screens/reports/my-edu-infor-screen';
import { useApp } from '../app-context';
import { provideMyEduInfor } from './my-edu-infor-actors';

export default function MyEduInforRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <MyEduInfor key={session.userId} /> : null;
}

function MyEduInfor() {
  const { flows } = useApp();
  const machine = useMemo(() => provideMyEduInfor(flows.fromEffect), [flows]);
  const actor = useActorRef(machine);
  return <MyEduInforScreen actor={actor} />;
}
