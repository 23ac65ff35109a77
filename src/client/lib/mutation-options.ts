/** The caller's success callback as react-query passes it: (data, variables, onMutateResult, context). */
type SuccessCallback = (...args: never[]) => unknown;

/**
 * A feature hook's mutation options: the caller's (toasts, navigation, form state), with the feature's own
 * cache work run first on success. Both start at once; the mutation counts as pending until both are done,
 * so a list being refreshed keeps its button busy, as before.
 */
export function withOwnSuccess<TOptions extends { onSuccess?: SuccessCallback }>(
  options: TOptions | undefined,
  own: (...args: Parameters<NonNullable<TOptions['onSuccess']>>) => unknown,
): TOptions {
  const theirs = options?.onSuccess as ((...args: Parameters<NonNullable<TOptions['onSuccess']>>) => unknown) | undefined;
  return {
    ...options,
    onSuccess: async (...args: Parameters<NonNullable<TOptions['onSuccess']>>) => {
      await Promise.all([own(...args), theirs?.(...args)]);
    },
  } as TOptions;
}
