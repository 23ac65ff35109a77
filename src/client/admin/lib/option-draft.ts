/**
 * The options editor's working copy of a product's options: each option and value remembers the name it
 * was saved under (`was`), so a rename keeps its variants on the server (docs/decisions/043-variants.md).
 */
import type { Product } from '../../../shared/schemas/product.js';
import type { ProductOptionsInput } from '../../../shared/schemas/variants.js';
import { MAX_VARIANTS } from '../../../shared/variants.js';

export interface DraftValue {
  key: string;
  value: string;
  colour: string | null;
  /** The saved name; undefined for a value added here. */
  was?: string;
}

export interface DraftOption {
  key: string;
  name: string;
  was?: string;
  values: DraftValue[];
}

let lastKey = 0;
export const draftKey = (): string => `draft-${++lastKey}`;

export function toDraft(options: Product['options']): DraftOption[] {
  return options.map((option) => ({
    key: draftKey(),
    name: option.name,
    was: option.name,
    values: option.values.map((value) => ({ key: draftKey(), value: value.value, colour: value.colour, was: value.value })),
  }));
}

export function toOptionsInput(draft: readonly DraftOption[]): ProductOptionsInput['options'] {
  return draft.map((option) => ({
    name: option.name.trim(),
    ...(option.was === undefined ? {} : { was: option.was }),
    values: option.values.map((value) => ({ value: value.value, colour: value.colour, ...(value.was === undefined ? {} : { was: value.was }) })),
  }));
}

/** How many variants the options make (every combination). */
export function combinationCount(draft: readonly DraftOption[]): number {
  return draft.length === 0 ? 1 : draft.reduce((count, option) => count * option.values.length, 1);
}

export const tooManyCombinations = (draft: readonly DraftOption[]): string | undefined => {
  const count = combinationCount(draft);
  return count > MAX_VARIANTS ? `These options make ${count} combinations: a product can have at most ${MAX_VARIANTS} variants` : undefined;
};

export function sameText(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en-IN') === b.trim().toLocaleLowerCase('en-IN');
}

/** 'S and M', 'S, M or L'. */
function inWords(words: readonly string[], conjunction = 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** 'size and colour': option names as a sentence names them. */
const namesInWords = (names: readonly string[]) => inWords(names.map((name) => name.trim().toLocaleLowerCase('en-IN')));

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/**
 * What saving these options would clear, in words for the owner to confirm; undefined when nothing in
 * stock is lost. The server does the same (src/server/catalog/manage-variants.ts).
 */
export function stockWarning(product: Pick<Product, 'options' | 'variants' | 'countInStock'>, draft: readonly DraftOption[]): string | undefined {
  if (product.options.length === 0) {
    if (draft.length === 0 || product.countInStock === 0) return undefined;
    return `The ${units(product.countInStock)} in stock will be cleared: stock each ${namesInWords(draft.map((o) => o.name))} afterwards.`;
  }
  if (draft.length === 0) {
    if (product.variants.length <= 1 || product.countInStock === 0) return undefined;
    return `The ${units(product.countInStock)} in stock across ${product.variants.length} variants will be cleared: set the stock afterwards.`;
  }
  // Values taken out: their variants go, with their stock.
  const continued = product.options.map((option) => draft.find((d) => sameText(d.was ?? d.name, option.name)));
  const removed = product.options.map((option, i) => {
    const next = continued[i];
    if (!next) return new Set<string>();
    return new Set(option.values.map((v) => v.value).filter((value) => !next.values.some((d) => sameText(d.was ?? d.value, value))));
  });
  const gone = product.variants.filter((variant) => variant.optionValues.some((value, i) => removed[i]?.has(value)));
  // Options taken out: of the variants left with the same values, the first stays and the others go.
  const seen = new Set<string>();
  const merged = product.variants.filter((variant) => {
    if (gone.includes(variant)) return false;
    const key = JSON.stringify(variant.optionValues.filter((_, i) => continued[i]).map((value) => value.toLocaleLowerCase('en-IN')));
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  const stockOf = (variants: readonly Product['variants'][number][]) => variants.reduce((sum, variant) => sum + variant.countInStock, 0);
  const warnings: string[] = [];
  if (stockOf(gone) > 0) warnings.push(`The variants with ${inWords([...new Set(removed.flatMap((set) => [...set]))], 'or')} will be removed, with their ${units(stockOf(gone))} in stock.`);
  if (stockOf(merged) > 0) {
    const dropped = product.options.filter((_, i) => !continued[i]).map((option) => option.name);
    warnings.push(`Without ${inWords(dropped)}, one variant of each remaining combination stays: the ${units(stockOf(merged))} in stock of the others will be cleared.`);
  }
  return warnings.length > 0 ? warnings.join(' ') : undefined;
}
