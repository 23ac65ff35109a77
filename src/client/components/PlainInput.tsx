import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './PlainInput.module.css';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  ref?: Ref<HTMLInputElement>;
  /** The theme's input sizes: sm (36 px, the default) or md (42 px). */
  size?: 'sm' | 'md';
  /** Fully rounded ends (the theme's radius xl) instead of the default radius. */
  pill?: boolean;
  rightSection?: ReactNode;
  /** Width of the right section in px; the text stops before it. */
  rightSectionWidth?: number;
  wrapperStyle?: CSSProperties;
}

/** A text field as a plain input with the look of the theme's TextInput (PlainInput.module.css). */
export function PlainInput({ ref, size = 'sm', pill = false, rightSection, rightSectionWidth = 36, wrapperStyle, className, ...input }: PlainInputProps) {
  const wrapperClass = [classes.wrapper, size === 'md' && classes.md, pill && classes.pill].filter(Boolean).join(' ');
  const sectionStyle = rightSection ? ({ '--field-section-width': `${rightSectionWidth}px`, '--field-pad-end': `${rightSectionWidth}px` } as CSSProperties) : undefined;
  return (
    <div className={wrapperClass} style={{ ...sectionStyle, ...wrapperStyle }}>
      <input ref={ref} className={className ? `${classes.input} ${className}` : classes.input} {...input} />
      {rightSection && <div className={classes.right}>{rightSection}</div>}
    </div>
  );
}
