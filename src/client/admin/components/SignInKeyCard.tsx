import { Button, Card, Text, Title } from '@mantine/core';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { useRotateTokenKey } from '../hooks/use-rotate-token-key.js';
import { confirmAction } from '../lib/feedback.js';

/**
 * Signs everybody out at once: for when a password, a device or an old backup holding the key may be in
 * the wrong hands (docs/decisions/022-backups-and-token-keys.md).
 */
export function SignInKeyCard() {
  const rotate = useRotateTokenKey({ onSuccess: ({ message }) => toastSuccess(message), onError: toastError });
  const ask = () =>
    confirmAction({
      title: 'Sign everybody out',
      question: 'Everybody, customers and admins alike, will have to sign in again. You stay signed in here.',
      confirmLabel: 'Sign everybody out',
      danger: true,
      onConfirm: () => rotate.mutate(),
    });
  return (
    <Card padding="lg" component="section" aria-labelledby="sign-ins-heading">
      <Title order={2} fz={18} mb="sm" id="sign-ins-heading">
        Sign-ins
      </Title>
      <Text size="sm" mb="sm">
        If a password, a device or a backup from this shop&apos;s own disk may have fallen into the wrong hands, sign everybody out: every session and
        remembered browser stops working, and the key that signs them is replaced.
      </Text>
      <Button color="red" variant="light" onClick={ask} loading={rotate.isPending}>
        Sign everybody out and rotate the key
      </Button>
    </Card>
  );
}
