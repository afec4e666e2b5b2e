// One alert of the list: its title opens it (its screen or its detail), the time since it came, its
// text with the customers linked, and a delete button.
import type { AlertRow } from '../../domain/alerts/contract';
import { alertsMessages } from '../../domain/alerts/messages';
import { AlertText, type CustomerHref } from './alert-text';

export interface AlertItemProps {
  readonly alert: AlertRow;
  /** False while a call runs or a dialog is open. */
  readonly canAct: boolean;
  readonly opening: boolean;
  readonly deleting: boolean;
  readonly customerHref: CustomerHref;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
}

export function AlertItem({ alert, canAct, opening, deleting, customerHref, onOpen, onDelete }: AlertItemProps) {
  return (
    <li className="alert-item" data-push-sqno={alert.pushSqno}>
      <div className="alert-head">
        <button type="button" className="alert-open" disabled={!canAct} aria-busy={opening} onClick={onOpen}>
          {alert.titl}
        </button>
        <span className="alert-time">{alert.timeAgo}</span>
        <button type="button" className="btn btn-ghost alert-delete" aria-label={alertsMessages.alertDelete(alert.titl)} disabled={!canAct} aria-busy={deleting} onClick={onDelete}>
          삭제
        </button>
      </div>
      <AlertText text={alert.cntn} customers={alert.customers} customerHref={customerHref} />
    </li>
  );
}
