// A notice popup (spec 1 §2 /popup/{sqno}, §4 Popups): title, the sanitised HTML body, the checkbox
// (오늘하루열지않음 for type 0, else 다시열지않음) and 닫기. Drawn as a modal over the app on start, or as
// the whole /popup/{sqno} page. Renders the popups actor.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { popupsMachine } from '../../../machines/popups/popups.machine';
import * as sel from '../../../machines/popups/popups.selectors';
import type { Popup } from '../../domain/popups/contract';
import { popupsMessages } from '../../domain/popups/messages';
import { popupCheckboxLabel } from '../../domain/popups/popups';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';
import './popup.css';

type PopupsActor = ActorRefFrom<typeof popupsMachine>;

/** The start-up popups: a modal while one is shown, nothing otherwise. */
export function PopupOverlay({ actor }: { readonly actor: PopupsActor }) {
  const popup = useSelector(actor, sel.selectShownPopup);
  return popup ? (
    <div className="dialog-backdrop">
      <PopupCard actor={actor} popup={popup} modal />
    </div>
  ) : null;
}

/** The /popup/{sqno} page. */
export function PopupPage({ actor }: { readonly actor: PopupsActor }) {
  const popup = useSelector(actor, sel.selectShownPopup);
  const loading = useSelector(actor, sel.selectPopupLoading);
  const error = useSelector(actor, sel.selectPopupError);
  return (
    <main className="page popup-page">
      {!popup && <h1 className="visually-hidden">{popupsMessages.popupLabel}</h1>}
      {loading && <Spinner label="불러오는 중" />}
      {popup && <PopupCard actor={actor} popup={popup} modal={false} />}
      {error !== null && (
        <div className="popup-card">
          <p role="alert">{error}</p>
          <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'user.close' })}>
            {popupsMessages.popupClose}
          </button>
        </div>
      )}
    </main>
  );
}

function PopupCard({ actor, popup, modal }: { readonly actor: PopupsActor; readonly popup: Popup; readonly modal: boolean }) {
  const hide = useSelector(actor, sel.selectHideTicked);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = `popup-title-${popup.sqno}`;
  const Heading = modal ? 'h2' : 'h1';
  // A new popup takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => close.current?.focus(), [popup.sqno]);
  return (
    <section
      className="popup-card"
      role={modal ? 'dialog' : 'region'}
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (modal && e.key === 'Escape') actor.send({ type: 'user.close' });
      }}
    >
      <p className="popup-kind">{popupsMessages.popupLabel}</p>
      {/* Over the home screen a dialog under the page's heading; as the /popup page, the page's own heading. */}
      <Heading id={titleId} className="popup-title">
        {popup.titl}
      </Heading>
      <SafeHtml className="popup-body" html={popup.cntn} />
      <div className="popup-foot">
        <label className="check">
          <input type="checkbox" checked={hide} onChange={() => actor.send({ type: 'user.toggleHide' })} />
          {popupCheckboxLabel(popup.ppupTyp)}
        </label>
        <button ref={close} type="button" className="btn btn-primary popup-close" onClick={() => actor.send({ type: 'user.close' })}>
          {popupsMessages.popupClose}
        </button>
      </div>
    </section>
  );
}
