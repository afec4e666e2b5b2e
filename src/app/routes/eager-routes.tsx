// Route views in the main bundle: login and the error pages, bound to the app actor.
import { useSelector } from '@xstate/react';
import { selectLoginActor, selectPhase, selectWorkNotice } from '../../../machines/app/app.selectors';
import { ErrorScreen } from '../../screens/errors/error-screen';
import { UnsupportedScreen } from '../../screens/errors/unsupported-screen';
import { WorkNoticeScreen } from '../../screens/errors/work-notice-screen';
import { LoginScreen } from '../../screens/login/login-screen';
import { useApp } from '../app-context';

export function LoginRoute() {
  const { app } = useApp();
  const login = useSelector(app, selectLoginActor);
  return login ? <LoginScreen actor={login} /> : null;
}

export function ErrorRoute() {
  const { app } = useApp();
  return <ErrorScreen onGoHome={() => app.send({ type: 'user.goHome' })} />;
}

export function UnsupportedRoute() {
  const { app } = useApp();
  const reason = useSelector(app, (s) => s.context.env.unsupported);
  return <UnsupportedScreen reason={reason} />;
}

export function WorkNoticeRoute() {
  const { app } = useApp();
  const notice = useSelector(app, selectWorkNotice);
  const active = useSelector(app, (s) => selectPhase(s) === 'maintenance');
  return (
    <WorkNoticeScreen
      notice={notice}
      active={active}
      onRecheck={() => app.send({ type: 'user.recheck' })}
      onGoHome={() => app.send({ type: 'user.goHome' })}
    />
  );
}
