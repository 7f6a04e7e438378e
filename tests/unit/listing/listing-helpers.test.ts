import { makeT } from '@/lib/i18n/translate';
import { describe, expect, it } from 'vitest';
import { chooseVariant, optionChoices } from '@/components/listing/choose-variant';
import { facetsWithSelection } from '@/components/listing/facets-with-selection';
import { pageWindow } from '@/components/listing/listing-pagination';
import { priceRangeLabel } from '@/components/listing/price-range-label';
import { emptyListingFilters } from '@/lib/catalog/listing-query';
import type { ListingFacetsData, QuickViewVariantData } from '@/lib/catalog/listing-types';
import { catalogPagePaths, inEveryLocale } from '@/server/catalog/revalidation/catalog-page-paths';
import en from '@/locales/en/listing.json';

const price = { amount: 100, compareAtAmount: null, currency: 'USD', flashSalePercentOff: null };
function variant(sku: string, options: Record<string, string>, isDefault = false): QuickViewVariantData {
  return {
    sku,
    isDefault,
    imageKey: sku,
    colourHex: '#000000',
    inStock: true,
    purchasable: true,
    availability: 'in-stock',
    price,
    options: Object.entries(options).map(([name, value]) => ({ name: name as 'colour' | 'size' | 'frame', value, label: value.toUpperCase() })),
  };
}

describe('pagination window', () => {
  it('shows first, last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    // A gap of one page shows the page itself rather than an ellipsis.
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
  });
});

describe('quick-view variant choice', () => {
  const variants = [
    variant('A', { colour: 'oak', size: '120x60' }, true),
    variant('B', { colour: 'walnut', size: '120x60' }),
    variant('C', { colour: 'oak', size: '160x80' }),
    variant('D', { colour: 'walnut', size: '160x80' }),
  ];

  it('lists each option once with its values in order', () => {
    expect(optionChoices(variants).map((choice) => [choice.name, choice.values.map((value) => value.value)])).toEqual([
      ['colour', ['oak', 'walnut']],
      ['size', ['120x60', '160x80']],
    ]);
  });

  it('keeps the other choices when one option changes', () => {
    const current = variants[2] as QuickViewVariantData;
    expect(chooseVariant(variants, current, 'colour', 'walnut').sku).toBe('D');
    expect(chooseVariant(variants, variants[1] as QuickViewVariantData, 'size', '160x80').sku).toBe('D');
  });

  it('falls back to any variant with the value when no exact combination exists', () => {
    const sparse = [variant('A', { colour: 'oak', size: '120x60' }, true), variant('B', { colour: 'walnut', size: '160x80' })];
    expect(chooseVariant(sparse, sparse[0] as QuickViewVariantData, 'colour', 'walnut').sku).toBe('B');
  });
});

describe('facets as the shopper has just set them', () => {
  const facets: ListingFacetsData = {
    category: [],
    vendor: [],
    colour: [
      { value: 'black', label: 'Black', count: 3, selected: false, swatch: '#000' },
      { value: 'white', label: 'White', count: 2, selected: true, swatch: '#fff' },
    ],
    size: [],
    material: [],
    price: { currency: 'USD', minAmount: 100, maxAmount: 900, buckets: [{ min: 0, max: 100, count: 1, selected: false }] },
    rating: [{ value: 4, count: 2, selected: false }],
    inStock: { count: 4, selected: false },
  };

  it('tick what the URL says, whatever the last server answer said', () => {
    const filters = { ...emptyListingFilters(), colour: ['black'], maxPrice: 100, minRating: 4 as const, inStock: true };
    const shown = facetsWithSelection(facets, filters);
    expect(shown.colour.map((value) => value.selected)).toEqual([true, false]);
    expect(shown.price.buckets[0]?.selected).toBe(true);
    expect(shown.rating[0]?.selected).toBe(true);
    expect(shown.inStock.selected).toBe(true);
    expect(shown.colour[0]?.count).toBe(3);
  });
});

describe('price range labels', () => {
  const t = makeT({ listing: en }, 'en-US', ['listing']);
  const label = (min: number | null, max: number | null, currency = 'USD', locale = 'en-US') => priceRangeLabel({ min, max, currency, locale, t });

  it('reads as a shopper would say it, in the shop’s currency', () => {
    expect(label(null, 100)).toBe('Up to $100');
    expect(label(250, 500)).toBe('$250 to $500');
    expect(label(2000, null)).toBe('$2,000 and above');
    expect(label(0, null)).toBe('');
    expect(label(199.99, null, 'EUR', 'de-DE')).toBe('199,99\u00a0€ and above');
  });
});

describe('pages a catalog change re-renders', () => {
  it('for a product: its page, its category, its store and the pages that list any product', () => {
    const paths = catalogPagePaths({ products: [{ productSlug: 'lumo', categorySlug: 'standing-desks', vendorSlug: 'deskhaus' }], categorySlugs: [], vendorSlugs: [] });
    expect(paths.sort()).toEqual(['/', '/group-buy', '/hybrid', '/sale', '/standing-desks', '/standing-desks/lumo', '/store/deskhaus'].sort());
  });

  it('for a product of a closed store, no store page', () => {
    const paths = catalogPagePaths({ products: [{ productSlug: 'x', categorySlug: 'storage', vendorSlug: null }], categorySlugs: [], vendorSlugs: [] });
    expect(paths.some((path) => path.startsWith('/store/'))).toBe(false);
  });

  it('in every locale, the default one without prefix', () => {
    expect(inEveryLocale(['/', '/sale'])).toEqual(['/', '/en-CA', '/en-GB', '/fr-FR', '/de-DE', '/sale', '/en-CA/sale', '/en-GB/sale', '/fr-FR/sale', '/de-DE/sale']);
  });
});
