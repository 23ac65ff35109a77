import { Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import * as m from '@messages/order';
import { safeDecode } from '../../shared/storefront-pages.js';
import { PlainButton } from '../components/PlainButton.js';
import { GuestAccountCreated, GuestAccountOffer } from '../features/account/GuestAccountOffer.js';
import { GuestLinkCard } from '../features/orders/GuestLinkCard.js';
import { OrderAccessContext } from '../features/orders/order-access.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';

// The order's details are the order page's, whose route loads them as a chunk of its own. Imported here
// statically, they made a chunk the two pages shared and a file that only re-exported it for the order page's
// route: one more request there (docs/decisions/019-page-weight.md). Asked for as this page's module runs, so
// they load while the order does.
const orderPage = import('./Order.page.js');
const OrderDetails = lazy(async () => ({ default: (await orderPage).OrderDetails }));

/**
 * A guest order's page, opened through its private link (docs/decisions/038-guest-checkout.md): the order as
 * its buyer sees it, paid, cancelled and invoiced through the link, with the link itself to keep and, for a
 * guest, the offer of an account. A wrong, expired or revoked link shows a page that says so.
 */
export function OrderLinkPage() {
  const params = useParams<{ token: string }>();
  const token = safeDecode(params.token);
  const session = useSession();
  const query = trpc.orders.byLink.useQuery({ token }, { retry: false });
  const [created, setCreated] = useState<{ proofSent: boolean } | null>(null);
  const title = query.data ? m.orderNumber({ number: query.data.orderNumber }) : query.error ? m.orderLink : m.order;
  useTitle(title);

  if (query.error) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" maw={480} ta="center">
          <Title order={1} fz={28}>
            {errorStatus(query.error) === 404 ? m.linkDoesNotWork : m.orderCouldNotBeShown}
          </Title>
          <Text c="dimmed" role="alert">
            {errorMessage(query.error)}
          </Text>
          <PlainButton href="/" size="md" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            {m.continueShopping}
          </PlainButton>
        </Stack>
      </Center>
    );
  }
  return (
    <OrderAccessContext.Provider value={{ token }}>
      <Title order={1} fz={{ base: 20, sm: 28 }} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {query.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : (
        <Stack gap="lg">
          <GuestLinkCard order={query.data} token={token} />
          {created ? (
            <GuestAccountCreated email={query.data.user.email} proofSent={created.proofSent} />
          ) : (
            query.data.user._id === null &&
            !session && (
              <GuestAccountOffer
                order={query.data}
                token={token}
                onCreated={(answer) => {
                  setCreated(answer);
                  void query.refetch();
                }}
              />
            )
          )}
          <Suspense fallback={<Skeleton height={320} radius="lg" />}>
            <OrderDetails order={query.data} refetch={() => void query.refetch()} />
          </Suspense>
        </Stack>
      )}
    </OrderAccessContext.Provider>
  );
}
