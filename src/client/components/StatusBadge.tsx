import { Badge, type BadgeProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Mantine's light greens and reds miss WCAG AA for small text; these pairs are above 6:1. */
const TONES = {
  good: { '--badge-color': '#1d6b2c', '--badge-bg': '#e3f6e7' },
  bad: { '--badge-color': '#a3151d', '--badge-bg': '#fde9ea' },
  info: { '--badge-color': '#17457a', '--badge-bg': '#e4eefa' },
  neutral: { '--badge-color': '#3a3a3a', '--badge-bg': '#ececec' },
} as const;

export type StatusTone = keyof typeof TONES;

export function StatusBadge({ tone, children, ...props }: { tone: keyof typeof TONES; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'> & { title?: string }) {
  return (
    <Badge variant="light" style={TONES[tone] as CSSProperties} {...props}>
      {children}
    </Badge>
  );
}
