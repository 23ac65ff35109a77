import { notifications } from '@mantine/notifications';
import { isSessionExpiry } from '../features/session/session-expiry.js';
import { errorMessage } from '../trpc.js';

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

/** A problem found before any call (passwords that do not match). */
export const toastProblem = (message: string): void => {
  notifications.show({ color: 'red', message });
};

/**
 * A failed call: the server's message, or else the error's own (docs/spec.md §8), under `title` when given.
 * A refusal because the session ran out has already been told by the expiry toast, and is not repeated.
 */
export function toastFailure(error: unknown, title?: string): void {
  if (isSessionExpiry(error)) return;
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}

/** toastFailure without a title, to hand to a mutation's onError as it is. */
export const toastError = (error: unknown): void => toastFailure(error);
