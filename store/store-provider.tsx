import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createDeferredStore } from './deferred-store';
import type { MakeStoreOptions } from './make-store';

export interface StoreProviderProps extends MakeStoreOptions {
  children: ReactNode;
}

const loadStoreRuntime = () => import('./store-runtime');

/**
 * Makes the store once per mount: a fresh one for every server render, one for the life of
 * the page in the browser. Options are read on the first render only, like useState's seed.
 * The store is deferred (decision 0056): Redux Toolkit and the reducers load after the window's
 * load event, or at the first dispatch if that comes sooner, unless the page registered them
 * (store/eager-store.ts). Once loaded, the store restores the session from the cookies (spec §4
 * "Session").
 */
export function StoreProvider({ children, ...options }: StoreProviderProps) {
  const [store] = useState(() => createDeferredStore(options, loadStoreRuntime));

  useEffect(() => {
    let mounted = true;
    const restore = () =>
      void store.load().then(({ store: loadedStore, runtime }) => {
        if (mounted) void loadedStore.dispatch(runtime.actions.restoreSession());
      });
    if (store.loadedNow() !== null || document.readyState === 'complete') restore();
    else window.addEventListener('load', restore, { once: true });
    return () => {
      mounted = false;
      window.removeEventListener('load', restore);
    };
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}
