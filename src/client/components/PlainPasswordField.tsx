import { useState } from 'react';
import * as m from '@messages/account';
import { PlainIconButton } from './PlainButton.js';
import { PlainField, type PlainFieldProps } from './PlainField.js';
import classes from './PlainPasswordField.module.css';

/** The eye (and the eye struck through) in the line style of icons.tsx, drawn here: only this chunk needs them. */
function Eye({ open }: { open: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {open ? (
        <>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </>
      ) : (
        <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.5M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      )}
    </svg>
  );
}

/** The theme's PasswordInput toggle: the subtle variant in grey. */
const TOGGLE_COLOURS = { bg: 'transparent', hover: 'var(--mantine-color-gray-light-hover)', color: 'var(--mantine-color-gray-light-color)' };

/**
 * A password field (PlainField) with the theme's PasswordInput button that shows or hides what was typed.
 * As in the theme, the button is left out of the tab order and acts on the press, not the click, so the
 * field keeps the focus and the keyboard stays up on a phone.
 */
export function PlainPasswordField({ disabled, className, ...field }: Omit<PlainFieldProps, 'type' | 'rightSection' | 'rightSectionWidth'>) {
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  const toggleButton = (
    <PlainIconButton
      variant="subtle"
      colours={TOGGLE_COLOURS}
      size={26}
      className={classes.toggle}
      // Named for what it does without repeating the field's label, so 'Password' names one control (theme.ts).
      aria-label={m.showOrHidePassword}
      aria-pressed={visible}
      tabIndex={-1}
      disabled={disabled}
      onMouseDown={(event) => {
        event.preventDefault();
        toggle();
      }}
      onTouchEnd={(event) => {
        event.preventDefault();
        toggle();
      }}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          toggle();
        }
      }}
    >
      <Eye open={!visible} />
    </PlainIconButton>
  );
  return (
    <PlainField
      {...field}
      className={className ? `${classes.input} ${className}` : classes.input}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      rightSection={toggleButton}
    />
  );
}
