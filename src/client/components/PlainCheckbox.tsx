import { useId, type ReactNode } from 'react';
import { ChoiceBody, choiceDescriptionId } from './PlainChoice.js';
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
        aria-describedby={choiceDescriptionId(id, description)}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <ChoiceBody id={id} label={label} description={description} />
    </div>
  );
}
