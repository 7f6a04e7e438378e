import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type MakeStoreOptions } from './make-store';
import { restoreSession } from './thunks/session-thunks';

export interface StoreProviderProps extends MakeStoreOptions {
  children: ReactNode;
}

/**
 * Makes the store once per mount: a fresh one for every server render, one for the life of
 * the page in the browser. Options are read on the first render only, like useState's seed.
 * Once mounted in the browser it restores the session from the cookies (spec §4 "Session").
 */
export function StoreProvider({ children, ...options }: StoreProviderProps) {
  const [store] = useState(() => makeStore(options));

  useEffect(() => {
    void store.dispatch(restoreSession());
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}
