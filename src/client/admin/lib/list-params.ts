import { useLocation, useSearch } from 'wouter';
import { pageFromSearch } from '../../../shared/storefront-pages.js';

/** Rows per page on every admin table: enough to scan, small enough for a phone. */
export const ADMIN_PAGE_SIZE = 20;

export interface ListParams {
  keyword: string;
  page: number;
  /** Another query parameter of the address (a filter such as `status`), '' when absent. */
  param: (name: string) => string;
  /** The address of another page of this list, keeping the search and the filters. */
  hrefFor: (page: number) => string;
  /** Searches for `keyword` from page 1, replacing the history entry (typing is not navigation). */
  setKeyword: (keyword: string) => void;
  /** Sets (or with '' removes) a filter, from page 1. */
  setParam: (name: string, value: string) => void;
}

function listHref(location: string, search: URLSearchParams, changes: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value && !(name === 'page' && value === '1')) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `${location}?${query}` : location;
}

/**
 * The search text, filters and page of an admin list live in the address (`?keyword=…&status=…&page=…`),
 * so a filtered page can be reloaded, bookmarked or shared with a colleague, and Back returns to it after
 * an edit.
 */
export function useListParams(): ListParams {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 100);
  const page = pageFromSearch(search.get('page'));
  return {
    keyword,
    page,
    param: (name) => (search.get(name) ?? '').trim(),
    hrefFor: (next) => listHref(location, search, { page: String(next) }),
    setKeyword: (next) => {
      const trimmed = next.trim().slice(0, 100);
      if (trimmed !== keyword) navigate(listHref(location, search, { keyword: trimmed, page: '1' }), { replace: true });
    },
    setParam: (name, value) => {
      if ((search.get(name) ?? '') !== value) navigate(listHref(location, search, { [name]: value, page: '1' }));
    },
  };
}
