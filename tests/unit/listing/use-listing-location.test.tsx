// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useListingLocation } from '@/components/listing/use-listing-query';
import { setInStock, setSort } from '@/lib/catalog/listing-query';
import { resetRouter, router } from '../layout/router-mock';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

const walnut = { colour: 'walnut' };

/** A push the test settles by hand, as the router does when its navigation ends. */
function deferredPush() {
  let settle: (done: boolean) => void = () => undefined;
  router.push = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return (done: boolean) => settle(done);
}

describe('listing location', () => {
  beforeEach(() => {
    resetRouter({ pathname: '/standing-desks', asPath: '/standing-desks?colour=walnut', query: walnut });
    // The address bar shows what the router shows, as after a normal page load.
    window.history.replaceState(null, '', '/standing-desks?colour=walnut');
  });
  afterEach(cleanup);

  it('shows a change at once, before the router has moved the URL', () => {
    deferredPush();
    const { result } = renderHook(() => useListingLocation());
    act(() => void result.current.navigate(setInStock(result.current.query, true)));
    expect(result.current.query.filters.inStock).toBe(true);
  });

  it('follows the URL again once the navigation settles, even if no render saw the new URL (Back right after)', async () => {
    const settle = deferredPush();
    const { result, rerender } = renderHook(() => useListingLocation());
    act(() => void result.current.navigate(setInStock(result.current.query, true)));
    // The shopper pressed Back before any render showed ?in_stock=1: the router is on the old URL.
    await act(async () => settle(true));
    rerender();
    expect(result.current.query.filters.inStock).toBe(false);
    expect(result.current.query.filters.colour).toEqual(['walnut']);
  });

  it('drops a change still on its way when the shopper goes Back, though its navigation never settles', () => {
    deferredPush();
    const { result } = renderHook(() => useListingLocation());
    act(() => void result.current.navigate(setInStock(result.current.query, true)));
    expect(result.current.query.filters.inStock).toBe(true);
    // Back returns to this very URL (the router's query never showed ?in_stock=1).
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.query.filters.inStock).toBe(false);
    expect(result.current.query.filters.colour).toEqual(['walnut']);
  });

  it('keeps a newer change shown while an older navigation settles', async () => {
    const settleFirst = deferredPush();
    const { result } = renderHook(() => useListingLocation());
    act(() => void result.current.navigate(setInStock(result.current.query, true)));
    deferredPush();
    const newer = setSort(result.current.query, 'price_asc');
    act(() => void result.current.navigate(newer));
    await act(async () => settleFirst(false));
    expect(result.current.query.sort).toBe('price_asc');
  });

  it('shows what the address bar says after Back, though a late push left the router one step ahead', () => {
    // Two quick ticks, then Back: the second push finished after the Back, so the router's query
    // has both colours while the address bar is back on one (seen under 6x CPU throttling).
    resetRouter({ pathname: '/standing-desks', asPath: '/standing-desks?colour=black&colour=grey', query: { colour: ['black', 'grey'] } });
    window.history.replaceState(null, '', '/standing-desks?colour=black&colour=grey');
    const { result } = renderHook(() => useListingLocation());
    expect(result.current.query.filters.colour).toEqual(['black', 'grey']);
    act(() => {
      window.history.replaceState(null, '', '/standing-desks?colour=black');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.query.filters.colour).toEqual(['black']);
  });
});
