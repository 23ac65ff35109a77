import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Rating } from '../../components/Rating.js';
import { LoadError } from '../../components/LoadError.js';
import { formatDate } from '../../lib/format.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { trpc } from '../../trpc.js';
import { useReviewVisibility } from '../hooks/use-review-visibility.js';
import { TONE } from '../lib/tones.js';
import { PlainList } from '../../components/PlainList.js';

/** Every review of a product, hidden ones too, each with Hide or Show (an admin can hide a review; hidden ones no longer count in the rating). */
export function ReviewModeration({ productId }: { productId: string }) {
  const reviews = trpc.products.reviews.useQuery({ id: productId }, { staleTime: 0 });
  const visibility = useReviewVisibility({
    onSuccess: (_result, { hidden }) => toastSuccess(hidden ? 'Review hidden' : 'Review shown'),
    onError: toastError,
  });

  return (
    <Card padding="lg" component="section" aria-labelledby="reviews-heading" mt="lg">
      <Title order={2} fz={20} mb="xs" id="reviews-heading">
        Reviews
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Hidden reviews are not shown to shoppers and do not count in the rating. Nor does a review whose purchase was
        cancelled or refunded: the store settings say whether shoppers see it.
      </Text>
      {reviews.error ? (
        <LoadError title="Could not load the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : reviews.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : reviews.data.length === 0 ? (
        <Text c="dimmed">No Reviews</Text>
      ) : (
        <PlainList gap="sm" aria-label="Reviews of this product">
          {reviews.data.map((review) => {
            const busy = visibility.isPending && visibility.variables?.reviewId === review._id;
            return (
              <li key={review._id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 8, opacity: review.isHidden ? 0.85 : 1 }}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{review.name}</Text>
                      {review.verifiedPurchase ? (
                        <Badge size="sm" variant="light" color={TONE.green}>
                          Verified purchase
                        </Badge>
                      ) : null}
                      {review.purchaseWithdrawnAt ? (
                        <Badge size="sm" variant="outline" color={TONE.yellow}>
                          Purchase cancelled or refunded
                        </Badge>
                      ) : null}
                      {review.isHidden ? (
                        <Badge size="sm" variant="outline" color={TONE.red}>
                          Hidden
                        </Badge>
                      ) : null}
                    </Group>
                    <Rating value={review.rating} />
                    <Text size="xs" c="dimmed">
                      {formatDate(review.createdAt)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {review.comment}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant={review.isHidden ? 'light' : 'outline'}
                    color={review.isHidden ? 'brand' : TONE.red}
                    loading={busy}
                    aria-label={`${review.isHidden ? 'Show' : 'Hide'} the review by ${review.name}`}
                    onClick={() => visibility.mutate({ id: productId, reviewId: review._id, hidden: !review.isHidden })}
                  >
                    {review.isHidden ? 'Show' : 'Hide'}
                  </Button>
                </Group>
              </li>
            );
          })}
        </PlainList>
      )}
    </Card>
  );
}
