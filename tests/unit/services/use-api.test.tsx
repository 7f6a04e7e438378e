// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/api-error';
import type { ApiKey } from '@/services/swr-fetcher';
import { apiKey, useApi } from '@/services/use-api';

/** The network side of the fetcher is tested in swr-fetcher.test.ts; here only the hook's keys. */
const fetched = vi.hoisted(() => ({ keys: [] as unknown[], fail: undefined as unknown }));

vi.mock('@/services/swr-fetcher', () => ({
  swrFetcher: async (key: ApiKey) => {
    fetched.keys.push(key);
    if (fetched.fail !== undefined) throw fetched.fail;
    return { key };
  },
}));

// A fresh cache per test, so one test's answer is never another's.
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 10 }}>{children}</SWRConfig>;
}

beforeEach(() => {
  fetched.keys = [];
  fetched.fail = undefined;
});
// Unmounted hooks stop retrying: a retry timer left running would fire after the test environment is gone.
afterEach(cleanup);

describe('apiKey', () => {
  it('is null while the path is not known yet', () => {
    expect(apiKey(null, { page: 1 })).toBeNull();
    expect(apiKey(undefined)).toBeNull();
    expect(apiKey('')).toBeNull();
  });

  it('is the path alone without params and [path, params] with them', () => {
    expect(apiKey('/v1/me/reward')).toBe('/v1/me/reward');
    expect(apiKey('/v1/me/customer-referral-history', { page: 1 })).toEqual(['/v1/me/customer-referral-history', { page: 1 }]);
  });
});

describe('useApi', () => {
  it('fetches nothing while the path is null', async () => {
    const { result } = renderHook(() => useApi<unknown>(null, { page: 1 }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetched.keys).toEqual([]);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('fetches once the path exists and returns the data', async () => {
    const { result, rerender } = renderHook(({ path }: { path: string | null }) => useApi<{ key: ApiKey }>(path, { page: 2 }), {
      wrapper,
      initialProps: { path: null as string | null },
    });
    rerender({ path: '/v1/me/customer-referral-history' });
    await waitFor(() => expect(result.current.data).toEqual({ key: ['/v1/me/customer-referral-history', { page: 2 }] }));
  });

  it('does not retry a failure that would repeat (a 404)', async () => {
    fetched.fail = new ApiError({ kind: 'not-found', message: 'Not found', httpStatus: 404 });
    const { result } = renderHook(() => useApi<unknown>('/v1/me/reward'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(fetched.fail));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetched.keys).toHaveLength(1);
  });

  it('retries a transient failure (cannot connect)', async () => {
    fetched.fail = new ApiError({ kind: 'cannot-connect', message: 'Cannot connect' });
    renderHook(() => useApi<unknown>('/v1/me/reward'), { wrapper });
    await waitFor(() => expect(fetched.keys.length).toBeGreaterThan(1));
  });
});
