import type { CategoryNode } from '../../../shared/categories.js';
import { trpc } from '../../trpc.js';

const NONE: CategoryNode[] = [];

/**
 * The shop's categories as a tree, in the owner's order. Every page the server sends carries them, as it
 * carries the settings (src/server/web/page-data.ts), so this rarely calls the API; an owner's change fetches
 * them again.
 */
export function useCategories(): CategoryNode[] {
  return trpc.categories.list.useQuery(undefined, { staleTime: 5 * 60_000 }).data ?? NONE;
}
