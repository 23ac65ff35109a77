import { Button, Checkbox, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CATEGORIES, type ProductSort } from '../../../shared/constants.js';
import type { BrandCount } from '../../../shared/schemas/product.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { hasFilters, SORT_LABELS, type ListFilters } from './list-filters.js';

/** Brands listed in the filter: the most common ones for the search or category. */
const SHOWN_BRANDS = 12;

interface CatalogFiltersProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  brands: BrandCount[];
  /** A search page sorts by relevance by default and may narrow to a category; a category page neither. */
  searching: boolean;
}

const priceText = (price: number | undefined) => (price === undefined ? '' : String(price));

/** Sort, category, brand (with counts), price range, minimum rating and in stock only, for a search or category page. */
export function CatalogFilters({ filters, onChange, brands, searching }: CatalogFiltersProps) {
  const hydrated = useHydrated();
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
      <NativeSelect
        label="Sort by"
        data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={filters.sort ?? defaultSort}
        onChange={(event) => {
          const value = event.currentTarget.value as ProductSort;
          onChange({ ...filters, sort: value === defaultSort ? undefined : value });
        }}
      />
      {searching && (
        <NativeSelect
          label="Category"
          data={[{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: c }))]}
          value={filters.category ?? ''}
          onChange={(event) => onChange({ ...filters, category: (event.currentTarget.value || undefined) as ListFilters['category'] })}
        />
      )}
      {shownBrands.length > 0 && (
        <Checkbox.Group label="Brand" value={filters.brands} onChange={(value) => onChange({ ...filters, brands: value })}>
          <Stack gap={6} mt={6}>
            {shownBrands.map(({ brand, count }) => (
              <Checkbox key={brand} value={brand} label={`${brand} (${count})`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <form onSubmit={applyPrices} aria-label="Price range">
        <Text size="sm" fw={500} mb={4}>
          Price (Rs)
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput type="number" inputMode="decimal" min={0} step="0.01" aria-label="Minimum price" placeholder="Min" value={minPrice} onChange={(event) => setMinPrice(event.currentTarget.value)} w={90} />
          <TextInput type="number" inputMode="decimal" min={0} step="0.01" aria-label="Maximum price" placeholder="Max" value={maxPrice} onChange={(event) => setMaxPrice(event.currentTarget.value)} w={90} />
          <Button type="submit" variant="light" size="sm">
            Go
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Customer rating"
        data={[{ value: '', label: 'Any rating' }, ...[4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r}★ & up` }))]}
        value={filters.rating ? String(filters.rating) : ''}
        onChange={(event) => onChange({ ...filters, rating: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
      />
      <Switch label="In stock only" checked={filters.inStock} onChange={(event) => onChange({ ...filters, inStock: event.currentTarget.checked })} />
      {hasFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange({ brands: [], inStock: false, sort: filters.sort })}>
          Clear filters
        </Button>
      )}
    </Stack>
    </fieldset>
  );
}
