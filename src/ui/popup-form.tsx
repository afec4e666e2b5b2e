// A popup's form (the child, interest and memo popups): its title for screen readers, the spinner while it
// loads, the retry alert when the load failed, its fields, the cancel / submit row, the confirmation before
// saving and the alert after. Presentational: the caller's machine decides every state it shows.
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

export interface PopupFormProps {
  /** The form's own class (its layout lives with the screen). */
  readonly className: string;
  readonly title: string;
  readonly loading: boolean;
  /** A save runs: the form is busy and cancel waits. */
  readonly busy: boolean;
  readonly loadError: string | null;
  readonly onRetry: () => void;
  readonly onSubmit: () => void;
  readonly actionsClassName: string;
  readonly cancelLabel: string;
  readonly onCancel: () => void;
  /** The submit button; null shows none (a read-only popup). */
  readonly submit: { readonly label: string; readonly disabled: boolean } | null;
  /** The question before saving, while it is asked. */
  readonly confirm?: { readonly message: string; readonly onConfirm: () => void; readonly onCancel: () => void } | null;
  /** The alert over the form (a result or a failed call's message) and its dismissal. */
  readonly message: string | null;
  readonly onDismissMessage: () => void;
  readonly children?: ReactNode;
}

export function PopupForm(p: PopupFormProps) {
  return (
    <form
      className={p.className}
      aria-label={p.title}
      aria-busy={p.loading || p.busy}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      {p.loading && <Spinner label="불러오는 중" />}
      {p.loadError !== null && <RetryAlert message={p.loadError} onRetry={p.onRetry} />}
      {p.children}
      <div className={p.actionsClassName}>
        <button type="button" className="btn btn-secondary" disabled={p.busy} onClick={p.onCancel}>
          {p.cancelLabel}
        </button>
        {p.submit && (
          <button type="submit" className="btn btn-primary" disabled={p.submit.disabled}>
            {p.submit.label}
          </button>
        )}
      </div>
      {p.confirm && <Dialog message={p.confirm.message} onConfirm={p.confirm.onConfirm} onCancel={p.confirm.onCancel} />}
      {p.message !== null && <Dialog message={p.message} onClose={p.onDismissMessage} />}
    </form>
  );
}
