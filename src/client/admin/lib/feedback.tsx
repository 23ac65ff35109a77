import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface Confirmation {
  /** Short heading of the dialog, e.g. 'Delete user'. */
  title: string;
  /** The spec's question, word for word (docs/spec.md §5). */
  question: string;
  /** What is affected, shown under the question so the admin can check it is the right row. */
  subject?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}

export function confirmAction({ title, question, subject, confirmLabel, danger = false, onConfirm }: Confirmation): void {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <>
        <p style={{ margin: 0 }}>{question}</p>
        {subject ? <p style={{ margin: '8px 0 0', fontWeight: 600, overflowWrap: 'anywhere' }}>{subject}</p> : null}
      </>
    ),
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    // Shade 9: white on the theme's default red (shade 7) is 3.8:1, below WCAG AA's 4.5:1.
    confirmProps: danger ? { color: 'red.9' } : undefined,
    onConfirm,
  });
}

/** Asks before deleting one row: 'Delete <what>', 'Are you sure you want to delete this <what>?', in red. */
export function confirmDelete(what: string, subject: ReactNode, onConfirm: () => void): void {
  confirmAction({
    title: `Delete ${what}`,
    question: `Are you sure you want to delete this ${what}?`,
    subject,
    confirmLabel: 'Delete',
    danger: true,
    onConfirm,
  });
}
