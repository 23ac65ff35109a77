/**
 * A product's options and variants as both sides read them (docs/decisions/043-variants.md): up to three
 * options, each with its values in the owner's order; each variant names one value per option, in the
 * options' order. A product sold one way only has no options and one variant without values.
 */

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIANTS = 100;
export const MAX_PRODUCT_IMAGES = 10;

export interface OptionValue {
  value: string;
  /** A colour to show as a swatch (#rrggbb), when the owner gives one. */
  colour: string | null;
}

export interface ProductOption {
  name: string;
  values: OptionValue[];
}

/** 'Size: M · Colour: Indigo': how carts, orders, e-mails and invoices name a variant; '' for none. */
export function variantTitle(options: readonly Pick<ProductOption, 'name'>[], optionValues: readonly string[]): string {
  return options
    .map((option, i) => (optionValues[i] === undefined ? '' : `${option.name}: ${optionValues[i]}`))
    .filter(Boolean)
    .join(' · ');
}

/** 'Cotton Kurta (Size: M · Colour: Indigo)': an order line's product and variant in one phrase. */
export const describeLine = (name: string, title: string | null | undefined): string => (title ? `${name} (${title})` : name);

/** The options kept as JSON on the product; anything malformed reads as none. */
export function parseOptions(json: string): ProductOption[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((option: unknown) => {
      if (typeof option !== 'object' || option === null) return [];
      const { name, values } = option as { name?: unknown; values?: unknown };
      if (typeof name !== 'string' || !Array.isArray(values)) return [];
      const kept = values.flatMap((v: unknown) => {
        if (typeof v !== 'object' || v === null) return [];
        const { value, colour } = v as { value?: unknown; colour?: unknown };
        return typeof value === 'string' ? [{ value, colour: typeof colour === 'string' ? colour : null }] : [];
      });
      return [{ name, values: kept }];
    });
  } catch {
    return [];
  }
}
