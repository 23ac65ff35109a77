import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * A synonym set changes what searches find at once: the sets and the search figures (whether a search that
 * found nothing finds something now) are fetched again, and so are product lists kept from earlier searches.
 */
function useRefetch() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.search.invalidate(), utils.products.invalidate()]);
}

export function useAddSynonyms(options?: ReactQueryOptions['search']['addSynonyms']) {
  const refetch = useRefetch();
  return trpc.search.addSynonyms.useMutation(withOwnSuccess(options, refetch));
}

export function useUpdateSynonyms(options?: ReactQueryOptions['search']['updateSynonyms']) {
  const refetch = useRefetch();
  return trpc.search.updateSynonyms.useMutation(withOwnSuccess(options, refetch));
}

export function useDeleteSynonyms(options?: ReactQueryOptions['search']['deleteSynonyms']) {
  const refetch = useRefetch();
  return trpc.search.deleteSynonyms.useMutation(withOwnSuccess(options, refetch));
}
