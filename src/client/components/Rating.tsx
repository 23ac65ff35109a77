import { Group, Text } from '@mantine/core';
import { useId } from 'react';

/** One star, filled fully, half or not at all (the half uses a clip so it needs no second glyph). */
function Star({ fill, clipId }: { fill: 0 | 0.5 | 1; clipId: string }) {
  const d = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill === 0.5 && (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      )}
      <path d={d} fill="var(--mantine-color-gray-3)" />
      {fill > 0 && <path d={d} fill="var(--mantine-color-saffron-6)" clipPath={fill === 0.5 ? `url(#${clipId})` : undefined} />}
    </svg>
  );
}

/** Five stars in half steps, with the review count beside them when given. */
export function Rating({ value, text }: { value: number; text?: string }) {
  const id = useId();
  const rounded = Math.round(value * 2) / 2;
  const label = `Rated ${rounded} out of 5`;
  return (
    <Group gap={6} wrap="nowrap">
      <span role="img" aria-label={label} style={{ display: 'inline-flex', gap: 1 }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} clipId={`${id}-${n}`} fill={rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0} />
        ))}
      </span>
      {text && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Group>
  );
}

export const reviewCount = (n: number): string => `${n} ${n === 1 ? 'review' : 'reviews'}`;
