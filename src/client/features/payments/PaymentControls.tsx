import { Alert, Button } from '@mantine/core';
import * as m from '@messages/payment';

/** 'Pay Rs {total}/-', or 'Processing...' while a payment is under way (docs/spec.md §2). */
export function PayButton({ label, busy, disabled, onClick }: { label: string; busy: boolean; disabled?: boolean; onClick?: () => void }) {
  return (
    <Button type={onClick ? 'button' : 'submit'} size="md" fullWidth disabled={busy || disabled} aria-busy={busy} onClick={onClick}>
      {busy ? m.processing : label}
    </Button>
  );
}

/** The gateway's refusal, as it worded it (docs/spec.md §8: a card error shows its message). */
export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
