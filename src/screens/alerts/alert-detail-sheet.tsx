// One alert opened in a sheet (alarm/detail): title, when it came, the whole text with its customers.
import type { AlertDetail } from '../../domain/alerts/contract';
import { formatDateTime } from '../../domain/shared/format';
import { alertsMessages } from '../../domain/alerts/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import { AlertText, type CustomerHref } from './alert-text';

export function AlertDetailSheet({ detail, customerHref, onClose }: { readonly detail: AlertDetail; readonly customerHref: CustomerHref; readonly onClose: () => void }) {
  return (
    <BottomSheet title={detail.titl} onClose={onClose}>
      <div className="alert-detail">
        <p className="alert-detail-meta">
          {alertsMessages.alertSentAt} <time dateTime={detail.sendDttm}>{formatDateTime(detail.sendDttm)}</time> · {detail.timeAgo}
        </p>
        <AlertText text={detail.cntn} customers={detail.customers} customerHref={customerHref} />
      </div>
    </BottomSheet>
  );
}
