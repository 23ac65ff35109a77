import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Sends a failed or held message again; the message and the outbox list are fetched again. */
export function useResendMail(options?: ReactQueryOptions['mail']['resend']) {
  const utils = trpc.useUtils();
  return trpc.mail.resend.useMutation(withOwnSuccess(options, () => utils.mail.invalidate()));
}
