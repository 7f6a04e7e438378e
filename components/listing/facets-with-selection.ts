import { VALUE_FACETS } from '@/lib/catalog/listing-constants';
import type { ListingFilters } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';

/**
 * The facets as the shopper has just set them. Counts come from the last answer of the server,
 * which may still be on its way; what is ticked comes from the URL state, so a box shows ticked
 * the moment it is clicked.
 */
export function facetsWithSelection(facets: ListingFacetsData, filters: ListingFilters): ListingFacetsData {
  const result: ListingFacetsData = { ...facets };
  for (const facet of VALUE_FACETS) {
    const selected = filters[facet];
    const values = facets[facet].map((value) => ({ ...value, selected: selected.includes(value.value) }));
    result[facet] = values;
  }
  const hasRange = filters.minPrice !== null || filters.maxPrice !== null;
  result.price = {
    ...facets.price,
    buckets: facets.price.buckets.map((bucket) => ({
      ...bucket,
      selected: hasRange && (filters.minPrice ?? 0) === bucket.min && filters.maxPrice === bucket.max,
    })),
  };
  result.rating = facets.rating.map((option) => ({ ...option, selected: filters.minRating === option.value }));
  result.inStock = { ...facets.inStock, selected: filters.inStock };
  return result;
}
