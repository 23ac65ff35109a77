import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Deletes a user; the user list is fetched again. */
export function useDeleteUser(options?: ReactQueryOptions['users']['delete']) {
  const utils = trpc.useUtils();
  return trpc.users.delete.useMutation(withOwnSuccess(options, () => utils.users.list.invalidate()));
}
