import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { DeferredStore } from './deferred-store';
import type { AppDispatch, RootState } from './make-store';
import type { StoreRuntime } from './store-runtime-registry';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The app's store: deferred (decision 0056), so it can also say whether Redux has loaded yet. */
export const useAppStore = useStore.withTypes<DeferredStore>();

export type StoreActions = StoreRuntime['actions'];

/**
 * Dispatches with action creators that load with the store rather than with the page
 * (decision 0056): `act((actions, dispatch) => dispatch(actions.openModal({ name: 'cart' })))`.
 * Runs at once when the store is there, else as soon as it has loaded.
 */
export function useStoreActions(): <Result>(act: (actions: StoreActions, dispatch: AppDispatch) => Result) => Promise<Result> {
  const store = useAppStore();
  return useCallback(
    (act) => {
      // Once the store is there the action runs at once, as a plain dispatch would.
      const now = store.loadedNow();
      if (now) return Promise.resolve(act(now.runtime.actions, now.store.dispatch));
      return store.load().then(({ store: loadedStore, runtime }) => act(runtime.actions, loadedStore.dispatch));
    },
    [store],
  );
}
