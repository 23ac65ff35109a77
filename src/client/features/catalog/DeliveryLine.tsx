import { Anchor, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PinIcon } from '../../components/icons.js';
import { rupees } from '../../components/Price.js';
import { useDeliverTo } from '../../state/deliver-to.js';
import { trpc } from '../../trpc.js';

const LocationModal = lazy(() => import('../../layout/LocationModal.js'));

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
    body = (
      <Text size="sm">
        {change('Enter your pincode')} to see when it arrives
      </Text>
    );
  } else if (!delivery.data) {
    body = (
      <Text size="sm" c="dimmed">
        {delivery.isError ? `Could not check delivery to ${place.pincode}` : `Checking delivery to ${place.pincode}…`} {change('Change')}
      </Text>
    );
  } else if (!delivery.data.serviceable) {
    body = (
      <Text size="sm" c="red.8" fw={600}>
        We do not deliver to {place.pincode} yet {change('Change')}
      </Text>
    );
  } else {
    const d = delivery.data;
    body = (
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          Delivery by {d.deliveryByText}
        </Text>
        <Text size="sm">
          {d.fee === 0 ? 'Free delivery' : `Delivery fee ${rupees(d.fee)}`} · {d.codAvailable ? 'Cash on delivery available' : 'No cash on delivery here'}
        </Text>
        <Text size="sm" c="dimmed">
          To {place.city ? `${place.city} ` : ''}
          {place.pincode} {change('Change')}
        </Text>
      </Stack>
    );
  }
  return (
    // As tall as its longest form: the server draws it without the pincode (this browser's), and the line that
    // replaces it after hydration moves nothing on the page.
    <Group gap="xs" wrap="nowrap" align="flex-start" aria-label="Delivery" role="group" mih={66} mt={4}>
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
