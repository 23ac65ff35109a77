import { withOwnSuccess } from '../../lib/mutation-options.js';
import { setSession } from '../../state/session.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Saves the profile; the session takes the new name, e-mail and token (docs/spec.md §4). */
export function useUpdateProfile(options?: ReactQueryOptions['users']['updateProfile']) {
  return trpc.users.updateProfile.useMutation(withOwnSuccess(options, (user) => setSession(user)));
}
