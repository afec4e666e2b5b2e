// Small parts of the registration form: a labelled text field and a gender choice (M/F radios).
import { useId } from 'react';
import { registrationMessages as m } from '../../domain/registration/messages';

export function TextField(p: {
  readonly label: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly numeric?: boolean;
  readonly maxLength?: number;
  readonly placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <input
        id={id}
        className="input"
        type={p.numeric ? 'tel' : 'text'}
        inputMode={p.numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={p.value}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        disabled={p.disabled}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
      />
    </div>
  );
}

export function GenderChoice(p: { readonly legend: string; readonly name: string; readonly value: string; readonly disabled: boolean; readonly onChoose: (g: 'M' | 'F') => void }) {
  return (
    <fieldset className="reg-genders" disabled={p.disabled}>
      <legend>{p.legend}</legend>
      {(['M', 'F'] as const).map((g) => (
        <label key={g} className={`reg-choice${p.value === g ? ' is-on' : ''}`}>
          <input type="radio" name={p.name} value={g} checked={p.value === g} onChange={() => p.onChoose(g)} />
          {m.regGenderNames[g]}
        </label>
      ))}
    </fieldset>
  );
}
