// Modal alert / confirm dialog: focus moves to the primary button, Tab stays inside, Escape answers
// "cancel" (or closes an alert). Presentational: the caller's machine decides when it shows.
import { useId, useRef } from 'react';
import { useModal } from './use-modal';

export interface DialogProps {
  readonly message: string;
  /** Alert: one button. */
  readonly onClose?: () => void;
  /** Confirm: two buttons. */
  readonly onConfirm?: () => void;
  readonly onCancel?: () => void;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
}

// The dialog's accessible name says what kind it is; its message is its description (read after the name).
const alertTitle = '알림';
const confirmTitle = '확인';

export function Dialog({ message, onClose, onConfirm, onCancel, confirmLabel = '확인', cancelLabel = '취소' }: DialogProps) {
  const primary = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Two dialogs may be open at once (a card's message over a screen alert): each names its own text.
  const messageId = useId();
  const onKeyDown = useModal(box, onCancel ?? onClose, primary);

  const isConfirm = onConfirm !== undefined;
  return (
    <div className="dialog-backdrop">
      <div ref={box} className="dialog" role="alertdialog" aria-modal="true" aria-label={isConfirm ? confirmTitle : alertTitle} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <p id={messageId} className="dialog-message">
          {message}
        </p>
        <div className="dialog-actions">
          {isConfirm && (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button type="button" ref={primary} className="btn btn-primary" onClick={isConfirm ? onConfirm : onClose}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
