import { Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PinIcon } from '../components/icons.js';
import classes from './LocationButton.module.css';

// The modal and the country names (about 250) load only when someone opens the picker.
const LocationModal = lazy(() => import('./LocationModal.js'));

export const DEFAULT_LOCATION_LABEL = 'Your Location';

/** The delivery-location picker; its button shows from small-tablet width up (spec: hidden on phones). */
export function LocationButton() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const [country, setCountry] = useState<string | null>(null);
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
            Deliver to
          </Text>
          <Text span size="sm" fw={700} lh={1.3} className={classes.label}>
            {country ?? DEFAULT_LOCATION_LABEL}
          </Text>
        </Stack>
      </UnstyledButton>
      {requested && (
        <Suspense fallback={null}>
          <LocationModal
            opened={opened}
            onClose={() => setOpened(false)}
            selected={country}
            onSelect={(name) => {
              setCountry(name);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
