import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import fieldClasses from './PlainField.module.css';
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
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label className={fieldClasses.label} htmlFor={id}>
        {label}
        {withAsterisk && (
          <span className={fieldClasses.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className={fieldClasses.description} id={`${id}-description`}>
          {description}
        </p>
      )}
      <textarea
        rows={2}
        {...textarea}
        id={id}
        className={className ? `${classes.textarea} ${className}` : classes.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p className={fieldClasses.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
