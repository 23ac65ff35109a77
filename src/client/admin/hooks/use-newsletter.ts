import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Takes an address off the newsletter list; the list is fetched again. */
export function useRemoveSubscriber(options?: ReactQueryOptions['newsletter']['remove']) {
  const utils = trpc.useUtils();
  return trpc.newsletter.remove.useMutation(withOwnSuccess(options, () => utils.newsletter.list.invalidate()));
}
