import { Group } from '@mantine/core';
import * as m from '@messages/home';
import { PlainButton } from './PlainButton.js';
import classes from './Pager.module.css';

/** The page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * Pagination as real links (`?page=N`), so every page of a list can be opened, bookmarked and crawled.
 * Hand-made rather than Mantine's Pagination to keep the first page's JavaScript small.
 */
export function Pager({ page, pages, hrefFor, onNavigate }: { page: number; pages: number; hrefFor: (page: number) => string; onNavigate?: () => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pages} className={classes.nav}>
      <Group gap={6} justify="center" component="ul" className={classes.list}>
        <li>
          <PlainButton href={hrefFor(page - 1)} variant="default" disabled={page <= 1} aria-label={m.previousPage} onClick={onNavigate}>
            ‹
          </PlainButton>
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <PlainButton
                href={hrefFor(p)}
                variant={p === page ? 'filled' : 'default'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={m.page({ page: p })}
                onClick={onNavigate}
              >
                {p}
              </PlainButton>
            </li>
          ),
        )}
        <li>
          <PlainButton href={hrefFor(page + 1)} variant="default" disabled={page >= pages} aria-label={m.nextPage} onClick={onNavigate}>
            ›
          </PlainButton>
        </li>
      </Group>
    </nav>
  );
}
