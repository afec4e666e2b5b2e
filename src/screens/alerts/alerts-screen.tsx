// Alerts (spec 1 §2 /notification, §8): the caller's alerts newest first, more as the end of the list
// scrolls into view, delete one or (after confirming) all, an alert's detail in a sheet, refusals and
// failures in an alert dialog. Renders the alerts actor and its child list; every action is an event.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { alertsMachine } from '../../../machines/alerts/alerts.machine';
import * as sel from '../../../machines/alerts/alerts.selectors';
import type { AlertRow } from '../../domain/alerts/contract';
import { alertsMessages } from '../../domain/alerts/messages';
import { Dialog } from '../../ui/dialog';
import { AlertDetailSheet } from './alert-detail-sheet';
import { AlertItem } from './alert-item';
import type { CustomerHref } from './alert-text';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './alerts.css';

type AlertsActor = ActorRefFrom<typeof alertsMachine>;

export function AlertsScreen({ actor, customerHref }: { readonly actor: AlertsActor; readonly customerHref: CustomerHref }) {
  const listActor = useSelector(actor, sel.selectList);
  const detail = useSelector(actor, sel.selectDetail);
  const message = useSelector(actor, sel.selectMessage);
  const confirming = useSelector(actor, sel.selectConfirmingDeleteAll);
  return (
    <section className="alerts-screen" aria-label="알림">
      {listActor && <AlertList actor={actor} listActor={listActor} customerHref={customerHref} />}
      {detail && <AlertDetailSheet detail={detail} customerHref={customerHref} onClose={() => actor.send({ type: 'user.closeDetail' })} />}
      {confirming && (
        <Dialog
          message={alertsMessages.alertDeleteAllConfirm}
          confirmLabel="삭제"
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        />
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}

function AlertList({ actor, listActor, customerHref }: { readonly actor: AlertsActor; readonly listActor: PagedListActor; readonly customerHref: CustomerHref }) {
  const loaded = usePagedList<AlertRow>(listActor);
  const hidden = useSelector(actor, sel.selectHidden);
  // A delete waiting in the outbox: the alert is gone for the user already (and all of them after a delete-all).
  const items = hidden === 'all' ? [] : hidden.length === 0 ? loaded.items : loaded.items.filter((a) => !hidden.includes(a.pushSqno));
  const list =
    items === loaded.items
      ? loaded
      : { ...loaded, items, view: { ...loaded.view, canLoadMore: hidden !== 'all' && loaded.view.canLoadMore, empty: emptyOf(loaded.view, items) } };
  const canAct = useSelector(actor, sel.selectCanAct);
  const opening = useSelector(actor, sel.selectOpening);
  const deleting = useSelector(actor, sel.selectDeleting);
  const deletingAll = useSelector(actor, sel.selectDeletingAll);
  return (
    <div className="alerts-list" aria-busy={list.busy}>
      {list.items.length > 0 && (
        <div className="alerts-toolbar">
          <button type="button" className="btn btn-secondary" disabled={!canAct} aria-busy={deletingAll} onClick={() => actor.send({ type: 'user.deleteAll' })}>
            {alertsMessages.alertDeleteAll}
          </button>
        </div>
      )}
      <PagedListBody
        actor={listActor}
        list={list}
        label={alertsMessages.alertListLabel}
        rowsClass="alert-rows"
        emptyClass="alerts-empty"
        emptyText={() => alertsMessages.emptyAlerts}
        rowKey={(a) => a.pushSqno}
        renderRow={(a) => (
          <AlertItem
            alert={a}
            canAct={canAct}
            opening={opening === a.pushSqno}
            deleting={deleting === a.pushSqno}
            customerHref={customerHref}
            onOpen={() => actor.send({ type: 'user.open', pushSqno: a.pushSqno, scrnUrl: a.scrnUrl })}
            onDelete={() => actor.send({ type: 'user.delete', pushSqno: a.pushSqno })}
          />
        )}
      />
    </div>
  );
}

/** Every loaded alert hidden: the list's empty text, as after a sent delete. */
const emptyOf = (view: ReturnType<typeof usePagedList>['view'], items: readonly AlertRow[]) =>
  view.empty ?? (items.length === 0 && !view.loadingFirst && view.error === null ? ('list' as const) : null);
