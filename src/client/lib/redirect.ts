import { useSearch } from 'wouter';

/** The `?redirect=` target, kept to paths on this shop (never another site); '/' by default. */
export function useRedirectTarget(): string {
  const target = new URLSearchParams(useSearch()).get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}
