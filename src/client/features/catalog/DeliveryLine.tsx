import { Anchor, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import * as m from '@messages/product';
import { PinIcon } from '../../components/icons.js';
import { rupees } from '../../components/Price.js';
import { useDeliverTo } from '../../state/deliver-to.js';
import { deliveryDay } from '../orders/use-delivery.js';
import { trpc } from '../../trpc.js';

const LocationModal = lazy(() => import('../../layout/LocationModal.js'));

/** Stands for the link in a message, to be cut out of it. */
const LINK = '\u0000';

/**
 * When the product arrives at the shopper's pincode (the header's, kept in this browser), what delivery
 * costs for it, and whether cash on delivery is taken there (GET /api/delivery). Delivery follows the rules
 * for this product's price alone: the cart may hold more.
 */
export function DeliveryLine({ price }: { price: number }) {
  const place = useDeliverTo();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const delivery = trpc.shipping.delivery.useQuery({ pincode: place?.pincode ?? '', value: price }, { enabled: place !== null });
  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  const change = (label: string) => (
    <Anchor component="button" type="button" size="sm" onClick={open}>
      {label}
    </Anchor>
  );
  let body;
  if (!place) {
    // The sentence around the link, where the language puts it.
    const [before, after] = m.pincodeToSee({ link: LINK }).split(LINK);
    body = (
      <Text size="sm">
        {before}
        {change(m.enterPincode)}
        {after}
      </Text>
    );
  } else if (!delivery.data) {
    body = (
      <Text size="sm" c="dimmed">
        {delivery.isError ? m.couldNotCheck({ pincode: place.pincode }) : m.checking({ pincode: place.pincode })} {change(m.change)}
      </Text>
    );
  } else if (!delivery.data.serviceable) {
    body = (
      <Text size="sm" c="red.8" fw={600}>
        {m.notDelivered({ pincode: place.pincode })} {change(m.change)}
      </Text>
    );
  } else {
    const d = delivery.data;
    body = (
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {m.deliveryBy({ date: deliveryDay(d) })}
        </Text>
        <Text size="sm">
          {d.fee === 0 ? m.freeDelivery : m.deliveryFee({ fee: rupees(d.fee) })} · {d.codAvailable ? m.codAvailable : m.noCod}
        </Text>
        <Text size="sm" c="dimmed">
          {place.city ? m.toCityPincode({ city: place.city, pincode: place.pincode }) : m.toPincode({ pincode: place.pincode })} {change(m.change)}
        </Text>
      </Stack>
    );
  }
  return (
    // As tall as its longest form: the server draws it without the pincode (this browser's), and the line that
    // replaces it after hydration moves nothing on the page.
    <Group gap="xs" wrap="nowrap" align="flex-start" aria-label={m.delivery} role="group" mih={66} mt={4}>
      <PinIcon size={18} />
      {body}
      {requested && (
        <Suspense fallback={null}>
          <LocationModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}
