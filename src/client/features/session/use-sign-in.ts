import { withOwnSuccess } from '../../lib/mutation-options.js';
import { setSession } from '../../state/session.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Signs in with e-mail and password; the answer becomes this browser's session. */
export function useLogin(options?: ReactQueryOptions['users']['login']) {
  return trpc.users.login.useMutation(withOwnSuccess(options, (user) => setSession(user)));
}

/** Creates an account and signs it in. */
export function useRegister(options?: ReactQueryOptions['users']['register']) {
  return trpc.users.register.useMutation(withOwnSuccess(options, (user) => setSession(user)));
}
