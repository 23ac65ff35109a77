import { Alert, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { RATING_LABELS } from '../../../shared/constants.js';
import { PlainSelect } from '../../components/PlainSelect.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { useAddReview } from './use-add-review.js';

function ReviewForm({ productId }: { productId: string }) {
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addReview = useAddReview({
    onSuccess: () => {
      toastSuccess('Review Submitted!');
      setRating('');
      setComment('');
    },
    onError: toastError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setError('Please choose a rating');
    if (!comment.trim()) return setError('Please write a comment');
    setError(null);
    addReview.mutate({ id: productId, rating: Number(rating), comment });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PlainSelect
          label="Rating"
          value={rating}
          onChange={setRating}
          options={[{ value: '', label: 'Select...' }, ...([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: RATING_LABELS[n] }))]}
          required
        />
        <Textarea label="Comment" value={comment} onChange={(e) => setComment(e.currentTarget.value)} minRows={3} autosize required />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={addReview.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const BUYERS_ONLY_NOTE = 'Only customers who bought this product can review it. Once your order is paid or delivered, you can write one here.';

/** Reviews come from buyers only: the server says whether this shopper bought the product. */
export default function ReviewIfBought({ productId }: { productId: string }) {
  const canReview = trpc.products.canReview.useQuery({ id: productId }, { staleTime: 0 });
  if (canReview.isPending) return <Skeleton height={120} />;
  if (canReview.error) {
    return (
      <Text c="red.8" size="sm" role="alert">
        {errorMessage(canReview.error)}
      </Text>
    );
  }
  if (!canReview.data.canReview) {
    return (
      <Alert color="brand" variant="light">
        {BUYERS_ONLY_NOTE}
      </Alert>
    );
  }
  return <ReviewForm productId={productId} />;
}

