// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ApiClientBridge } from '@/components/layout/api-client-bridge';
import { currentApiClientConfig } from '@/services/api-client-config';
import { createDeferredStore } from '@/store/deferred-store';
import { makeStore } from '@/store/make-store';
import { tokensSet } from '@/store/slices/auth-slice';
import { asDeferredStore } from '../support/deferred-store';
import { createFakeSessionApi, createMemoryCheckoutPersistence, createMemoryTokenStore } from '../store/support/session-builders';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

const setTokenCookie = (value: string) => {
  document.cookie = `token=${value}; path=/`;
};
const clearTokenCookie = () => {
  document.cookie = 'token=; max-age=0; path=/';
};

describe('the API client bridge (decision 0067)', () => {
  afterEach(() => {
    cleanup();
    clearTokenCookie();
  });

  it('sends the session cookie’s token while the deferred store has not restored the session', () => {
    setTokenCookie('cookie.jwt.token');
    const store = createDeferredStore(
      { sessionApi: createFakeSessionApi(), tokenStore: createMemoryTokenStore().tokenStore, checkoutPersistence: createMemoryCheckoutPersistence().persistence },
      () => new Promise(() => undefined),
    );
    render(
      <Provider store={store}>
        <ApiClientBridge />
      </Provider>,
    );
    expect(store.loadedNow()).toBeNull();
    expect(currentApiClientConfig().getAccessToken()).toBe('cookie.jwt.token');
  });

  it('sends the store’s token once it holds one, and none when neither has a session', () => {
    const store = makeStore();
    render(
      <Provider store={asDeferredStore(store)}>
        <ApiClientBridge />
      </Provider>,
    );
    expect(currentApiClientConfig().getAccessToken()).toBeUndefined();
    store.dispatch(tokensSet({ accessToken: 'store.jwt.token', hasRefreshSession: true }));
    setTokenCookie('older.cookie.token');
    expect(currentApiClientConfig().getAccessToken()).toBe('store.jwt.token');
  });
});
