import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldDescription, FieldError, FieldLabel } from './PlainField.js';
import classes from './PlainTextarea.module.css';

interface PlainTextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * PlainField for text of several lines: the theme's Textarea (autosize, two lines at first), its label,
 * description and error tied to it as PlainField does (PlainTextarea.module.css). The box grows with its text
 * where the browser can size a field to its content, and can be made taller by hand where it cannot.
 */
export function PlainTextareaField({ label, description, error, withAsterisk = false, className, ...textarea }: PlainTextareaFieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} withAsterisk={withAsterisk}>
        {label}
      </FieldLabel>
      <FieldDescription id={id}>{description}</FieldDescription>
      <textarea
        rows={2}
        {...textarea}
        id={id}
        className={className ? `${classes.textarea} ${className}` : classes.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
      />
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
