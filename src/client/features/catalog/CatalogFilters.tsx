import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as m from '@messages/catalog-filters';
import { localName } from '@messages/locale';
import type { ProductSort } from '../../../shared/constants.js';
import type { BrandCount } from '../../../shared/schemas/product.js';
import { filterInput, type ListFilters, type ProductListQuery } from '../../../shared/storefront-pages.js';
import { CrossIcon } from '../../components/icons.js';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainInput } from '../../components/PlainInput.js';
import { PlainSelect } from '../../components/PlainSelect.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { trpc } from '../../trpc.js';
import { categoryOptions } from './category-options.js';
import { useCategories } from './use-categories.js';
import classes from './CatalogFilters.module.css';
import { activeFilterCount, hasFilters } from './list-filters.js';
import { afterNextPaint } from '../../lib/after-paint.js';

/** Brands listed in the filter: the most common ones for the search or category. */
const SHOWN_BRANDS = 12;

/** Typing a price in the drawer waits this long before the products are counted again. */
const COUNT_DELAY_MS = 250;

interface CatalogFiltersProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  brands: BrandCount[];
  /** A search page sorts by relevance by default and may narrow to a category; a category page neither. */
  searching: boolean;
  /** The page's own list (its keyword or category) without filters: what the phone's drawer counts its choice in. */
  listInput: ProductListQuery;
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

/** A typed price as the list takes it: blank or not a number is no bound; never below 0, at most 2 decimals. */
const priceBound = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Math.round(Math.max(0, Number(value)) * 100) / 100);

function sortOptions(searching: boolean) {
  const sorts = (Object.keys(m.sortLabels) as ProductSort[]).filter((s) => searching || s !== 'relevance');
  return { options: sorts.map((value) => ({ value, label: m.sortLabels[value] })), defaultSort: (searching ? 'relevance' : 'newest') as ProductSort };
}

/** The filters the two forms share (the side column and the phone's drawer); each change is a new set of filters. */
function useFilterFields({ filters, onChange, brands, searching }: Omit<CatalogFiltersProps, 'listInput'>) {
  const categories = categoryOptions(useCategories(), (c) => c.slug, localName);
  const topBrands = brands.slice(0, SHOWN_BRANDS);
  const shownBrands = [...topBrands, ...filters.brands.filter((b) => !topBrands.some((c) => c.brand === b)).map((brand) => ({ brand, count: 0 }))];
  return {
    category: searching && (
      <PlainSelect
        label={m.category}
        options={[{ value: '', label: m.allCategories }, ...categories]}
        value={filters.category ?? ''}
        onChange={(value) => onChange({ ...filters, category: value || undefined })}
      />
    ),
    brand: shownBrands.length > 0 && (
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{m.brand}</legend>
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
    ),
    rating: (
      <PlainSelect
        label={m.customerRating}
        options={[{ value: '', label: m.anyRating }, ...[4, 3, 2, 1].map((r) => ({ value: String(r), label: m.ratingAndUp({ rating: r }) }))]}
        value={filters.rating ? String(filters.rating) : ''}
        onChange={(value) => onChange({ ...filters, rating: value ? Number(value) : undefined })}
      />
    ),
    inStock: (
      <FilterCheck asSwitch checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })}>
        {m.inStockOnly}
      </FilterCheck>
    ),
  };
}

function PriceFields({ min, max, onMin, onMax, children }: { min: string; max: string; onMin: (value: string) => void; onMax: (value: string) => void; children?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={500} mb={4}>
        {m.priceRs}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PlainInput type="number" inputMode="decimal" min={0} step="0.01" aria-label={m.minimumPrice} placeholder={m.min} value={min} onChange={(event) => onMin(event.currentTarget.value)} wrapperStyle={{ width: 90 }} />
        <PlainInput type="number" inputMode="decimal" min={0} step="0.01" aria-label={m.maximumPrice} placeholder={m.max} value={max} onChange={(event) => onMax(event.currentTarget.value)} wrapperStyle={{ width: 90 }} />
        {children}
      </Group>
    </>
  );
}

/** The full filters from 48em (above the products, beside them from 62em): every change applies at once, the prices with Go. */
function SideFilters({ filters, onChange, brands, searching }: Omit<CatalogFiltersProps, 'listInput'>) {
  const hydrated = useHydrated();
  const { options, defaultSort } = sortOptions(searching);
  const fields = useFilterFields({ filters, onChange, brands, searching });

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
    onChange({ ...filters, minPrice: priceBound(minPrice), maxPrice: priceBound(maxPrice) });
  };

  return (
    // Disabled until hydrated: a server-drawn filter changed before its handlers exist would be undone.
    <fieldset disabled={!hydrated} className={`${classes.frame} ${classes.side}`}>
    <Stack gap="md" component="section" aria-labelledby="filters-heading">
      <h2 id="filters-heading" className="visually-hidden">
        {m.filters}
      </h2>
      <PlainSelect
        label={m.sortBy}
        options={options}
        value={filters.sort ?? defaultSort}
        onChange={(value) => onChange({ ...filters, sort: value === defaultSort ? undefined : (value as ProductSort) })}
      />
      {fields.category}
      {fields.brand}
      <form onSubmit={applyPrices} aria-label={m.priceRange}>
        <PriceFields min={minPrice} max={maxPrice} onMin={setMinPrice} onMax={setMaxPrice}>
          <PlainButton type="submit" variant="light">
            {m.go}
          </PlainButton>
        </PriceFields>
      </form>
      {fields.rating}
      {fields.inStock}
      {hasFilters(filters) && (
        <PlainButton variant="subtle" onClick={() => onChange({ brands: [], inStock: false, sort: filters.sort })}>
          {m.clearFilters}
        </PlainButton>
      )}
    </Stack>
    </fieldset>
  );
}

/**
 * `value` once it has stayed the same for `ms`. Not @mantine/hooks' useDebouncedValue: the header's search box
 * uses that one too, and a module two lazy chunks share becomes a chunk of its own, one more entry in the
 * list of chunks every page's first script carries (docs/decisions/019-page-weight.md).
 */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 'Show 12 products' for what the drawer has chosen, counted by the server (one product asked for, its total
 * read); a price being typed is counted once the typing pauses.
 */
function useChoiceCount(listInput: ProductListQuery, chosen: ListFilters): string {
  // Compared as text: a new object for the same choice is no change to wait for.
  const choice = JSON.stringify(filterInput({ ...chosen, sort: undefined }));
  const counted = useSettled(choice, COUNT_DELAY_MS);
  const count = trpc.products.list.useQuery(
    { ...listInput, ...(JSON.parse(counted) as ReturnType<typeof filterInput>), pageNumber: 1, pageSize: 1 },
    { placeholderData: (previous) => previous },
  );
  // While the count for a change is on its way the button promises no number.
  const total = counted === choice && !count.isPlaceholderData ? count.data?.total : undefined;
  return total === undefined ? m.showProducts : m.showCount({ count: total });
}

const NO_FILTERS: ListFilters = { brands: [], inStock: false };

/**
 * The phone's filters (below 48em): a row with a 'Filters (2)' button and the sort, so the first products
 * are on the first screen; the button opens the filters in a drawer (a modal <dialog>: the browser keeps the
 * focus in it, Escape closes it, the page behind is inert). The drawer edits a copy, counts the products it
 * would show, and changes the address only on Apply.
 */
function PhoneFilters({ filters, onChange, brands, searching, listInput }: CatalogFiltersProps) {
  const hydrated = useHydrated();
  const { options, defaultSort } = sortOptions(searching);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <>
      <fieldset disabled={!hydrated} className={`${classes.frame} ${classes.phone}`}>
        <PlainButton variant="default" aria-haspopup="dialog" onClick={() => setOpen(true)} leftSection={<FiltersIcon />}>
          {active > 0 ? m.filtersCount({ count: active }) : m.filters}
        </PlainButton>
        <div className={classes.sort}>
          <PlainSelect
            label={m.sortBy}
            hideLabel
            options={options}
            value={filters.sort ?? defaultSort}
            onChange={(value) => onChange({ ...filters, sort: value === defaultSort ? undefined : (value as ProductSort) })}
          />
        </div>
      </fieldset>
      {open && <FilterDrawer filters={filters} brands={brands} searching={searching} listInput={listInput} onChange={onChange} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The drawer's choice goes to `onChange` when applied; `onClose` once it has closed (applied, Escape, Close or the backdrop). */
function FilterDrawer({ filters, onChange, onClose, brands, searching, listInput }: CatalogFiltersProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  const [minPrice, setMinPrice] = useState(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(filters.maxPrice));
  const chosen: ListFilters = { ...draft, minPrice: priceBound(minPrice), maxPrice: priceBound(maxPrice) };
  const apply = useChoiceCount(listInput, chosen);
  const fields = useFilterFields({ filters: draft, onChange: setDraft, brands, searching });
  // The tap paints the backdrop at once; the fields are drawn in a task of their own after it, and the sheet
  // rises with them (docs/decisions/059-paint-before-the-next-page.md).
  const [filled, setFilled] = useState(false);
  useEffect(() => afterNextPaint(() => setFilled(true)), []);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The page behind stays where it is while the drawer is open (a modal dialog leaves it scrollable).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);
  // Closed by the browser's close(), which gives the focus back to the Filters button.
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className={classes.drawer}
      data-filling={filled ? undefined : ''}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, around its panel) closes it, as Escape does.
        if (event.target === event.currentTarget) close();
      }}
    >
      <form
        className={classes.panel}
        onSubmit={(event) => {
          event.preventDefault();
          close();
          // The drawer closes at once; the list for the new filters follows.
          afterNextPaint(() => onChange(chosen));
        }}
      >
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {m.filters}
          </h2>
          {/* PlainButton, not PlainIconButton: no other lazily loaded part uses that one, and each the entry
              exports for them adds to every page's first script. */}
          <PlainButton variant="subtle" aria-label={m.close} className={classes.close} onClick={close}>
            <CrossIcon size={20} />
          </PlainButton>
        </div>
        <Stack gap="md" className={classes.body}>
          {filled && (
            <>
              {fields.category}
              {fields.brand}
              <div role="group" aria-label={m.priceRange}>
                <PriceFields min={minPrice} max={maxPrice} onMin={setMinPrice} onMax={setMaxPrice} />
              </div>
              {fields.rating}
              {fields.inStock}
            </>
          )}
        </Stack>
        <div className={classes.foot}>
          <PlainButton
            variant="default"
            onClick={() => {
              setDraft({ ...NO_FILTERS, sort: filters.sort });
              setMinPrice('');
              setMaxPrice('');
            }}
          >
            {m.clear}
          </PlainButton>
          <PlainButton type="submit" className={classes.apply}>
            {apply}
          </PlainButton>
        </div>
      </form>
    </dialog>
  );
}

function FiltersIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4" />
    </svg>
  );
}

/**
 * Sort, category, brand (with counts), price range, minimum rating and in stock only, for a search or category
 * page: shown in full from 48em, behind a 'Filters' button on a phone. Both are drawn (by the server too) and
 * CSS shows the one for the screen, so nothing moves when the script arrives.
 */
export function CatalogFilters(props: CatalogFiltersProps) {
  return (
    <>
      <PhoneFilters {...props} />
      <SideFilters filters={props.filters} onChange={props.onChange} brands={props.brands} searching={props.searching} />
    </>
  );
}
