import { Text } from '@mantine/core';
import { errorMessage } from '../trpc.js';
import classes from './LoadError.module.css';
import { PlainButton } from './PlainButton.js';

/** A list that could not be loaded: what the server said, and a Retry button that asks again. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={classes.alert} role="alert">
      <div className={classes.body}>
        <span className={classes.title}>{title}</span>
        <div className={classes.message}>
          <Text size="sm" mb="xs">
            {errorMessage(error)}
          </Text>
          <PlainButton size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Retry
          </PlainButton>
        </div>
      </div>
    </div>
  );
}
