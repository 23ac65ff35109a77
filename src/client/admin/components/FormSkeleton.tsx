import { Card, Skeleton, Stack } from '@mantine/core';

/** An edit form's place while its data loads: a card of six grey field-sized bars. */
export function FormSkeleton() {
  return (
    <Card padding="lg">
      <Stack gap="md" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    </Card>
  );
}
