import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list without bullets, numbers or indent, its items stacked `gap` apart; `ordered` makes it an <ol>. */
export function PlainList({
  ordered = false,
  gap,
  children,
  ...labels
}: {
  ordered?: boolean;
  gap: StackProps['gap'];
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} gap={gap} style={{ listStyle: 'none', margin: 0, padding: 0 }} {...labels}>
      {children}
    </Stack>
  );
}
