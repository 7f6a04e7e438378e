// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestTranslations } from '../support/translations';
import { FacetPanel } from '@/components/listing/facet-panel';
import { defaultListingQuery, toggleFacetValue, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';
import enListing from '@/locales/en/listing.json';
import { router } from '../layout/router-mock';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

const facets: ListingFacetsData = {
  category: [{ value: 'standing-desks', label: 'Standing Desks', count: 30, selected: false, swatch: null }],
  vendor: [
    { value: 'deskhaus', label: 'Deskhaus', count: 25, selected: false, swatch: null },
    { value: 'nordvik-studio', label: 'Nordvik Studio', count: 5, selected: false, swatch: null },
  ],
  colour: [
    { value: 'oak', label: 'Oak', count: 19, selected: false, swatch: '#caa272' },
    { value: 'walnut', label: 'Walnut', count: 14, selected: false, swatch: '#7b5236' },
  ],
  size: [],
  material: [],
  price: { currency: 'USD', minAmount: 29_900, maxAmount: 154_900, buckets: [{ min: 250, max: 500, count: 5, selected: false }] },
  rating: [
    { value: 4, count: 29, selected: false },
    { value: 3, count: 30, selected: false },
  ],
  inStock: { count: 28, selected: false },
};

function renderPanel(query: ListingQuery = defaultListingQuery()) {
  const onChange = vi.fn();
  render(
    <TestTranslations locale="en-US" translations={{ 'en-US': { listing: enListing } }}>
      <FacetPanel facets={facets} query={query} onChange={onChange} idPrefix="test" />
    </TestTranslations>,
  );
  return onChange;
}

describe('facet panel', () => {
  afterEach(cleanup);

  it('offers each facet that can narrow the list, with counts, and hides one with a single value', () => {
    router.locale = 'en-US';
    renderPanel();
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Walnut\s*14/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /\$250 to \$500\s*5/ })).toBeTruthy();
  });

  it('asks for the state with the value ticked (and page 1) when a box is clicked', () => {
    const onChange = renderPanel({ ...defaultListingQuery(), page: 3 });
    fireEvent.click(screen.getByRole('checkbox', { name: /Walnut/ }));
    expect(onChange).toHaveBeenCalledWith(toggleFacetValue({ ...defaultListingQuery(), page: 3 }, 'colour', 'walnut'));
    expect((onChange.mock.calls[0]?.[0] as ListingQuery).page).toBe(1);
  });

  it('applies a typed price range in major units', () => {
    const onChange = renderPanel();
    const price = screen.getByRole('group', { name: 'Price' });
    fireEvent.change(within(price).getByRole('spinbutton', { name: 'Minimum price in USD' }), { target: { value: '300' } });
    fireEvent.change(within(price).getByRole('spinbutton', { name: 'Maximum price in USD' }), { target: { value: '900.5' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Apply the price range' }));
    expect((onChange.mock.calls[0]?.[0] as ListingQuery).filters).toMatchObject({ minPrice: 300, maxPrice: 900.5 });
  });

  it('chooses a minimum rating and the in-stock filter', () => {
    const onChange = renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /4 stars & up/ }));
    expect((onChange.mock.calls[0]?.[0] as ListingQuery).filters.minRating).toBe(4);
    fireEvent.click(screen.getByRole('checkbox', { name: /In stock/ }));
    expect((onChange.mock.calls[1]?.[0] as ListingQuery).filters.inStock).toBe(true);
  });
});
