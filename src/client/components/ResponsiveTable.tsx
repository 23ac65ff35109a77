import { Table, type TableProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './ResponsiveTable.module.css';

/** True while the element is narrower than `minWidth`: measured before paint, then on every resize. */
function useNarrowerThan(minWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setNarrow(element.clientWidth < minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidth]);
  return [ref, narrow] as const;
}

/**
 * A table that never pushes columns off a narrow screen: while its box is narrower than `minWidth`, each
 * row is shown as a card of 'label: value' lines (the labels come from each cell's `data-label`; cells
 * without one, such as action buttons, stand alone). It stays a table for screen readers either way.
 */
export function ResponsiveTable({ minWidth, ...props }: TableProps & { minWidth: number }) {
  const [ref, stacked] = useNarrowerThan(minWidth);
  return (
    <div ref={ref} className={classes.frame} data-stacked={stacked || undefined}>
      <Table {...props} miw={stacked ? undefined : minWidth} />
    </div>
  );
}
