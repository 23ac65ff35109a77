import { useLocation, useSearch } from 'wouter';
import { readPageParams, writePageParams } from '../../shared/storefront-pages.js';

/** The home page's list page from `?page=`, and the link to any other page of it. */
export function usePageParam(): [number, (page: number) => string] {
  const search = useSearch();
  const [location] = useLocation();
  const { page, filters } = readPageParams('home', search);
  const hrefFor = (next: number) => `${location}${writePageParams({ filters, page: next })}`;
  return [page, hrefFor];
}
