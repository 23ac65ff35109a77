import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { AuthCard } from '../components/AuthCard.js';
import { useRegister } from '../features/session/use-sign-in.js';
import { withRedirect } from '../lib/redirect.js';
import { useRedirectTarget } from '../lib/use-redirect-target.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { errorMessage } from '../trpc.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function RegisterPage() {
  useTitle('Register');
  const session = useSession();
  const redirect = useRedirectTarget();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const register = useRegister();

  if (session) return <Redirect to={redirect} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The original only logged this; we tell the person.
    if (password !== confirm) return setMismatch(true);
    setMismatch(false);
    register.mutate({ name, email, password });
  };

  return (
    <AuthCard title="Register" subtitle="Create your account in a few seconds. It is free.">
      <form onSubmit={submit}>
        <Stack gap="md">
          {register.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(register.error)}
            </Alert>
          )}
          <TextInput label="Name" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="Enter name" />
          <TextInput label="Email Address" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} placeholder="you@example.com" />
          <PasswordInput label="Password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} placeholder="At least 8 characters" />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              setMismatch(false);
            }}
            placeholder="Confirm password"
            error={mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}
          />
          <Button type="submit" size="md" loading={register.isPending}>
            Register
          </Button>
          <Text size="sm" ta="center">
            Have an Account?{' '}
            <Anchor component={Link} href={withRedirect('/login', redirect)} fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
