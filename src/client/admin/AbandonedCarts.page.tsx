import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { formatIndianMobile, mobileTelHref } from '../../shared/phone.js';
import { countLabel, formatDateTime } from '../lib/format.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable } from './components/AdminTable.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { TONE } from './lib/tones.js';

/**
 * Carts of known shoppers (signed in, or guests who gave an e-mail at checkout) left untouched for longer than
 * the store setting, newest first, with what is in them at today's prices, whom to contact, and whether the
 * reminder e-mail went (docs/decisions/039-abandoned-carts.md).
 */
export function AbandonedCartsPage() {
  const { page, hrefFor } = useListParams();
  const list = trpc.cart.abandoned.useQuery({ pageNumber: page, pageSize: ADMIN_PAGE_SIZE }, { placeholderData: (previous) => previous, staleTime: 0 });
  const carts = list.data?.carts ?? [];
  const hours = list.data?.hours;
  return (
    <AdminShell
      title="Abandoned carts"
      headingId="abandoned-carts-heading"
      count={list.data ? countLabel(list.data.total, 'cart', 'carts') : undefined}
      search={
        hours === undefined ? undefined : (
          <Text size="sm" c="dimmed">
            Carts nobody has changed for more than {countLabel(hours, 'hour', 'hours')} (Settings).
          </Text>
        )
      }
    >
      <AdminTable
        labelledBy="abandoned-carts-heading"
        headers={['Shopper', 'Items', 'Value', 'Last changed', 'Reminder']}
        minWidth={860}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No abandoned carts."
        rowCount={carts.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {carts.map((cart) => (
          <Table.Tr key={cart._id}>
            <Table.Td data-label="Shopper" style={{ overflowWrap: 'anywhere' }}>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {cart.name ?? 'Guest'}{' '}
                  {cart.guest ? (
                    <Badge size="xs" variant="light" color={TONE.gray}>
                      Guest
                    </Badge>
                  ) : null}
                </Text>
                <Anchor size="sm" href={`mailto:${cart.email}`}>
                  {cart.email}
                </Anchor>
                {cart.phone ? (
                  <Anchor size="sm" href={mobileTelHref(cart.phone)}>
                    {formatIndianMobile(cart.phone)}
                  </Anchor>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td data-label="Items">
              {cart.cartItems.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No longer for sale
                </Text>
              ) : (
                <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {cart.cartItems.map((line) => (
                    <Text component="li" size="sm" key={line._id}>
                      {line.qty} × {line.name}
                    </Text>
                  ))}
                </Stack>
              )}
            </Table.Td>
            <Table.Td data-label="Value" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(rupeesToPaise(cart.itemsPrice))}
            </Table.Td>
            <Table.Td data-label="Last changed">
              <time dateTime={cart.updatedAt} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(cart.updatedAt)}
              </time>
            </Table.Td>
            <Table.Td data-label="Reminder">
              {cart.remindedAt ? (
                <Badge variant="light" color={TONE.green} title={formatDateTime(cart.remindedAt)}>
                  Sent
                </Badge>
              ) : (
                <Badge variant="light" color={TONE.gray}>
                  Not sent
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
