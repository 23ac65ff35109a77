/**
 * A storefront message with arguments, in ICU MessageFormat: `icu<{ count: number }>('{count, plural, one {# item}
 * other {# items}}')`. The build compiles each one into a small function of @messageformat/runtime
 * (vite.config.ts, docs/decisions/057-storefront-languages.md), so the browser never parses a message. Outside the
 * build (a test reading the catalogues) the message keeps its source, to be checked.
 */
export type Message<A> = ((args: A) => string) & { readonly source?: string };

export function icu<A extends Record<string, string | number | Date>>(source: string): Message<A> {
  const uncompiled = () => {
    throw new Error(`This message is compiled by the build (vite.config.ts): ${source}`);
  };
  return Object.assign(uncompiled, { source });
}
