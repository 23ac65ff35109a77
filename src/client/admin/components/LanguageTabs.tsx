import { Stack, Tabs, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type LanguageTab = 'en' | 'hi';

/**
 * A form's texts by language (docs/decisions/056-languages.md): the English on the first tab, the Hindi on the
 * second under a line saying it is optional. Both panels stay mounted, so the form keeps every field; the
 * caller chooses the tab, e.g. the one with a field the server refused (`tabWithError`).
 */
export function LanguageTabs({
  what,
  tab,
  onTabChange,
  hindiNote,
  gap,
  english,
  hindi,
}: {
  /** What the texts are of: "product", "category". */
  what: string;
  tab: LanguageTab;
  onTabChange: (tab: LanguageTab) => void;
  hindiNote: string;
  gap: MantineSpacing;
  english: ReactNode;
  hindi: ReactNode;
}) {
  return (
    <Tabs value={tab} onChange={(value) => onTabChange(value === 'hi' ? 'hi' : 'en')} keepMounted>
      <Tabs.List aria-label={`The ${what}'s texts by language`}>
        <Tabs.Tab value="en">English</Tabs.Tab>
        <Tabs.Tab value="hi">
          <span lang="hi">हिन्दी</span> (Hindi)
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="en" pt={gap}>
        <Stack gap={gap}>{english}</Stack>
      </Tabs.Panel>
      <Tabs.Panel value="hi" pt={gap}>
        <Stack gap={gap}>
          <Text size="sm" c="dimmed">
            {hindiNote}
          </Text>
          {hindi}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** The tab showing a refused field: the English one first, then the Hindi one; null when neither has one. */
export function tabWithError(errors: Readonly<Record<string, unknown>>, english: readonly string[], hindi: readonly string[]): LanguageTab | null {
  if (english.some((field) => errors[field])) return 'en';
  if (hindi.some((field) => errors[field])) return 'hi';
  return null;
}
