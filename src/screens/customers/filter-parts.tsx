// The detail search's building blocks: a named group of choices and one radio or check box.
import type { ReactNode } from 'react';

export function FilterGroup({ legend, children }: { readonly legend: string; readonly children: ReactNode }) {
  return (
    <fieldset className="cust-filter">
      <legend>{legend}</legend>
      <div className="cust-filter-choices">{children}</div>
    </fieldset>
  );
}

export function Choice(p: {
  readonly type: 'radio' | 'checkbox';
  readonly name?: string;
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: () => void;
}) {
  return (
    <label className={`cust-choice${p.checked ? ' is-on' : ''}`}>
      <input type={p.type} name={p.name} checked={p.checked} disabled={p.disabled} onChange={p.onChange} />
      {p.label}
    </label>
  );
}
