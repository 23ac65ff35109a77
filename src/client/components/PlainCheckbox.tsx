import { useId, type ReactNode } from 'react';
import classes from './PlainChoice.module.css';

/** The theme's Checkbox as the browser's own, with its label beside it (PlainChoice.module.css). */
export function PlainCheckbox({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  /** A line under the label, read out with the checkbox. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={classes.choice}>
      <input
        type="checkbox"
        id={id}
        className={`${classes.input} ${classes.checkbox}`}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div className={classes.body}>
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
        {description && (
          <p className={classes.description} id={`${id}-description`}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
