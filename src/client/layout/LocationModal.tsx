import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/location';
import { getDeliverTo, saveDeliverTo } from '../state/deliver-to.js';
import { errorMessage, trpc } from '../trpc.js';

/** Asks for the delivery pincode, checks it with the shop (GET /api/delivery) and keeps it in this browser. */
export default function LocationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [pincode, setPincode] = useState(() => getDeliverTo()?.pincode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = pincode.replace(/\s/g, '');
    if (!/^[1-9][0-9]{5}$/.test(typed)) {
      setError(m.badPincode);
      return;
    }
    setChecking(true);
    try {
      const delivery = await utils.shipping.delivery.fetch({ pincode: typed, value: 0 });
      saveDeliverTo({ pincode: typed, city: delivery.city, state: delivery.state });
      if (delivery.message) setError(delivery.message);
      else onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={m.title} size="sm" radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Text size="sm" c="dimmed" mb="sm">
          {m.intro}
        </Text>
        <TextInput
          data-autofocus
          label={m.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          value={pincode}
          error={error}
          onChange={(event) => {
            setPincode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={checking}>
            {m.apply}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
