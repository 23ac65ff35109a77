import { Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import * as m from '@messages/layout';
import { PinIcon } from '../components/icons.js';
import { useDeliverTo } from '../state/deliver-to.js';
import classes from './LocationButton.module.css';

// The modal loads only when someone opens the picker.
const LocationModal = lazy(() => import('./LocationModal.js'));

/**
 * The delivery pincode picker: the shop delivers in India, so it asks for a pincode and shows "Deliver to
 * Bengaluru 560001"; the shipping step and the product page's delivery line start from it. Its button shows
 * from small-tablet width up (hidden on phones).
 */
export function LocationButton() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const place = useDeliverTo();
  return (
    <>
      <UnstyledButton
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        className={classes.button}
        aria-haspopup="dialog"
      >
        <PinIcon size={20} />
        <Stack gap={0}>
          <Text span size="xs" c="dimmed" lh={1.2}>
            {m.deliverTo}
          </Text>
          <Text span size="sm" fw={700} lh={1.3} className={classes.label}>
            {place ? `${place.city ? `${place.city} ` : ''}${place.pincode}` : m.yourLocation}
          </Text>
        </Stack>
      </UnstyledButton>
      {requested && (
        <Suspense fallback={null}>
          <LocationModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
