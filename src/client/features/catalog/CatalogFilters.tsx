import { Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
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

/** Sort, category, brand (with counts), price range, minimum rating and in stock only, for a search or category page. */
export function CatalogFilters({ filters, onChange, brands, searching }: CatalogFiltersProps) {
  const hydrated = useHydrated();
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((s) => searching || s !== 'relevance');
  const defaultSort: ProductSort = searching ? 'relevance' : 'newest';
  const shownBrands = [...brands.slice(0, SHOWN_BRANDS), ...filters.brands.filter((b) => !brands.slice(0, SHOWN_BRANDS).some((c) => c.brand === b)).map((brand) => ({ brand, count: 0 }))];

  const [minPrice, setMinPrice] = useState<string | number>(filters.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState<string | number>(filters.maxPrice ?? '');
  const [shownPrices, setShownPrices] = useState([filters.minPrice, filters.maxPrice]);
  if (shownPrices[0] !== filters.minPrice || shownPrices[1] !== filters.maxPrice) {
    // Back, or a shared link: the boxes show the address's prices.
    setShownPrices([filters.minPrice, filters.maxPrice]);
    setMinPrice(filters.minPrice ?? '');
    setMaxPrice(filters.maxPrice ?? '');
  }
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const bound = (value: string | number) => (value === '' || value === undefined ? undefined : Number(value));
    onChange({ ...filters, minPrice: bound(minPrice), maxPrice: bound(maxPrice) });
  };

  return (
    // Disabled until hydrated: a server-drawn filter changed before its handlers exist would be undone.
    <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
    <Stack gap="md" component="section" aria-label="Filters">
      <Select
        label="Sort by"
        data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={filters.sort ?? defaultSort}
        onChange={(value) => onChange({ ...filters, sort: !value || value === defaultSort ? undefined : (value as ProductSort) })}
        allowDeselect={false}
      />
      {searching && (
        <Select
          label="Category"
          data={[{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: c }))]}
          value={filters.category ?? ''}
          onChange={(value) => onChange({ ...filters, category: (value || undefined) as ListFilters['category'] })}
          allowDeselect={false}
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
          <NumberInput aria-label="Minimum price" placeholder="Min" min={0} decimalScale={2} value={minPrice} onChange={setMinPrice} w={90} hideControls />
          <NumberInput aria-label="Maximum price" placeholder="Max" min={0} decimalScale={2} value={maxPrice} onChange={setMaxPrice} w={90} hideControls />
          <Button type="submit" variant="light" size="sm">
            Go
          </Button>
        </Group>
      </form>
      <Select
        label="Customer rating"
        data={[{ value: '', label: 'Any rating' }, ...[4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r}★ & up` }))]}
        value={filters.rating ? String(filters.rating) : ''}
        onChange={(value) => onChange({ ...filters, rating: value ? Number(value) : undefined })}
        allowDeselect={false}
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
