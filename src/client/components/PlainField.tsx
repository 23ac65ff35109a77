import { useId, type CSSProperties, type ReactNode } from 'react';
import { PlainInput, type PlainInputProps } from './PlainInput.js';
import classes from './PlainField.module.css';

export interface PlainFieldProps extends Omit<PlainInputProps, 'id' | 'aria-invalid' | 'aria-describedby' | 'wrapperStyle'> {
  label: ReactNode;
  /** A line under the label saying what the field is for. */
  description?: ReactNode;
  /** What is wrong with the value: shown under the field, which is marked invalid and described by it. */
  error?: ReactNode;
  /** A red asterisk after the label (hidden from screen readers, which announce the field as required). */
  withAsterisk?: boolean;
  /** The style of the whole field (label, input and messages), e.g. `{ flex: 1 }`. */
  style?: CSSProperties;
  /** The style of the input itself. */
  inputStyle?: CSSProperties;
}

/**
 * A labelled text field with the theme's TextInput look, its description and error tied to the input for
 * screen readers (PlainField.module.css): for the storefront's forms, which would otherwise bring Mantine's
 * Input code to their pages.
 */
export function PlainField({ label, description, error, withAsterisk = false, style, inputStyle, ...input }: PlainFieldProps) {
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div style={style}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {withAsterisk && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className={classes.description} id={`${id}-description`}>
          {description}
        </p>
      )}
      <PlainInput {...input} id={id} style={inputStyle} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      {error && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
