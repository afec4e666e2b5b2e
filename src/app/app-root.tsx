// The root view: draws the app machine's phase (splash, maintenance, error, or the current route with
// its chrome) and the overlays it owns (blocking spinner, update required, notices, logout confirm,
// the education QR attendance result).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { OUTBOX_ROUTE_NAME } from '../domain/outbox/area';
import { OutboxActorCtx, OutboxPublishCtx, type OutboxActorRef } from './outbox/outbox-context';
import { LogoutQuestion } from './outbox/logout-question';
import { PendingSavesSlot } from './outbox/pending-saves-slot';
import {
  type AppActorRef,
  selectBlocking,
  selectConfirmingLogout,
  selectEduQrActor,
  selectNotice,
  selectPhase,
  selectRoute,
  selectSession,
  selectStartupPopups,
  selectUpdateRequired,
} from '../../machines/app/app.selectors';
import { appMessages } from '../domain/app/messages';
import { headerFor } from '../domain/shared/route-def';
import { EduQrResult } from '../screens/edu-qr/edu-qr-result';
import { Dialog } from '../ui/dialog';
import { BlockingSpinner } from '../ui/spinner';
import { Splash } from '../ui/splash';
import { AppCtx } from './app-context';
import type { Flows } from './flows';
import { chromeView, routeView } from './route-views';
import { ErrorRoute, WorkNoticeRoute } from './app/app-routes';
import { HeaderSurveyCtx, useHeaderSurveyHref, type HeaderSurveySource } from './surveys/header-survey';

// The popup view brings the HTML sanitiser: loaded with the first popup, off the boot path.
// The outbox's indicator and machine come with the chrome, after sign-in (issue 18: outbox/pending-saves-slot).
const PopupOverlay = lazy(() => import('../screens/popups/popup-view').then((m) => ({ default: m.PopupOverlay })));

function CurrentRoute({ app }: { app: AppActorRef }) {
  const route = useSelector(app, selectRoute);
  const session = useSelector(app, selectSession);
  // The page under the chrome (the dashboard) tells where the header's survey button leads.
  const [surveySource, setSurveySource] = useState<HeaderSurveySource | null>(null);
  const surveyHref = useHeaderSurveyHref(surveySource);
  if (!route) return <Splash />;
  const View = routeView(route.route.name);
  if (!View) return <Splash />;
  const page = (
    <HeaderSurveyCtx.Provider value={setSurveySource}>
      <View key={`${route.path}?${route.search}`} route={route} />
    </HeaderSurveyCtx.Provider>
  );
  const ChromeLayout = chromeView();
  if (!route.route.header) return page;
  // A screen meant for the chrome seen signed out (the consent terms, a registration's result) has no header to
  // name it: it still gets its main landmark and a heading for screen readers.
  if (!session || !ChromeLayout)
    return (
      <main className="app-main">
        <h1 className="visually-hidden">{headerFor(route.route.header, route.search).title}</h1>
        {page}
      </main>
    );
  return (
    <>
      <ChromeLayout
        header={headerFor(route.route.header, route.search)}
        footer={route.route.footer}
        routeName={route.route.name}
        pageName={route.route.pageName}
        session={session}
        surveyHref={surveyHref}
        onBack={() => app.send({ type: 'user.back' })}
        onLogout={() => app.send({ type: 'user.logout' })}
        onQrAuth={() => app.send({ type: 'user.qrAuth' })}
      >
        {page}
      </ChromeLayout>
      <PendingSavesSlot key={session.userId} userId={session.userId} onList={route.route.name === OUTBOX_ROUTE_NAME} />
    </>
  );
}

function Overlays({ app }: { app: AppActorRef }) {
  const blocking = useSelector(app, selectBlocking);
  const updateRequired = useSelector(app, selectUpdateRequired);
  const notice = useSelector(app, selectNotice);
  const confirmingLogout = useSelector(app, selectConfirmingLogout);
  const eduQr = useSelector(app, selectEduQrActor);
  const popups = useSelector(app, selectStartupPopups);
  return (
    <>
      {updateRequired ? (
        <Dialog message={appMessages.updateRequired} confirmLabel="업데이트" onClose={() => app.send({ type: 'user.update' })} />
      ) : notice ? (
        <Dialog message={notice.message} onClose={() => app.send({ type: 'user.dismissNotice' })} />
      ) : confirmingLogout ? (
        <LogoutQuestion onConfirm={() => app.send({ type: 'user.confirmLogout' })} onCancel={() => app.send({ type: 'user.cancelLogout' })} />
      ) : eduQr ? (
        <EduQrResult actor={eduQr} />
      ) : null}
      {popups && (
        <Suspense fallback={null}>
          <PopupOverlay actor={popups} />
        </Suspense>
      )}
      {blocking && <BlockingSpinner />}
    </>
  );
}

export function AppRoot({ app, flows }: { readonly app: AppActorRef; readonly flows: Flows }) {
  const phase = useSelector(app, selectPhase);
  // The signed-in user's outbox, started by the indicator with the chrome (issue 18).
  const [outbox, setOutbox] = useState<OutboxActorRef | null>(null);
  return (
    <AppCtx.Provider value={{ app, flows }}>
      <OutboxPublishCtx.Provider value={setOutbox}>
        <OutboxActorCtx.Provider value={outbox}>
          <div className="app-column">
            {phase === 'starting' && <Splash />}
            {phase === 'maintenance' && <WorkNoticeRoute />}
            {phase === 'unavailable' && <ErrorRoute />}
            {phase === 'running' && <CurrentRoute app={app} />}
          </div>
          <Overlays app={app} />
        </OutboxActorCtx.Provider>
      </OutboxPublishCtx.Provider>
    </AppCtx.Provider>
  );
}
