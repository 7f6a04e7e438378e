// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { readOrderAccessKey } from '@/components/checkout/order-access';
import { useOrderFromQuery } from '@/components/orders/use-order';
import { makeStore } from '@/store/make-store';
import { resetRouter } from '../layout/router-mock';
import { asDeferredStore } from '../support/deferred-store';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
const placed = vi.hoisted(() => ({ accessKey: null as ((code: string) => string | null) | null }));
vi.mock('@/services/order-hooks', () => ({
  usePlacedOrder: (input: { accessKey: (code: string) => string | null }) => {
    placed.accessKey = input.accessKey;
    return { data: undefined, error: undefined, isLoading: true, key: null };
  },
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={asDeferredStore(makeStore())}>{children}</Provider>;
const KEY = 'ZMksxZ0IqVoh_xzdhLCh1hmckmrK9Kxr';

describe('"View your order" in a mail opens the order on any device (issue 20)', () => {
  it('reads the order with the access key of the link, and keeps it for a reload', () => {
    resetRouter({ query: { order: 'DH40008367', access_key: KEY } });
    renderHook(() => useOrderFromQuery(), { wrapper });
    expect(placed.accessKey?.('DH40008367')).toBe(KEY);
    expect(readOrderAccessKey('DH40008367')).toBe(KEY);
  });

  it('ignores a malformed key and falls back to the one the checkout kept', () => {
    resetRouter({ query: { order: 'DH40008367', access_key: 'short' } });
    renderHook(() => useOrderFromQuery(), { wrapper });
    expect(placed.accessKey?.('DH40008367')).toBeNull();
  });
});
