import { Text } from '@mantine/core';
import * as c from '@messages/common';
import { errorMessage } from '../trpc.js';
import { Notice } from './Notice.js';
import { PlainButton } from './PlainButton.js';

/** A list that could not be loaded: what the server said, and a Retry button that asks again. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Notice color="red" role="alert" title={title} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
      <Text size="sm" mb="xs">
        {errorMessage(error)}
      </Text>
      <PlainButton size="xs" variant="default" onClick={onRetry} loading={retrying}>
        {c.retry}
      </PlainButton>
    </Notice>
  );
}
