import type { Observable, Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { createInitialRootState } from './initial-root-state';
import type { AppDispatch, AppStore, MakeStoreOptions, RootState } from './make-store';
import { registeredStoreRuntime, type StoreRuntime } from './store-runtime-registry';

export interface LoadedStore {
  store: AppStore;
  runtime: StoreRuntime;
}

/**
 * The store the app provides from its first render, while Redux Toolkit and the reducers load
 * later (decision 0056). Until then it answers with the initial state, which is also what the
 * server rendered, so hydration matches; anything dispatched in the meantime waits for the real
 * store, in order. Once loaded, every call goes straight to the real store.
 */
export interface DeferredStore extends Store<RootState, UnknownAction> {
  dispatch: AppDispatch;
  /** Loads the real store (once); resolves at once when it is already there. */
  load(): Promise<LoadedStore>;
  /** The real store when it has loaded, else null. */
  loadedNow(): LoadedStore | null;
}

/** What a dispatch made before the store loaded answers: the real answer, later. */
type LaterAnswer = Promise<unknown> & { unwrap(): Promise<unknown> };

function canUnwrap(value: unknown): value is { unwrap(): Promise<unknown> } {
  return typeof value === 'object' && value !== null && typeof (value as { unwrap?: unknown }).unwrap === 'function';
}

/**
 * Applies an action to the state without Redux, or answers null when it cannot. Actions it
 * applies before the store has loaded change what the store answers at once; the real store then
 * starts from that state (they are not dispatched again). For controlled fields (decision 0067).
 */
export type EarlyReducer = (state: RootState, action: UnknownAction) => RootState | null;

const earlyReducers = new Set<EarlyReducer>();

/**
 * Called by a module of actions that must apply at once (store/slices/checkout-fields.ts), when a
 * page that dispatches them loads it: on a first visit or after a client-side move alike, since
 * every store looks the reducers up at dispatch time.
 */
export function registerEarlyReducer(reducer: EarlyReducer): void {
  earlyReducers.add(reducer);
}

function reduceEarly(state: RootState, action: UnknownAction): RootState | null {
  for (const reducer of earlyReducers) {
    const next = reducer(state, action);
    if (next) return next;
  }
  return null;
}

function isPlainAction(value: unknown): value is UnknownAction {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export function createDeferredStore(options: MakeStoreOptions, loadRuntime: () => Promise<StoreRuntime>): DeferredStore {
  // What the store answers until Redux has loaded: the server's start, then what early actions changed.
  let startState: RootState = { ...createInitialRootState(), ...options.preloadedState };
  const listeners = new Set<() => void>();
  let loaded: LoadedStore | null = null;
  let loading: Promise<LoadedStore> | null = null;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const adopt = (runtime: StoreRuntime): LoadedStore => {
    const store = runtime.makeStore({ ...options, preloadedState: startState });
    store.subscribe(notify);
    loaded = { store, runtime };
    return loaded;
  };
  const registered = registeredStoreRuntime();
  if (registered) adopt(registered);

  const load = (): Promise<LoadedStore> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= loadRuntime().then((runtime) => {
      const made = loaded ?? adopt(runtime);
      notify();
      return made;
    });
    return loading;
  };

  const dispatchLater = (action: unknown): LaterAnswer => {
    // The store's dispatch takes actions and thunks; what arrives here came through its type.
    // Boxed, so that a thunk's promise is kept as it is for unwrap() rather than adopted.
    const boxed = load().then(({ store }) => ({ answer: (store.dispatch as (next: unknown) => unknown)(action) }));
    const answer = boxed.then(({ answer: value }) => value);
    return Object.assign(answer, { unwrap: () => boxed.then(({ answer: value }) => (canUnwrap(value) ? value.unwrap() : value)) });
  };
  const dispatchEarly = (action: unknown): unknown => {
    const next = isPlainAction(action) ? reduceEarly(startState, action) : null;
    if (!next) return dispatchLater(action);
    startState = next;
    notify();
    return action;
  };
  const dispatch = ((action: unknown) => (loaded ? (loaded.store.dispatch as (next: unknown) => unknown)(action) : dispatchEarly(action))) as AppDispatch;

  return {
    dispatch,
    load,
    loadedNow: () => loaded,
    getState: () => (loaded ? loaded.store.getState() : startState),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    replaceReducer(next: Reducer<RootState, UnknownAction>) {
      void load().then(({ store }) => store.replaceReducer(next));
    },
    [Symbol.observable](): Observable<RootState> {
      return {
        subscribe: (observer) => {
          const emit = () => observer.next?.(loaded ? loaded.store.getState() : startState);
          emit();
          listeners.add(emit);
          return { unsubscribe: () => void listeners.delete(emit) };
        },
        [Symbol.observable]() {
          return this;
        },
      };
    },
  };
}
