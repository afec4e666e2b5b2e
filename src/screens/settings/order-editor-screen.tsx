// The order editors (spec 1 §2 /set/dashboardSet home cards, /set/myCstmrRegSet registration sections):
// the list with move up / move down buttons (and, for cards, a show switch), save and cancel with their
// confirmations. Renders an order-editor actor; every action is an event.
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orderEditorMachine } from '../../../machines/settings/order-editor.machine';
import * as sel from '../../../machines/settings/order-editor.selectors';
import { settingsMessages } from '../../domain/settings/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { OrderRow, type MoveDirection } from './order-row';
import './settings.css';

type OrderEditorActor = ActorRefFrom<typeof orderEditorMachine>;

export interface OrderEditorScreenProps {
  readonly actor: OrderEditorActor;
  /** The list's name (홈 카드, 고객등록 항목). */
  readonly title: string;
  readonly guide: string;
}

export function OrderEditorScreen({ actor, title, guide }: OrderEditorScreenProps) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const items = useSelector(actor, sel.selectItems);
  const canHide = useSelector(actor, sel.selectCanHide);
  const canEdit = useSelector(actor, sel.selectCanEdit);
  const dirty = useSelector(actor, sel.selectDirty);
  const saving = useSelector(actor, sel.selectSaving);
  const confirm = useSelector(actor, sel.selectConfirm);
  const message = useSelector(actor, sel.selectMessage);
  // A moved row is re-inserted in the DOM, which drops focus: put it back on the button the user pressed.
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ code: string; dir: MoveDirection } | null>(null);
  useLayoutEffect(() => {
    if (!moved || !list.current) return;
    const button = (dir: MoveDirection) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.code}:${dir}"]`);
    const same = button(moved.dir);
    (same && !same.disabled ? same : button(moved.dir === 'up' ? 'down' : 'up'))?.focus();
  }, [moved, items]);

  return (
    <section className="settings order-editor" aria-label={title} aria-busy={loading || saving}>
      <p className="settings-note">{guide}</p>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert className="settings-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {items.length > 0 && (
        <>
          <ol ref={list} className="order-list" aria-label={settingsMessages.orderListLabel(title)}>
            {items.map((item, i) => (
              <OrderRow
                key={item.code}
                item={item}
                first={i === 0}
                last={i === items.length - 1}
                canHide={canHide}
                disabled={!canEdit}
                onMove={(dir) => {
                  setMoved({ code: item.code, dir });
                  actor.send({ type: dir === 'up' ? 'user.moveUp' : 'user.moveDown', code: item.code });
                }}
                onToggle={() => actor.send({ type: 'user.toggleShown', code: item.code })}
              />
            ))}
          </ol>
          <div className="order-actions">
            <button type="button" className="btn btn-secondary" disabled={!canEdit || !dirty} onClick={() => actor.send({ type: 'user.cancel' })}>
              취소
            </button>
            <button type="button" className="btn btn-primary" disabled={!canEdit || !dirty} aria-busy={saving} onClick={() => actor.send({ type: 'user.save' })}>
              저장
            </button>
          </div>
        </>
      )}
      {confirm !== null && (
        <Dialog message={confirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
