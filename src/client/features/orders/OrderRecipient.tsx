import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import * as m from '@messages/order';
import { formatIndianMobile, mobileTelHref } from '../../../shared/phone.js';
import type { Order } from '../../../shared/schemas/order.js';
import { TONE } from '../../admin/lib/tones.js';
import { PlainBadge } from '../../components/PlainBadge.js';
import { countryName, stateName } from '../account/address-names.js';

/**
 * Who an order goes to: the customer's name and email, the recipient and the mobile number the courier calls,
 * and the shipping address; `children` adds lines below. For the owner (`forOwner`) the number is a `tel:`
 * link, and an order placed without one (through the API, or before the shop asked) is flagged.
 */
export function OrderRecipient({ order, forOwner = false, children }: { order: Order; forOwner?: boolean; children?: ReactNode }) {
  const a = order.shippingAddress;
  const mobile = a.phone ? formatIndianMobile(a.phone) : null;
  return (
    <Stack gap={4} mb="md">
      <Text>
        <strong>{m.name} </strong>
        {order.user.name}
      </Text>
      <Text>
        <strong>{m.email} </strong>
        <Anchor href={`mailto:${order.user.email}`}>{order.user.email}</Anchor>
      </Text>
      {(a.recipientName || mobile || forOwner) && (
        <Text>
          <strong>{m.deliverTo} </strong>
          {a.recipientName ?? order.user.name}
          {a.phone && mobile ? (
            <>
              {', '}
              {forOwner ? <Anchor href={mobileTelHref(a.phone)}>{mobile}</Anchor> : mobile}
            </>
          ) : forOwner ? (
            <>
              {' '}
              <PlainBadge component="span" bg="transparent" color={TONE.orange} outline>
                {m.noPhoneNumber}
              </PlainBadge>
            </>
          ) : null}
        </Text>
      )}
      <Text>
        <strong>{m.address} </strong>
        {[a.address, a.addressLine2].filter(Boolean).join(', ')}, {a.city} {a.pincode}, {stateName(a.state)}, {countryName(a.country)}
      </Text>
      {children}
    </Stack>
  );
}
