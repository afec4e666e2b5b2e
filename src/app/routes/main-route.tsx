// /main bound to the app actor: the signed-in session feeds the profile line.
import { useSelector } from '@xstate/react';
import { selectSession } from '../../../machines/app/app.selectors';
import { MainScreen } from '../../screens/main/main-screen';
import { useApp } from '../app-context';

export default function MainRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <MainScreen session={session} /> : null;
}
