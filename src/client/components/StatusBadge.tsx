import type { ReactNode } from 'react';
import { PlainBadge, type PlainBadgeProps } from './PlainBadge.js';

/** Mantine's light greens and reds miss WCAG AA for small text; these pairs are above 6:1. */
const TONES = {
  good: { color: '#1d6b2c', bg: '#e3f6e7' },
  bad: { color: '#a3151d', bg: '#fde9ea' },
  info: { color: '#17457a', bg: '#e4eefa' },
  neutral: { color: '#3a3a3a', bg: '#ececec' },
} as const;

export type StatusTone = keyof typeof TONES;

export function StatusBadge({ tone, children, ...props }: { tone: StatusTone; children: ReactNode } & Pick<PlainBadgeProps, 'size' | 'title'>) {
  return (
    <PlainBadge {...TONES[tone]} {...props}>
      {children}
    </PlainBadge>
  );
}
