import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { AuthCard } from '../components/AuthCard.js';
import { useLogin } from '../features/session/use-sign-in.js';
import { withRedirect } from '../lib/redirect.js';
import { useRedirectTarget } from '../lib/use-redirect-target.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { toastError } from '../lib/toasts.js';

export function LoginPage() {
  useTitle('Sign In');
  const session = useSession();
  const redirect = useRedirectTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin({ onError: toastError });

  if (session) return <Redirect to={redirect} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to check out and track your orders.">
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Email Address" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} placeholder="you@example.com" />
          <PasswordInput label="Password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} placeholder="Enter password" />
          <Button type="submit" size="md" loading={login.isPending}>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            New Customer?{' '}
            <Anchor component={Link} href={withRedirect('/register', redirect)} fw={600}>
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
