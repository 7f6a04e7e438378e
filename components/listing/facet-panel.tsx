import { useTranslation } from '@/components/i18n/use-translation';
import type { ValueFacet as ValueFacetName } from '@/lib/catalog/listing-constants';
import { setInStock, setMinRating, setPriceRange, toggleFacetValue, type ListingQuery } from '@/lib/catalog/listing-query';
import type { FacetValueData, ListingFacetsData } from '@/lib/catalog/listing-types';
import { FacetGroup } from './facet-group';
import { facetsWithSelection } from './facets-with-selection';
import { PriceFacet } from './price-facet';
import { RatingFacet } from './rating-facet';
import { StockFacet } from './stock-facet';
import { ValueFacet } from './value-facet';

export interface FacetPanelProps {
  facets: ListingFacetsData;
  query: ListingQuery;
  onChange(query: ListingQuery): void;
  /** Keeps ids unique when the sidebar and the drawer are both on the page. */
  idPrefix: string;
}

/* A facet with one value cannot narrow anything (the category facet of a category page, the
 * vendor facet of a store); it shows only while a value of it is ticked. */
function worthShowing(values: readonly FacetValueData[]): boolean {
  return values.length > 1 || values.some((value) => value.selected);
}

const VALUE_GROUPS_BEFORE_PRICE: readonly ValueFacetName[] = ['category'];
const VALUE_GROUPS_AFTER_PRICE: readonly ValueFacetName[] = ['colour', 'size', 'material', 'vendor'];

/** Every facet of the listing, in the order shoppers narrow furniture: what, how much, how it looks. */
export function FacetPanel({ facets: answered, query, onChange, idPrefix }: FacetPanelProps) {
  const { t } = useTranslation('listing');
  const { filters } = query;
  const facets = facetsWithSelection(answered, filters);
  const valueGroup = (facet: ValueFacetName) =>
    worthShowing(facets[facet]) ? (
      <FacetGroup key={facet} title={t(`facets.${facet}`)} activeCount={filters[facet].length}>
        <ValueFacet values={facets[facet]} onToggle={(value) => onChange(toggleFacetValue(query, facet, value))} />
      </FacetGroup>
    ) : null;
  const hasPrices = facets.price.minAmount !== null || filters.minPrice !== null || filters.maxPrice !== null;
  return (
    <div>
      {VALUE_GROUPS_BEFORE_PRICE.map(valueGroup)}
      {hasPrices ? (
        <FacetGroup title={t('facets.price')} activeCount={filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0}>
          <PriceFacet
            idPrefix={idPrefix}
            price={facets.price}
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            onChange={(min, max) => onChange(setPriceRange(query, min, max))}
          />
        </FacetGroup>
      ) : null}
      {VALUE_GROUPS_AFTER_PRICE.map(valueGroup)}
      <FacetGroup title={t('facets.rating')} activeCount={filters.minRating === null ? 0 : 1}>
        <RatingFacet idPrefix={idPrefix} rating={facets.rating} selected={filters.minRating} onChange={(rating) => onChange(setMinRating(query, rating))} />
      </FacetGroup>
      <FacetGroup title={t('facets.availability')} activeCount={filters.inStock ? 1 : 0}>
        <StockFacet idPrefix={idPrefix} inStock={facets.inStock} onChange={(inStock) => onChange(setInStock(query, inStock))} />
      </FacetGroup>
    </div>
  );
}
