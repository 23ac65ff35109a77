import { Alert, Button, Text } from '@mantine/core';
import { errorMessage } from '../trpc.js';

/** A list that could not be loaded: what the server said, and a Retry button that asks again. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" variant="light" role="alert" mb="md" title={title}>
      <Text size="sm" mb="xs">
        {errorMessage(error)}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Alert>
  );
}
