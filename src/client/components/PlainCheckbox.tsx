import { useId, type ReactNode } from 'react';
import classes from './PlainChoice.module.css';

/** The theme's Checkbox as the browser's own, with its label beside it (PlainChoice.module.css). */
export function PlainCheckbox({ label, checked, onChange, disabled }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className={classes.choice}>
      <input
        type="checkbox"
        id={id}
        className={`${classes.input} ${classes.checkbox}`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div className={classes.body}>
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
