import { useLocation, useSearch } from 'wouter';
import { pageFromSearch } from '../../../shared/storefront-pages.js';

/** Rows per page on every admin table: enough to scan, small enough for a phone. */
export const ADMIN_PAGE_SIZE = 20;

export interface ListParams {
  keyword: string;
  page: number;
  /** The address of another page of this list, keeping the search. */
  hrefFor: (page: number) => string;
  /** Searches for `keyword` from page 1, replacing the history entry (typing is not navigation). */
  setKeyword: (keyword: string) => void;
}

function listHref(location: string, keyword: string, page: number): string {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${location}?${query}` : location;
}

/**
 * The search text and page of an admin list live in the address (`?keyword=…&page=…`), so a filtered page
 * can be reloaded, bookmarked or shared with a colleague, and Back returns to it after an edit.
 */
export function useListParams(): ListParams {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 100);
  const page = pageFromSearch(search.get('page'));
  return {
    keyword,
    page,
    hrefFor: (next) => listHref(location, keyword, next),
    setKeyword: (next) => {
      const trimmed = next.trim().slice(0, 100);
      if (trimmed !== keyword) navigate(listHref(location, trimmed, 1), { replace: true });
    },
  };
}
