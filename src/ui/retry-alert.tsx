// A failure the user can try again: the message as an alert and the 다시 시도 button. Presentational:
// the caller's machine decides when it shows and what a retry does.
import { sharedMessages } from '../domain/shared/messages';

export function RetryAlert({ message, onRetry, className, primary = false }: { readonly message: string; readonly onRetry: () => void; readonly className?: string; readonly primary?: boolean }) {
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`} onClick={onRetry}>
        {sharedMessages.retry}
      </button>
    </div>
  );
}
