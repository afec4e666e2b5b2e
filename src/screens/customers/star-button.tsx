// A customer's favourite star (spec 1 §4, spec 2 §4): pressed when the customer is a favourite; the
// caller's machine turns it (optimistically) and decides when it waits.
import { customersMessages } from '../../domain/customers/messages';

export function StarButton({ name, starred, disabled, onToggle, className = '' }: {
  readonly name: string;
  readonly starred: boolean;
  readonly disabled: boolean;
  readonly onToggle: () => void;
  readonly className?: string;
}) {
  return (
    <button type="button" className={`cust-star ${className}`.trim()} aria-label={customersMessages.custBookmark(name)} aria-pressed={starred} disabled={disabled} onClick={onToggle}>
      {starred ? '★' : '☆'}
    </button>
  );
}
