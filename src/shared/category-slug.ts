import { CATEGORY_SLUG_MAX } from './categories.js';

// Apart from categories.ts, which the storefront's first script imports: only the server and the admin's
// form make slugs.

/** The slug a name gives: lower case, accents dropped, every run of other characters one dash ('Men’s Wear' → 'men-s-wear'). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
}
