import { configureStore } from '@reduxjs/toolkit';
import { createBrowserCheckoutPersistence, type CheckoutPersistence } from './checkout-persistence';
import { createCheckoutStorageListener } from './listeners/checkout-storage-listener';
import { rootReducer, type RootState } from './root-reducer';
import { createCookieTokenStore } from './session-cookies';
import type { SessionApi, TokenStore } from './session-types';
import { createSessionGate, type StoreExtra } from './store-extra';
import { unwiredSessionApi } from './unwired-session-api';

export type { RootState } from './root-reducer';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  sessionApi?: SessionApi;
  /** Defaults to the session cookies; tests pass an in-memory one. */
  tokenStore?: TokenStore;
  /** Defaults to local storage and the promo-code cookie. */
  checkoutPersistence?: CheckoutPersistence;
}

/**
 * One store per request on the server and per page in the browser: nothing is shared between
 * two stores, including the session gate that allows one refresh attempt per page.
 */
export function makeStore(options: MakeStoreOptions = {}) {
  const extra: StoreExtra = {
    sessionApi: options.sessionApi ?? unwiredSessionApi,
    tokenStore: options.tokenStore ?? createCookieTokenStore(),
    checkoutPersistence: options.checkoutPersistence ?? createBrowserCheckoutPersistence(),
    sessionGate: createSessionGate(),
  };
  const checkoutStorage = createCheckoutStorageListener(extra.checkoutPersistence);

  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(checkoutStorage.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
