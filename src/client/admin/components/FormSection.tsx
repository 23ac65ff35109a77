import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of an admin form's fields: a fieldset named by its heading. */
export function FormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-labelledby={id}>
      <Title order={2} fz={18} mb="sm" id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}
