import { Button } from '@mantine/core';
import type { User } from '../../../shared/schemas/user.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { useSetUserRole } from '../hooks/use-user-role.js';
import { confirmAction } from '../lib/feedback.js';

/**
 * "Make admin" for a customer, "Make customer" for an admin, each after a confirmation that says what
 * follows. The server keeps the rules (src/server/users/accounts.ts, setAdmin): the account is signed out
 * everywhere, nobody makes themselves a customer, and the last admin stays one; its refusal is shown as a
 * toast. The admin's own row gets no button.
 */
export function RoleButton({ user, isSelf }: { user: Pick<User, '_id' | 'name' | 'email' | 'isAdmin'>; isSelf: boolean }) {
  const setRole = useSetUserRole({
    onSuccess: (updated) => toastSuccess(`${updated.name} is now ${updated.isAdmin ? 'an admin' : 'a customer'}`),
    onError: toastError,
  });
  if (isSelf) return null;
  const makeAdmin = !user.isAdmin;
  const ask = () =>
    confirmAction({
      title: makeAdmin ? 'Make admin' : 'Make customer',
      question: makeAdmin
        ? 'Make this user an admin? They can then manage the whole shop, and are signed out everywhere until they sign in again.'
        : 'Make this admin a customer? They lose the admin area at once and are signed out everywhere.',
      subject: `${user.name} (${user.email})`,
      confirmLabel: makeAdmin ? 'Make admin' : 'Make customer',
      danger: !makeAdmin,
      onConfirm: () => setRole.mutate({ id: user._id, role: makeAdmin ? 'admin' : 'customer' }),
    });
  return (
    <Button size="xs" variant="light" color={makeAdmin ? 'brand' : 'gray'} loading={setRole.isPending} onClick={ask} aria-label={`${makeAdmin ? 'Make admin' : 'Make customer'}: ${user.name}`}>
      {makeAdmin ? 'Make admin' : 'Make customer'}
    </Button>
  );
}
