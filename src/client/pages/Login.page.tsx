import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import * as m from '@messages/account';
import { AuthCard, formText } from '../components/AuthCard.js';
import { PlainButton } from '../components/PlainButton.js';
import { PlainField } from '../components/PlainField.js';
import { PlainPasswordField } from '../components/PlainPasswordField.js';
import { useLogin } from '../features/session/use-sign-in.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { withRedirect } from '../lib/redirect.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useRedirectTarget } from '../lib/use-redirect-target.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { toastError } from '../lib/toasts.js';

/** The theme's Divider with a label in the middle, and its outline Button. */
const DIVIDER_LINE: CSSProperties = { flex: 1, borderTop: '1px solid var(--mantine-color-gray-3)' };
const OUTLINE = { bg: 'transparent', hover: 'var(--mantine-color-brand-outline-hover)', color: 'var(--mantine-color-brand-outline)' };
const OUTLINE_BORDER = { '--button-bd': '1px solid var(--mantine-color-brand-outline)' } as CSSProperties;

export function LoginPage() {
  useTitle(m.signIn);
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
    <AuthCard title={m.signIn} subtitle={m.signInSubtitle}>
      {/* POST, and no sending until the script has taken over: a password never goes into an address. */}
      <form method="post" onSubmit={submit}>
        <Stack gap="md">
          <PlainField label={m.emailAddress} name="email" type="email" autoComplete="email" required placeholder={m.emailPlaceholder} />
          <PlainPasswordField label={m.password} name="password" autoComplete="current-password" required placeholder={m.enterPassword} />
          <PlainButton type="submit" size="md" loading={login.isPending} disabled={!hydrated}>
            {m.signIn}
          </PlainButton>
          <Text size="sm" ta="center">
            {m.newCustomer}{' '}
            <Anchor component={Link} href={withRedirect('/register', redirect)} fw={600}>
              {m.register}
            </Anchor>
          </Text>
          {asGuest && (
            <>
              <Group gap="xs" wrap="nowrap" role="separator" fz="xs" c="dimmed">
                <span style={DIVIDER_LINE} />
                {m.or}
                <span style={DIVIDER_LINE} />
              </Group>
              <PlainButton href="/shipping" size="md" colours={OUTLINE} style={OUTLINE_BORDER}>
                {m.checkOutAsGuest}
              </PlainButton>
              <Text size="xs" c="dimmed" ta="center">
                {m.guestNoPassword}
              </Text>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
