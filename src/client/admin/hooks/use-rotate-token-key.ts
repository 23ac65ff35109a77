import { withOwnSuccess } from '../../lib/mutation-options.js';
import { setSession } from '../../state/session.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Signs everybody out by replacing the key that signs sessions; the answer holds a fresh session for this
 * admin, which becomes this browser's session so the admin stays signed in.
 */
export function useRotateTokenKey(options?: ReactQueryOptions['auth']['rotateTokenKey']) {
  return trpc.auth.rotateTokenKey.useMutation(withOwnSuccess(options, ({ user }) => setSession(user)));
}
