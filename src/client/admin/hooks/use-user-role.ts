import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Makes a user an admin or a customer; the user list and user pages are fetched again. */
export function useSetUserRole(options?: ReactQueryOptions['users']['setRole']) {
  const utils = trpc.useUtils();
  return trpc.users.setRole.useMutation(withOwnSuccess(options, () => Promise.all([utils.users.list.invalidate(), utils.users.byId.invalidate()])));
}
