import type { ReactNode } from 'react';
import classes from './PlainChoice.module.css';

/** The id of a choice's description, for the input's aria-describedby (none without a description). */
export const choiceDescriptionId = (id: string, description: ReactNode): string | undefined => (description ? `${id}-description` : undefined);

/** A checkbox's or radio's label and the line under it, beside the input `id` (PlainCheckbox, PlainRadio). */
export function ChoiceBody({ id, label, description }: { id: string; label: ReactNode; description?: ReactNode }) {
  return (
    <div className={classes.body}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <p className={classes.description} id={choiceDescriptionId(id, description)}>
          {description}
        </p>
      )}
    </div>
  );
}
