import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { AuthCard, formText } from '../components/AuthCard.js';
import { useLogin } from '../features/session/use-sign-in.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { withRedirect } from '../lib/redirect.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useRedirectTarget } from '../lib/use-redirect-target.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { toastError } from '../lib/toasts.js';

export function LoginPage() {
  useTitle('Sign In');
  const session = useSession();
  const redirect = useRedirectTarget();
  const hydrated = useHydrated();
  const login = useLogin({ onError: toastError });
  // On the way to checkout, a shop that takes guests offers to go on without an account.
  const settings = useShopSettings();
  const asGuest = redirect === '/shipping' && settings?.guestCheckout === true;

  if (session) return <Redirect to={redirect} replace />;

  // The fields are the browser's own (uncontrolled), read when the form is sent: what was typed or autofilled
  // into the server-drawn form before the script ran stays (docs/decisions/033-storefront-edges.md).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: formText(form, 'email'), password: formText(form, 'password') });
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to check out and track your orders.">
      {/* POST, and no sending until the script has taken over: a password never goes into an address. */}
      <form method="post" onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Email Address" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
          <PasswordInput label="Password" name="password" autoComplete="current-password" required placeholder="Enter password" />
          <Button type="submit" size="md" loading={login.isPending} disabled={!hydrated}>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            New Customer?{' '}
            <Anchor component={Link} href={withRedirect('/register', redirect)} fw={600}>
              Register
            </Anchor>
          </Text>
          {asGuest && (
            <>
              <Divider label="or" labelPosition="center" />
              <Button component={Link} href="/shipping" variant="outline" size="md">
                Check out as a guest
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                No password needed: we send your order’s link to your e-mail.
              </Text>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
