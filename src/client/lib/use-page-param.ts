import { useLocation, useSearch } from 'wouter';
import { pageFromSearch } from '../../shared/storefront-pages.js';

/** The list page from `?page=`, and the link to any other page of the same list. */
export function usePageParam(): [number, (page: number) => string] {
  const search = useSearch();
  const [location] = useLocation();
  const page = pageFromSearch(new URLSearchParams(search).get('page'));
  const hrefFor = (next: number) => (next > 1 ? `${location}?page=${next}` : location);
  return [page, hrefFor];
}
