import { Text } from '@mantine/core';
import * as m from '@messages/home';

/** ' (incl. GST)' after a price, when the shop's prices include GST. */
export function InclGst({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Text span size="xs" fw={400} c="dimmed">
      {' '}
      {m.inclGst}
    </Text>
  );
}
