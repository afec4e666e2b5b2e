// One labelled on/off switch (role="switch", aria-checked): the settings screens' building block.
// Presentational: the caller's machine decides what a tap does and whether it is taken.
import { useId } from 'react';

export interface SwitchRowProps {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  /** A second line under the label. */
  readonly hint?: string;
  readonly onChange: (on: boolean) => void;
}

export function SwitchRow({ label, checked, disabled = false, hint, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="setting-row">
      <span className="setting-row-text">
        <span id={`${id}-label`} className="setting-row-label">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="setting-row-hint">
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-knob" aria-hidden="true" />
      </button>
    </div>
  );
}
