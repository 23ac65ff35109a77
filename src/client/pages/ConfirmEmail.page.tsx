import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import * as m from '@messages/account';
import { safeDecode } from '../../shared/storefront-pages.js';
import { PlainButton } from '../components/PlainButton.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { errorMessage, trpc } from '../trpc.js';

/**
 * The link sent to an account's e-mail: confirming it moves the guest orders placed with the address into
 * the account (docs/decisions/038-guest-checkout.md). It waits for a click, so a mail scanner that opens
 * links uses nothing up.
 */
export function ConfirmEmailPage() {
  useTitle(m.confirmEmail);
  const params = useParams<{ token: string }>();
  const token = safeDecode(params.token);
  const session = useSession();
  const utils = trpc.useUtils();
  const confirm = trpc.users.confirmEmail.useMutation({ onSuccess: () => void utils.orders.mine.invalidate() });

  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={26}>
            {m.confirmEmail}
          </Title>
          {confirm.data ? (
            <>
              <Alert color="green" variant="light" role="status">
                {confirm.data.message}
              </Alert>
              <PlainButton href={session ? '/profile' : '/login?redirect=/profile'} size="md">
                {session ? m.seeMyOrders : m.signInToSeeOrders}
              </PlainButton>
            </>
          ) : (
            <>
              <Text>{m.confirmEmailText}</Text>
              {confirm.error && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(confirm.error)}
                </Alert>
              )}
              <Button size="md" loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
                {m.confirmMyEmail}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
