import { Anchor, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import * as m from '@messages/account';
import { LANGUAGE } from '@messages/locale';
import { AuthCard, formText } from '../components/AuthCard.js';
import { Notice } from '../components/Notice.js';
import { PlainButton } from '../components/PlainButton.js';
import { PlainField } from '../components/PlainField.js';
import { NewPasswordFields } from '../features/account/NewPasswordFields.js';
import { useRegister } from '../features/session/use-sign-in.js';
import { withRedirect } from '../lib/redirect.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useRedirectTarget } from '../lib/use-redirect-target.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { errorMessage } from '../trpc.js';

export function RegisterPage() {
  useTitle(m.register);
  const session = useSession();
  const redirect = useRedirectTarget();
  const hydrated = useHydrated();
  const [mismatch, setMismatch] = useState(false);
  const register = useRegister();

  if (session) return <Redirect to={redirect} replace />;

  // Uncontrolled fields, read when the form is sent, as on the sign-in page: nothing typed or autofilled
  // before the script ran is lost.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    // The original only logged this; we tell the person.
    if (password !== formText(form, 'confirm')) return setMismatch(true);
    setMismatch(false);
    register.mutate({ name: formText(form, 'name'), email: formText(form, 'email'), password, language: LANGUAGE });
  };

  return (
    <AuthCard title={m.register} subtitle={m.registerSubtitle}>
      <form method="post" onSubmit={submit}>
        <Stack gap="md">
          {register.error && (
            <Notice color="red" role="alert">
              {errorMessage(register.error)}
            </Notice>
          )}
          <PlainField label={m.name} name="name" autoComplete="name" required placeholder={m.enterName} />
          <PlainField label={m.emailAddress} name="email" type="email" autoComplete="email" required placeholder={m.emailPlaceholder} />
          <NewPasswordFields mismatch={mismatch} onConfirmChange={() => setMismatch(false)} />
          <PlainButton type="submit" size="md" loading={register.isPending} disabled={!hydrated}>
            {m.register}
          </PlainButton>
          <Text size="sm" ta="center">
            {m.haveAccount}{' '}
            <Anchor component={Link} href={withRedirect('/login', redirect)} fw={600}>
              {m.login}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
