import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

/** True while the element is narrower than `minWidth`: measured before paint, then on every resize. */
export function useNarrowerThan(minWidth: number) {
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
 * ResponsiveTable for the storefront's pages, as a plain <table> with the look of the theme's Table (its
 * rows `xs` apart): a storefront page needs none of Mantine's Table code, which brings its scroll area with
 * it (docs/decisions/019-page-weight.md). The children are plain thead, tbody, tr, th and td elements.
 */
export function PlainResponsiveTable({ minWidth, children, ...labels }: { minWidth: number; children: ReactNode; 'aria-label'?: string; 'aria-labelledby'?: string }) {
  const [ref, stacked] = useNarrowerThan(minWidth);
  return (
    <div ref={ref} className={classes.frame} data-stacked={stacked || undefined}>
      <table className={classes.table} style={stacked ? undefined : { minWidth }} {...labels}>
        {children}
      </table>
    </div>
  );
}
