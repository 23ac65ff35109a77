import { Card, Skeleton, Table, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError.js';
import { Pager } from '../../components/Pager.js';
import { ResponsiveTable } from '../../components/ResponsiveTable.js';
import { shortId } from '../../lib/format.js';

interface PageInfo {
  page: number;
  pages: number;
}

/**
 * A server-paginated admin table (rows become cards on narrow screens), shows skeleton rows while the first
 * page loads, the failure or an empty message in place of rows, and page links under it.
 */
export function AdminTable({
  labelledBy,
  headers,
  minWidth,
  loading,
  error,
  onRetry,
  empty,
  rowCount,
  pageInfo,
  hrefFor,
  children,
}: {
  labelledBy: string;
  headers: ReactNode[];
  minWidth: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  rowCount: number;
  pageInfo: PageInfo | undefined;
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  // A page past the end (the last row of the last page was deleted, or an old link): go to the last one.
  const beyondEnd = pageInfo !== undefined && rowCount === 0 && pageInfo.page > pageInfo.pages;
  useEffect(() => {
    if (beyondEnd) navigate(hrefFor(pageInfo.pages), { replace: true });
  }, [beyondEnd, pageInfo, hrefFor, navigate]);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: 6 }, (_, i) => (
      <Table.Tr key={i} aria-hidden="true">
        {headers.map((_, j) => (
          <Table.Td key={j}>
            <Skeleton height={18} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rowCount === 0 && !error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={headers.length}>
          <Text c="dimmed" ta="center" py="lg">
            {empty}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = children;
  }

  return (
    <>
      {error ? <LoadError title="Could not load the list" error={error} onRetry={onRetry} retrying={loading} /> : null}
      <Card padding={0}>
        <ResponsiveTable minWidth={minWidth} striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={labelledBy} aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, i) => (
                <Table.Th key={i} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </ResponsiveTable>
      </Card>
      {pageInfo ? <Pager page={pageInfo.page} pages={pageInfo.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

/** A header cell's text for screen readers only (action columns have no visible heading). */
export function HiddenHeader({ children }: { children: string }) {
  return <span className="visually-hidden">{children}</span>;
}

/** A row's ID cell: the short form (or the row's own name, such as an order's number), monospaced, with the full ID in its tooltip. */
export function IdCell({ id, name }: { id: string; name?: string }) {
  return (
    <Table.Td data-label="ID" ff="monospace" style={{ whiteSpace: 'nowrap' }} title={id}>
      {name ?? shortId(id)}
    </Table.Td>
  );
}
