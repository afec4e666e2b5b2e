// A text box with its "used/max" counter read out with it (aria-describedby): the SMS page (x/45) and the
// memo popup (x/500). Presentational: the caller's machine holds the text and decides when it is editable;
// `used` is what the rule counts (an SMS counts its advertising prefix too).
import { useId, type ReactNode } from 'react';

export function CountedTextarea(p: {
  readonly label: string;
  readonly value: string;
  readonly max: number;
  readonly used: number;
  readonly limit: number;
  readonly rows: number;
  readonly disabled: boolean;
  readonly className: string;
  readonly counterClassName: string;
  readonly onChange: (text: string) => void;
  /** After the limit in the counter (the member memo's n/1000Byte). */
  readonly unit?: string;
  /** Shown between the label and the box (the SMS advertising prefix). */
  readonly before?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-text`}>{p.label}</label>
      {p.before}
      <textarea
        id={`${id}-text`}
        className={`input ${p.className}`}
        value={p.value}
        maxLength={p.max}
        rows={p.rows}
        disabled={p.disabled}
        aria-describedby={`${id}-count`}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <span id={`${id}-count`} className={p.counterClassName}>{`${p.used}/${p.limit}${p.unit ?? ''}`}</span>
    </div>
  );
}
