import { Center, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormCard } from './FormCard.js';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <FormCard maxWidth={440} shadow>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {subtitle}
        </Text>
        {children}
      </FormCard>
    </Center>
  );
}

/** A text field's value from a sent form ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
