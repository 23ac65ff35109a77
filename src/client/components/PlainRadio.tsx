import { createContext, use, useId, type CSSProperties, type ReactNode } from 'react';
import { ChoiceBody, choiceDescriptionId } from './PlainChoice.js';
import classes from './PlainChoice.module.css';

interface Group {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const RadioGroupContext = createContext<Group | null>(null);

/**
 * The theme's Radio.Group as a fieldset (PlainChoice.module.css): its legend names the group, its description
 * describes it, and its PlainRadios share one name, so the arrow keys move between them.
 */
export function PlainRadioGroup<V extends string>({
  legend,
  description,
  value,
  onChange,
  children,
}: {
  legend: ReactNode;
  description?: ReactNode;
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    // The role the theme's group has; a fieldset's name is its legend's.
    <fieldset className={classes.group} role="radiogroup" aria-describedby={description ? `${id}-description` : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {description && (
        <p className={classes.description} id={`${id}-description`}>
          {description}
        </p>
      )}
      <RadioGroupContext value={{ name: id, value, onChange: onChange as (value: string) => void }}>{children}</RadioGroupContext>
    </fieldset>
  );
}

/** One choice of a PlainRadioGroup: the theme's Radio as the browser's own, its label and description beside it. */
export function PlainRadio({ value, label, description, disabled, style }: { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean; style?: CSSProperties }) {
  const group = use(RadioGroupContext);
  const id = useId();
  return (
    <div className={classes.choice} style={style}>
      <input
        type="radio"
        id={id}
        className={`${classes.input} ${classes.radio}`}
        name={group?.name}
        value={value}
        checked={group?.value === value}
        disabled={disabled}
        aria-describedby={choiceDescriptionId(id, description)}
        onChange={() => group?.onChange(value)}
      />
      <ChoiceBody id={id} label={label} description={description} />
    </div>
  );
}
