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

/** A field's label, with the theme's red asterisk when `withAsterisk` (PlainField.module.css). */
export function FieldLabel({ htmlFor, withAsterisk = false, children }: { htmlFor: string; withAsterisk?: boolean; children: ReactNode }) {
  return (
    <label className={classes.label} htmlFor={htmlFor}>
      {children}
      {withAsterisk && (
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

/** The ids that describe field `id`: its description's and its error's, as FieldDescription and FieldError name them. */
export const describedBy = (id: string, description: ReactNode, error: ReactNode): string | undefined =>
  [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The line under a field's label saying what it is for. */
export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p className={classes.description} id={`${id}-description`}>
      {children}
    </p>
  ) : null;
}

/** What is wrong with a field's value, under the field. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p className={classes.error} id={`${id}-error`}>
      {children}
    </p>
  ) : null;
}

/**
 * A labelled text field with the theme's TextInput look, its description and error tied to the input for
 * screen readers (PlainField.module.css): for the storefront's forms, which would otherwise bring Mantine's
 * Input code to their pages.
 */
export function PlainField({ label, description, error, withAsterisk = false, style, inputStyle, ...input }: PlainFieldProps) {
  const id = useId();
  return (
    <div style={style}>
      <FieldLabel htmlFor={id} withAsterisk={withAsterisk}>
        {label}
      </FieldLabel>
      <FieldDescription id={id}>{description}</FieldDescription>
      <PlainInput {...input} id={id} style={inputStyle} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, description, error)} />
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
