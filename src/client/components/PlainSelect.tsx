import { useId, type CSSProperties, type ReactNode } from 'react';
import { describedBy, FieldError, FieldLabel } from './PlainField.js';
import classes from './PlainSelect.module.css';

export type PlainSelectOption = string | { value: string; label: string };

interface PlainSelectProps {
  label: string;
  /** The label is read out but not shown (the select sits beside its own caption). */
  hideLabel?: boolean;
  value: string;
  options: readonly PlainSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  /** A red asterisk after the label (hidden from screen readers, which announce the select as required). */
  withAsterisk?: boolean;
  /** What is wrong with the choice: shown under the select, which is marked invalid and described by it. */
  error?: ReactNode;
  autoComplete?: string;
  width?: CSSProperties['width'];
}

/** A labelled native select with the theme's look (PlainSelect.module.css); like the theme's fields, no asterisk when required unless asked. */
export function PlainSelect({ label, hideLabel = false, value, options, onChange, disabled, required, withAsterisk = false, error, autoComplete, width }: PlainSelectProps) {
  const id = useId();
  return (
    <div style={width === undefined ? undefined : { width }}>
      {!hideLabel && (
        <FieldLabel htmlFor={id} withAsterisk={withAsterisk}>
          {label}
        </FieldLabel>
      )}
      <select
        id={id}
        className={classes.select}
        aria-label={hideLabel ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        value={value}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
