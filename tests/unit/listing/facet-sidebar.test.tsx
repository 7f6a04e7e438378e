// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { TestTranslations } from '../support/translations';
import { FacetSidebarPanel, SIDEBAR_SHOWN_MEDIA, useLiveFacetPanel, type LiveFacetPanel } from '@/components/listing/facet-sidebar';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';
import enListing from '@/locales/en/listing.json';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

/* Decision 0059: the filters sidebar's code loads only where the sidebar is displayed. */

const facets: ListingFacetsData = {
  category: [],
  vendor: [],
  colour: [
    { value: 'oak', label: 'Oak', count: 19, selected: false, swatch: '#caa272' },
    { value: 'walnut', label: 'Walnut', count: 14, selected: false, swatch: '#7b5236' },
  ],
  size: [],
  material: [],
  price: { currency: 'USD', minAmount: 29_900, maxAmount: 154_900, buckets: [] },
  rating: [],
  inStock: { count: 28, selected: false },
};

/** A media query list for the sidebar's breakpoint whose answer the test changes. */
function screenWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: wide,
    media: SIDEBAR_SHOWN_MEDIA,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = vi.fn(() => media as unknown as MediaQueryList);
  return {
    widen() {
      media.matches = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

const last: { seen: LiveFacetPanel | null } = { seen: null };
function Sidebar() {
  const live = useLiveFacetPanel();
  useEffect(() => {
    last.seen = live;
  });
  return <FacetSidebarPanel live={live.Panel} facets={facets} query={defaultListingQuery()} onChange={() => undefined} idPrefix="sidebar" />;
}

function renderSidebar() {
  render(
    <TestTranslations locale="en-US" translations={{ 'en-US': { listing: enListing } }}>
      <Sidebar />
    </TestTranslations>,
  );
}

afterEach(() => {
  cleanup();
  last.seen = null;
});

describe('the filters sidebar', () => {
  it('on a phone, where it is hidden, loads nothing and is settled at once', async () => {
    screenWidth(false);
    renderSidebar();
    await waitFor(() => expect(last.seen?.settled).toBe(true));
    expect(last.seen?.Panel).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('where it is displayed, loads the panel, shows live filters and only then says it is settled', async () => {
    screenWidth(true);
    renderSidebar();
    expect(last.seen?.settled).toBe(false);
    expect(await screen.findByRole('checkbox', { name: /^Oak/ })).toBeTruthy();
    expect(last.seen?.settled).toBe(true);
  });

  it('shows the panel when a narrow window becomes wide enough to display it', async () => {
    const width = screenWidth(false);
    renderSidebar();
    await waitFor(() => expect(last.seen?.settled).toBe(true));
    expect(screen.queryByRole('checkbox')).toBeNull();
    act(() => width.widen());
    expect(await screen.findByRole('checkbox', { name: /^Walnut/ })).toBeTruthy();
  });
});
