/**
 * The options editor warns before saving options that clear stock (src/client/admin/lib/option-draft.ts).
 * Its words must match what the server then does (src/server/catalog/manage-variants.ts): for each kind of
 * change, the units the warning names are exactly the units the product loses, and no warning means none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockWarning, toDraft, toOptionsInput, type DraftOption } from '../../src/client/admin/lib/option-draft.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const caller = () => callerFor(t.deps, admin.user);
const named = (...values: string[]) => values.map((value) => ({ value }));

/** A product with Size S/M/L × Colour Red/Blue, each variant stocked 1, 2, 3, … in order. */
async function stockedProduct(): Promise<Product> {
  const { id } = createProduct(t.deps, { pricePaise: 40_000 });
  const product = await caller().variants.setOptions({
    id,
    options: [
      { name: 'Size', values: named('S', 'M', 'L') },
      { name: 'Colour', values: named('Red', 'Blue') },
    ],
  });
  return caller().variants.update({ id, variants: product.variants.map((variant, i) => ({ id: variant.id, countInStock: i + 1 })) });
}

const unitsIn = (warning: string | undefined) => [...(warning ?? '').matchAll(/(\d+) units? in stock/g)].reduce((sum, match) => sum + Number(match[1]), 0);

/** Saves the edited draft and answers what the warning said and what the product lost. */
async function save(product: Product, edit: (draft: DraftOption[]) => DraftOption[]) {
  const draft = edit(toDraft(product.options));
  const warning = stockWarning(product, draft);
  const saved = await caller().variants.setOptions({ id: product._id, options: toOptionsInput(draft) });
  return { warning, warned: unitsIn(warning), lost: product.countInStock - saved.countInStock };
}

describe('the warning before saving options names the stock the server clears', () => {
  it('from one way to options: all of it', async () => {
    const { id } = createProduct(t.deps, { countInStock: 12 });
    const product = await caller().products.byId({ id });
    const result = await save(product, () => [{ key: 'k', name: 'Size', values: [{ key: 'v', value: 'S', colour: null }] }]);
    expect(result.warning).toBe('The 12 units in stock will be cleared: stock each size afterwards.');
    expect(result.lost).toBe(12);
  });

  it('back to one way from several variants: all of it', async () => {
    const product = await stockedProduct();
    const result = await save(product, () => []);
    expect(result.warning).toBe('The 21 units in stock across 6 variants will be cleared: set the stock afterwards.');
    expect(result.lost).toBe(21);
  });

  it('a value taken out: the stock of its variants', async () => {
    const product = await stockedProduct();
    const result = await save(product, (draft) => draft.map((option) => ({ ...option, values: option.values.filter((v) => v.value !== 'Blue') })));
    expect(result.warning).toBe('The variants with Blue will be removed, with their 12 units in stock.');
    expect(result.warned).toBe(result.lost);
  });

  it('an option taken out: the stock of all but the first variant of each combination left', async () => {
    const product = await stockedProduct();
    const result = await save(product, (draft) => draft.filter((option) => option.name !== 'Colour'));
    expect(result.warning).toBe('Without Colour, one variant of each remaining combination stays: the 12 units in stock of the others will be cleared.');
    expect(result.warned).toBe(result.lost);
  });

  it('a value and an option taken out together', async () => {
    const product = await stockedProduct();
    const result = await save(product, (draft) =>
      draft.filter((option) => option.name !== 'Size').map((option) => ({ ...option, values: option.values.filter((v) => v.value !== 'Red') })),
    );
    expect(result.warned).toBe(result.lost);
    expect(result.lost).toBeGreaterThan(0);
  });

  it('values renamed, reordered and added: no warning, nothing lost', async () => {
    const product = await stockedProduct();
    const result = await save(product, (draft) =>
      [...draft].reverse().map((option) => ({
        ...option,
        values: [...option.values.map((v) => (v.value === 'Blue' ? { ...v, value: 'Indigo' } : v)).reverse(), { key: 'new', value: 'XL', colour: null }],
      })),
    );
    expect(result.warning).toBeUndefined();
    expect(result.lost).toBe(0);
  });
});
