import { Alert, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/product-review';
import { PlainSelect } from '../../components/PlainSelect.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { errorMessage, type RouterOutputs } from '../../trpc.js';
import { useAddReview } from './use-add-review.js';

function ReviewForm({ productId }: { productId: string }) {
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addReview = useAddReview({
    onSuccess: () => {
      toastSuccess(m.reviewSubmitted);
      setRating('');
      setComment('');
    },
    onError: toastError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setError(m.chooseRating);
    if (!comment.trim()) return setError(m.writeComment);
    setError(null);
    addReview.mutate({ id: productId, rating: Number(rating), comment });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PlainSelect
          label={m.rating}
          value={rating}
          onChange={setRating}
          options={[{ value: '', label: m.select }, ...([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: m.ratingLabels[n] }))]}
          required
        />
        <Textarea label={m.comment} value={comment} onChange={(e) => setComment(e.currentTarget.value)} minRows={3} autosize required />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={addReview.isPending}>
            {m.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a shopper who has reviewed the product is told instead of the form, by where their review is. */
function yourReviewNote(review: { hidden: boolean; purchaseWithdrawn: boolean }, shown: boolean): string {
  if (review.hidden) return m.reviewHidden;
  if (review.purchaseWithdrawn) return m.reviewWithdrawn;
  return shown ? m.thanksMarked : m.thanks;
}

/**
 * Reviews come from buyers only, one each: the server says whether this shopper bought the product and
 * whether they have reviewed it (`standing`, asked by the product page, which marks their review).
 */
export default function ReviewIfBought({
  productId,
  standing,
  shown,
}: {
  productId: string;
  standing: { isPending: boolean; error: unknown; data?: RouterOutputs['products']['canReview'] };
  /** Whether the shopper's own review is in the page's list. */
  shown: boolean;
}) {
  if (standing.isPending) return <Skeleton height={120} />;
  if (!standing.data) {
    return (
      <Text c="red.8" size="sm" role="alert">
        {errorMessage(standing.error)}
      </Text>
    );
  }
  const { canReview, yourReview } = standing.data;
  if (yourReview) {
    return (
      <Alert color="brand" variant="light">
        {yourReviewNote(yourReview, shown)}
      </Alert>
    );
  }
  if (!canReview) {
    return (
      <Alert color="brand" variant="light">
        {m.buyersOnly}
      </Alert>
    );
  }
  return <ReviewForm productId={productId} />;
}
