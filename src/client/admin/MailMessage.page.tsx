import { Alert, Anchor, Badge, Box, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'wouter';
import type { OutboxMailDetail } from '../../shared/schemas/mail.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { GoBack } from '../components/GoBack.js';
import { SectionCard } from '../components/SectionCard.js';
import { formatDateTime, shortId } from '../lib/format.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { useResendMail } from './hooks/use-resend-mail.js';
import { MAIL_STATUS } from './Mail.page.js';
import { adminOrderHref } from './OrderList.page.js';
import { TONE } from './lib/tones.js';
import { Field } from './components/Field.js';

function SendAgain({ mail }: { mail: OutboxMailDetail }) {
  const resend = useResendMail({
    onSuccess: () =>
      toastSuccess(mail.mailConfigured ? 'The message will be sent again in a moment' : 'The message is back in the outbox; it is sent once a mail server is configured'),
    onError: toastError,
  });
  if (mail.status !== 'failed' && mail.status !== 'held') return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button onClick={() => resend.mutate({ id: mail._id })} loading={resend.isPending}>
        Send again
      </Button>
      {mail.status === 'held' ? (
        <Text size="xs" c="dimmed">
          The shop held it back by itself; sending it is your choice.
        </Text>
      ) : null}
    </Stack>
  );
}

function MessageDetails({ mail }: { mail: OutboxMailDetail }) {
  const status = MAIL_STATUS[mail.status];
  return (
    <Stack gap="md">
      <Card padding="lg">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {mail.subject}
            </Text>
            <Field label="To">{mail.to}</Field>
            <Field label="Status">
              <Badge variant="outline" color={status.color}>
                {status.label}
              </Badge>
            </Field>
            <Field label="Written">{formatDateTime(mail.createdAt)}</Field>
            {mail.sentAt ? <Field label="Sent">{formatDateTime(mail.sentAt)}</Field> : null}
            {mail.nextAttemptAt ? <Field label="Next attempt">{formatDateTime(mail.nextAttemptAt)}</Field> : null}
            <Field label="Attempts">{mail.attempts}</Field>
            {mail.lastError ? (
              <Field label={mail.status === 'held' ? 'Why it was held' : 'Last error'}>
                <Text span size="sm" c={mail.status === 'held' ? TONE.orange : TONE.red}>
                  {mail.lastError}
                </Text>
              </Field>
            ) : null}
            {mail.orderId ? (
              <Field label="Order">
                <Anchor component={Link} href={adminOrderHref(mail.orderId)} size="sm">
                  {mail.orderNumber ?? shortId(mail.orderId)}
                </Anchor>
              </Field>
            ) : null}
          </Stack>
          <SendAgain mail={mail} />
        </Group>
      </Card>
      <SectionCard id="mail-html-heading" title="As HTML">
        {/*
          The HTML holds text shoppers chose (a name, an address), so it is never put into this page: it is
          shown in a frame with every sandbox restriction (no scripts, no forms, no popups, an origin of its
          own), under this page's Content-Security-Policy, which also keeps out remote images.
        */}
        <iframe
          title={`The message “${mail.subject}” as HTML`}
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white', resize: 'vertical' }}
        />
      </SectionCard>
      <SectionCard id="mail-text-heading" title="As plain text">
        <Box component="pre" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 }}>
          {mail.text}
        </Box>
      </SectionCard>
    </Stack>
  );
}

/** One message of the outbox: who it went to, its state, its text and HTML, and Send again when it failed or was held. */
export function MailMessagePage() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const query = trpc.mail.byId.useQuery(
    { id },
    {
      staleTime: 0,
      refetchOnMount: 'always',
      // After "Send again", follow the message until the delivery loop has dealt with it.
      refetchInterval: (q) => (q.state.data?.status === 'pending' && q.state.data.mailConfigured ? 2000 : false),
    },
  );
  return (
    <AdminShell title="Message" headingId="mail-message-heading">
      <GoBack href="/admin/mail" />
      {query.isPending ? (
        <Skeleton height={320} radius="lg" aria-busy="true" />
      ) : query.error ? (
        <Alert color="red" variant="light" role="alert" title={errorStatus(query.error) === 404 ? 'Message not found' : 'Could not load the message'}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <MessageDetails mail={query.data} />
      )}
    </AdminShell>
  );
}
