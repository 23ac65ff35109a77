import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as m from '@messages/dialog';
import { CrossIcon } from './icons.js';
import { PlainIconButton } from './PlainButton.js';
import classes from './PlainDialog.module.css';

const CLOSE_COLOURS = { color: 'var(--mantine-color-gray-7)', hover: 'var(--mantine-color-gray-1)' };

/**
 * A modal dialog named by its title, as the theme's centred Modal looks (PlainDialog.module.css), drawn by the
 * browser's own <dialog>: Escape, the close button and a click on the backdrop call `onClose`. Its content is
 * drawn only while it is open.
 */
export function PlainDialog({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides (it may be busy), not the browser.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not on its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {opened && (
        <div className={classes.content}>
          <div className={classes.header}>
            <h2 className={classes.title} id={titleId}>
              {title}
            </h2>
            <PlainIconButton variant="subtle" colours={CLOSE_COLOURS} size={28} aria-label={m.close} onClick={onClose}>
              <CrossIcon size={18} />
            </PlainIconButton>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
