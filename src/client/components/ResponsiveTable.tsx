import { Table, type TableProps } from '@mantine/core';
import { useNarrowerThan } from './PlainTable.js';
import classes from './ResponsiveTable.module.css';

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
