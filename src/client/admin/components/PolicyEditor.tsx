import { Alert, Anchor, Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { localePath } from '../../../shared/i18n/locales.js';
import { MAX_POLICY_LENGTH, POLICY_PAGES, policyPath, type PolicySlug } from '../../../shared/policy-pages.js';
import type { PolicyPage } from '../../../shared/schemas/policy-page.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { fieldErrorsFrom } from '../lib/field-errors.js';
import { FormSkeleton } from './FormSkeleton.js';

const PAGE_OPTIONS = POLICY_PAGES.map((page) => ({ value: page.slug, label: page.title }));

/** A page's text in Markdown, with its length against the limit. */
function MarkdownField({ label, description, value, error, onChange, lang }: { label: string; description: string; value: string; error: string | null; onChange: (value: string) => void; lang?: string }) {
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={lang ? 6 : 12}
        maxRows={30}
        value={value}
        error={error}
        lang={lang}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Text size="xs" c={value.length > MAX_POLICY_LENGTH ? 'red' : 'dimmed'}>
        {value.length.toLocaleString('en-IN')} of {MAX_POLICY_LENGTH.toLocaleString('en-IN')} characters
      </Text>
    </Stack>
  );
}

type PolicyFields = 'body' | 'bodyHi';

function PolicyForm({ page }: { page: PolicyPage }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState(page.body);
  const [bodyHi, setBodyHi] = useState(page.bodyHi ?? '');
  const [errors, setErrors] = useState<Partial<Record<PolicyFields, string>>>({});
  const save = trpc.pages.save.useMutation({
    onSuccess: (saved, variables) => {
      utils.pages.get.setData({ slug: saved.slug }, saved);
      toastSuccess(variables.body.trim() ? `${saved.title} saved` : `${saved.title} shows its starting text again`);
    },
    onError: (failure) => {
      // The texts stay as typed.
      toastError(failure);
      const fields = fieldErrorsFrom(failure, ['body', 'bodyHi'] as const);
      setErrors(Object.keys(fields).length > 0 ? fields : { body: errorMessage(failure) });
    },
  });
  // The Hindi version is of the owner's own text: offered once there is one (the starting text has its own Hindi).
  const changed = body !== page.body || (page.custom && bodyHi !== (page.bodyHi ?? ''));
  return (
    <Stack gap="sm">
      {!page.custom ? (
        <Alert color="blue" variant="light" title="This is the starting text">
          It names your shop from the settings above. Read it and change what your shop does differently, then save.
          The Hindi pages show its Hindi version until you do; then you can give your text a Hindi version too.
        </Alert>
      ) : null}
      <MarkdownField
        label={`${page.title} (Markdown)`}
        description="# for a heading, - for a list item, **bold**, [a link](https://…). HTML is shown as text."
        value={body}
        error={errors.body ?? null}
        onChange={(value) => {
          setBody(value);
          setErrors({});
        }}
      />
      {page.custom ? (
        <MarkdownField
          label="हिन्दी (Hindi) version (Markdown)"
          description="Shown on the Hindi pages. Left empty, they show the text above as written."
          value={bodyHi}
          error={errors.bodyHi ?? null}
          lang="hi"
          onChange={(value) => {
            setBodyHi(value);
            setErrors({});
          }}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Anchor href={policyPath(page.slug)} target="_blank" size="sm">
          View the page
        </Anchor>
        <Anchor href={localePath('hi', policyPath(page.slug))} target="_blank" size="sm">
          View the Hindi page
        </Anchor>
        {page.custom ? (
          <Button variant="default" loading={save.isPending && save.variables.body === ''} onClick={() => save.mutate({ slug: page.slug, body: '' })}>
            Use the starting text
          </Button>
        ) : null}
        <Button
          disabled={!changed}
          loading={save.isPending && save.variables.body !== ''}
          onClick={() => save.mutate({ slug: page.slug, body, ...(page.custom ? { bodyHi } : {}) })}
        >
          Save page
        </Button>
      </Group>
    </Stack>
  );
}

/** The shop's policy pages, edited one at a time in Markdown (served at /pages/…, linked from the footer). */
export function PolicyEditor() {
  const [slug, setSlug] = useState<PolicySlug>('returns');
  const page = trpc.pages.get.useQuery({ slug }, { staleTime: 0 });
  return (
    <Card padding="lg" mt="xl" component="section" aria-labelledby="policies-heading">
      <Stack gap="sm">
        <Title order={2} fz={18} id="policies-heading">
          Shop policies
        </Title>
        <Text size="sm" c="dimmed">
          Shoppers read these before they buy, and payment gateways ask for them before they activate a shop.
        </Text>
        <NativeSelect label="Page" data={PAGE_OPTIONS} value={slug} onChange={(event) => setSlug(event.currentTarget.value as PolicySlug)} maw={320} />
        {page.error ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the page">
            {errorMessage(page.error)}
          </Alert>
        ) : page.data ? (
          // Another page chosen, or this one saved: the form starts again from what is stored.
          <PolicyForm key={`${page.data.slug} ${page.data.updatedAt ?? 'starting'}`} page={page.data} />
        ) : (
          <FormSkeleton />
        )}
      </Stack>
    </Card>
  );
}
