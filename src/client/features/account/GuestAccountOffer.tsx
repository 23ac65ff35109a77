import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/account';
import type { Order } from '../../../shared/schemas/order.js';
import { formText } from '../../components/AuthCard.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { setSession } from '../../state/session.js';
import { errorMessage, trpc } from '../../trpc.js';

/**
 * After a guest order: set a password to make an account with the order's e-mail and name. The order is the
 * account's at once (the link proves it); earlier guest orders with the e-mail join once the address is
 * confirmed through the link the shop sends to it (docs/decisions/038-guest-checkout.md).
 */
export function GuestAccountOffer({ order, token, onCreated }: { order: Order; token: string; onCreated: (answer: { proofSent: boolean }) => void }) {
  const [mismatch, setMismatch] = useState(false);
  const utils = trpc.useUtils();
  const create = trpc.users.guestAccount.useMutation({
    onSuccess: (answer) => {
      onCreated({ proofSent: answer.proofSent });
      setSession(answer);
      void utils.orders.mine.invalidate();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirm')) return setMismatch(true);
    setMismatch(false);
    create.mutate({ token, password });
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="guest-account" withBorder>
      <Title order={2} fz={20} mb="xs" id="guest-account">
        {m.saveDetails}
      </Title>
      <Text size="sm" mb="md">
        {m.saveDetailsText({ email: order.user.email })}
      </Text>
      <form method="post" onSubmit={submit}>
        <Stack gap="sm">
          {create.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <NewPasswordFields mismatch={mismatch} onConfirmChange={() => setMismatch(false)} />
          <Button type="submit" loading={create.isPending}>
            {m.createAccount}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** What the shopper reads once the account is made. */
export function GuestAccountCreated({ email, proofSent }: { email: string; proofSent: boolean }) {
  return (
    <Alert color="green" variant="light" role="status" title={m.accountReady}>
      {proofSent ? m.orderInMyOrdersLinkSent({ email }) : m.orderInMyOrders}
    </Alert>
  );
}
