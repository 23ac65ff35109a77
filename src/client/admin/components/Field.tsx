import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact on an admin detail page ("Sent: …"); long values (addresses, ids) wrap anywhere. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <strong>{label}: </strong>
      {children}
    </Text>
  );
}
