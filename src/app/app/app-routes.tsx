// The error pages' route views, in the main bundle (they show when no other code can load), bound to the app actor.
import { useSelector } from '@xstate/react';
import { selectPhase, selectWorkNotice } from '../../../machines/app/app.selectors';
import { ErrorScreen } from '../../screens/app/error-screen';
import { UnsupportedScreen } from '../../screens/app/unsupported-screen';
import { WorkNoticeScreen } from '../../screens/app/work-notice-screen';
import { useApp } from '../app-context';

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
