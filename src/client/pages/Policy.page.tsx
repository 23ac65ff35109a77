import { Container, Skeleton, Stack, Typography } from '@mantine/core';
import { useParams } from 'wouter';
import * as c from '@messages/common';
import { LANGUAGE } from '@messages/locale';
import * as m from '@messages/pages';
import { isPolicySlug, policyPageQuery, type PolicySlug } from '../../shared/policy-pages.js';
import { LoadError } from '../components/LoadError.js';
import { useTitle } from '../lib/use-title.js';
import { trpc } from '../trpc.js';
import { NotFoundPage } from './NotFound.page.js';

function PolicyText({ slug }: { slug: PolicySlug }) {
  const page = trpc.pages.get.useQuery(policyPageQuery(slug, LANGUAGE));
  useTitle(page.data?.title);
  if (page.error) return <LoadError title={m.policyLoadFailed} error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  if (!page.data) {
    return (
      <Stack gap="sm" aria-label={c.loading}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  }
  // The server draws the owner's Markdown to safe HTML: their own HTML tags come as text, and only web and
  // mail addresses become links (src/server/pages/policy-pages.ts).
  return <Typography component="article" dangerouslySetInnerHTML={{ __html: page.data.html }} />;
}

/** /pages/returns, /pages/shipping, /pages/privacy, /pages/terms: the shop's policies, as the owner wrote them. */
export function PolicyPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  if (!isPolicySlug(slug)) return <NotFoundPage />;
  return (
    <Container size="md" py="xl">
      <PolicyText slug={slug} />
    </Container>
  );
}
