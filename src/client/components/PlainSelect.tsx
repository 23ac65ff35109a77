import { useId, type CSSProperties } from 'react';
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
  width?: CSSProperties['width'];
}

/** A labelled native select with the theme's look (PlainSelect.module.css); like the theme's fields, no asterisk when required. */
export function PlainSelect({ label, hideLabel = false, value, options, onChange, disabled, required, width }: PlainSelectProps) {
  const id = useId();
  return (
    <div style={width === undefined ? undefined : { width }}>
      {!hideLabel && (
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
      )}
      <select
        id={id}
        className={classes.select}
        aria-label={hideLabel ? label : undefined}
        value={value}
        disabled={disabled}
        required={required}
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
    </div>
  );
}
