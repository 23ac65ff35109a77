import type { CSSProperties } from 'react';
import classes from './Placeholder.module.css';

/** Space held for something still loading, pulsing gently (Placeholder.module.css). */
export function Placeholder({ height, width, radius = 'lg', marginBottom }: { height: number; width?: CSSProperties['width']; radius?: 'sm' | 'md' | 'lg'; marginBottom?: string }) {
  return <div className={classes.placeholder} style={{ height, width, marginBottom, borderRadius: `var(--mantine-radius-${radius})` }} />;
}
