import { PRICE_BUCKET_EDGES, RATING_THRESHOLDS, VALUE_FACETS, type ValueFacet } from '@/lib/catalog/listing-constants';
import type { ListingFilters } from '@/lib/catalog/listing-query';
import type { Language } from '@/lib/i18n/locales';
import { materialLabel } from './material-labels';
import type { FacetRow } from './repository';
import type { OptionLabel } from './repository-quick-views';
import type { FacetValue, ListingFacets, PriceBucket } from '@/lib/contracts/catalog/listing-schemas';

export interface PriceBucketBounds {
  min: number;
  max: number | null;
}

/** The stretches between the bucket edges, the last one open-ended (major units). */
export const PRICE_BUCKETS: readonly PriceBucketBounds[] = PRICE_BUCKET_EDGES.map((min, index) => ({
  min,
  max: PRICE_BUCKET_EDGES[index + 1] ?? null,
}));

export interface BuiltFacets {
  facets: ListingFacets;
  /** Products with every filter applied. */
  total: number;
  /** The next moment a flash sale of the scope starts or ends, when one does. */
  nextChangeAt: Date | null;
}

function humanize(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valuesOf(
  rows: readonly FacetRow[],
  facet: ValueFacet,
  selected: readonly string[],
  labelOf: (value: string, extra: string | null) => string,
  order: (a: FacetValue, b: FacetValue) => number,
): FacetValue[] {
  const values = new Map<string, FacetValue>();
  for (const row of rows) {
    if (row.facet !== facet || row.value === null) continue;
    values.set(row.value, {
      value: row.value,
      label: labelOf(row.value, row.extra),
      count: row.count ?? 0,
      selected: selected.includes(row.value),
      swatch: facet === 'colour' ? row.extra : null,
    });
  }
  // A ticked value that no product has any more still shows, so it can be unticked.
  for (const value of selected) {
    if (!values.has(value)) values.set(value, { value, label: labelOf(value, null), count: 0, selected: true, swatch: null });
  }
  return [...values.values()].sort(order);
}

const single = (rows: readonly FacetRow[], facet: string, value: string | null = null) =>
  rows.find((row) => row.facet === facet && (value === null || row.value === value));

/** Turns the facet rows of the repository into what pages and the API show. */
export function buildListingFacets(input: {
  rows: readonly FacetRow[];
  filters: ListingFilters;
  optionLabels: readonly OptionLabel[];
  language: Language;
  currency: string;
}): BuiltFacets {
  const { rows, filters, language } = input;
  const options = new Map(input.optionLabels.map((label) => [`${label.option}:${label.value}`, label]));
  const collator = new Intl.Collator(language);
  const byLabel = (a: FacetValue, b: FacetValue) => collator.compare(a.label, b.label);
  const byOptionPosition = (option: 'colour' | 'size') => (a: FacetValue, b: FacetValue) =>
    (options.get(`${option}:${a.value}`)?.position ?? Number.MAX_SAFE_INTEGER) - (options.get(`${option}:${b.value}`)?.position ?? Number.MAX_SAFE_INTEGER) ||
    byLabel(a, b);
  const optionLabel = (option: 'colour' | 'size') => (value: string) => options.get(`${option}:${value}`)?.label ?? humanize(value);
  const labelOrValue = (value: string, extra: string | null) => extra ?? humanize(value);

  const valueFacets = Object.fromEntries(
    VALUE_FACETS.map((facet) => {
      const selected = filters[facet];
      switch (facet) {
        case 'colour':
        case 'size':
          return [facet, valuesOf(rows, facet, selected, optionLabel(facet), byOptionPosition(facet))];
        case 'material':
          return [facet, valuesOf(rows, facet, selected, (value) => materialLabel(value, language), byLabel)];
        default:
          return [facet, valuesOf(rows, facet, selected, labelOrValue, byLabel)];
      }
    }),
  ) as Record<ValueFacet, FacetValue[]>;

  const buckets: PriceBucket[] = PRICE_BUCKETS.flatMap((bounds, index) => {
    const count = single(rows, 'price_bucket', String(index))?.count ?? 0;
    const selected = (filters.minPrice ?? 0) === bounds.min && filters.maxPrice === bounds.max && (filters.minPrice !== null || filters.maxPrice !== null);
    return count > 0 || selected ? [{ ...bounds, count, selected }] : [];
  });
  const priceMin = single(rows, 'price_min')?.count ?? null;
  const priceMax = single(rows, 'price_max')?.count ?? null;
  const nextChange = single(rows, 'next_change')?.count ?? null;

  return {
    facets: {
      ...valueFacets,
      price: {
        currency: input.currency,
        minAmount: priceMin,
        maxAmount: priceMax,
        buckets,
      },
      rating: RATING_THRESHOLDS.map((value) => ({
        value,
        count: single(rows, 'rating', String(value))?.count ?? 0,
        selected: filters.minRating === value,
      })),
      inStock: { count: single(rows, 'in_stock')?.count ?? 0, selected: filters.inStock },
    },
    total: single(rows, 'total')?.count ?? 0,
    nextChangeAt: nextChange === null ? null : new Date(nextChange * 1000),
  };
}
