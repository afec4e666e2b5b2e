// A search box with its button (Enter or the button searches): the popups' name and keyword searches. The
// box is uncontrolled (its value is read on submit), so typing costs no render of the screen around it.
import type { InputHTMLAttributes } from 'react';

export interface SearchFormProps {
  readonly className: string;
  /** The box's accessible name, and the button's text. */
  readonly label: string;
  readonly button: string;
  readonly defaultValue: string;
  readonly maxLength: number;
  readonly busy: boolean;
  readonly onSearch: (value: string) => void;
  /** More attributes of the box (placeholder, aria-invalid, aria-describedby). */
  readonly input?: InputHTMLAttributes<HTMLInputElement>;
}

export function SearchForm({ className, label, button, defaultValue, maxLength, busy, onSearch, input }: SearchFormProps) {
  return (
    <form
      className={className}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? ''));
      }}
    >
      <input {...input} className="input" name="q" type="search" aria-label={label} defaultValue={defaultValue} maxLength={maxLength} enterKeyHint="search" />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
