import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TONE } from '../lib/tones.js';

/**
 * A confirmation that needs a note the customer reads (why an order is cancelled, why a payment was not
 * accepted): the note is required, and `serverError` is the server's word on it.
 */
export function NoteDialog({
  title,
  intro,
  label,
  description,
  missing,
  backLabel,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  label: string;
  description: string;
  /** What to say when no note is given. */
  missing: string;
  backLabel: string;
  submitLabel: string;
  pending: boolean;
  serverError?: string;
  onSubmit: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(missing);
      return;
    }
    setError(undefined);
    onSubmit(note);
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text>{intro}</Text>
          <Textarea
            label={label}
            description={description}
            required
            autosize
            minRows={2}
            value={note}
            error={error ?? serverError}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {backLabel}
            </Button>
            <Button type="submit" color={TONE.red} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
