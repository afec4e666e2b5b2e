// The login page's route view, in the main bundle: the login actor lives in the app actor while the page is up.
import { useSelector } from '@xstate/react';
import { selectLoginActor } from '../../../machines/app/app.selectors';
import { LoginScreen } from '../../screens/login/login-screen';
import { useApp } from '../app-context';

export function LoginRoute() {
  const { app } = useApp();
  const login = useSelector(app, selectLoginActor);
  return login ? <LoginScreen actor={login} /> : null;
}
