import { Title, type MantineSpacing } from '@mantine/core';
import { PlainCard } from './PlainCard.js';
import type { ReactNode } from 'react';

/** A card that is a page section, named by its heading (`id` ties the two together for screen readers). */
export function SectionCard({ id, title, titleMb = 'sm', children }: { id: string; title: ReactNode; titleMb?: MantineSpacing; children: ReactNode }) {
  return (
    <PlainCard padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} mb={titleMb} id={id}>
        {title}
      </Title>
      {children}
    </PlainCard>
  );
}
