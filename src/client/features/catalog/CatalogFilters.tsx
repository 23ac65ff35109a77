import { Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ProductSort } from '../../../shared/constants.js';
import type { BrandCount } from '../../../shared/schemas/product.js';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainInput } from '../../components/PlainInput.js';
import { PlainSelect } from '../../components/PlainSelect.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { categoryOptions } from './category-options.js';
import { useCategories } from './use-categories.js';
import classes from './CatalogFilters.module.css';
import type { ListFilters } from '../../../shared/storefront-pages.js';
import { hasFilters, SORT_LABELS } from './list-filters.js';

/** Brands listed in the filter: the most common ones for the search or category. */
const SHOWN_BRANDS = 12;

interface CatalogFiltersProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  brands: BrandCount[];
  /** A search page sorts by relevance by default and may narrow to a category; a category page neither. */
  searching: boolean;
}

function FilterCheck({ checked, onChange, asSwitch = false, children }: { checked: boolean; onChange: (checked: boolean) => void; asSwitch?: boolean; children: ReactNode }) {
  return (
    <label className={classes.option}>
      <input type="checkbox" role={asSwitch ? 'switch' : undefined} className={asSwitch ? classes.switch : classes.check} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {children}
    </label>
  );
}

const priceText = (price: number | undefined) => (price === undefined ? '' : String(price));

/** Sort, category, brand (with counts), price range, minimum rating and in stock only, for a search or category page. */
export function CatalogFilters({ filters, onChange, brands, searching }: CatalogFiltersProps) {
  const hydrated = useHydrated();
  const categories = categoryOptions(useCategories(), (c) => c.slug);
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((s) => searching || s !== 'relevance');
  const defaultSort: ProductSort = searching ? 'relevance' : 'newest';
  const shownBrands = [...brands.slice(0, SHOWN_BRANDS), ...filters.brands.filter((b) => !brands.slice(0, SHOWN_BRANDS).some((c) => c.brand === b)).map((brand) => ({ brand, count: 0 }))];

  const [minPrice, setMinPrice] = useState<string>(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState<string>(priceText(filters.maxPrice));
  const [shownPrices, setShownPrices] = useState([filters.minPrice, filters.maxPrice]);
  if (shownPrices[0] !== filters.minPrice || shownPrices[1] !== filters.maxPrice) {
    // Back, or a shared link: the boxes show the address's prices.
    setShownPrices([filters.minPrice, filters.maxPrice]);
    setMinPrice(priceText(filters.minPrice));
    setMaxPrice(priceText(filters.maxPrice));
  }
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const bound = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Math.max(0, Number(value)));
    onChange({ ...filters, minPrice: bound(minPrice), maxPrice: bound(maxPrice) });
  };

  return (
    // Disabled until hydrated: a server-drawn filter changed before its handlers exist would be undone.
    <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
    <Stack gap="md" component="section" aria-labelledby="filters-heading">
      <h2 id="filters-heading" className="visually-hidden">
        Filters
      </h2>
      <PlainSelect
        label="Sort by"
        options={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={filters.sort ?? defaultSort}
        onChange={(value) => onChange({ ...filters, sort: value === defaultSort ? undefined : (value as ProductSort) })}
      />
      {searching && (
        <PlainSelect
          label="Category"
          options={[{ value: '', label: 'All categories' }, ...categories]}
          value={filters.category ?? ''}
          onChange={(value) => onChange({ ...filters, category: value || undefined })}
        />
      )}
      {shownBrands.length > 0 && (
        <fieldset className={classes.group}>
          <legend className={classes.legend}>Brand</legend>
          <div className={classes.options}>
            {shownBrands.map(({ brand, count }) => (
              <FilterCheck
                key={brand}
                checked={filters.brands.includes(brand)}
                onChange={(checked) => onChange({ ...filters, brands: checked ? [...filters.brands, brand] : filters.brands.filter((b) => b !== brand) })}
              >
                {`${brand} (${count})`}
              </FilterCheck>
            ))}
          </div>
        </fieldset>
      )}
      <form onSubmit={applyPrices} aria-label="Price range">
        <Text size="sm" fw={500} mb={4}>
          Price (Rs)
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <PlainInput type="number" inputMode="decimal" min={0} step="0.01" aria-label="Minimum price" placeholder="Min" value={minPrice} onChange={(event) => setMinPrice(event.currentTarget.value)} wrapperStyle={{ width: 90 }} />
          <PlainInput type="number" inputMode="decimal" min={0} step="0.01" aria-label="Maximum price" placeholder="Max" value={maxPrice} onChange={(event) => setMaxPrice(event.currentTarget.value)} wrapperStyle={{ width: 90 }} />
          <PlainButton type="submit" variant="light">
            Go
          </PlainButton>
        </Group>
      </form>
      <PlainSelect
        label="Customer rating"
        options={[{ value: '', label: 'Any rating' }, ...[4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r}★ & up` }))]}
        value={filters.rating ? String(filters.rating) : ''}
        onChange={(value) => onChange({ ...filters, rating: value ? Number(value) : undefined })}
      />
      <FilterCheck asSwitch checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })}>
        In stock only
      </FilterCheck>
      {hasFilters(filters) && (
        <PlainButton variant="subtle" onClick={() => onChange({ brands: [], inStock: false, sort: filters.sort })}>
          Clear filters
        </PlainButton>
      )}
    </Stack>
    </fieldset>
  );
}
