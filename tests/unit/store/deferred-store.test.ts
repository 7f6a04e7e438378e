import { describe, expect, it, vi } from 'vitest';
import { createDeferredStore } from '@/store/deferred-store';
import { createInitialRootState } from '@/store/initial-root-state';
import { rootReducer } from '@/store/root-reducer';
import * as runtime from '@/store/store-runtime';
import { registerStoreRuntime, registeredStoreRuntime } from '@/store/store-runtime-registry';
import { createFakeSessionApi, createMemoryCheckoutPersistence, createMemoryTokenStore } from './support/session-builders';

const testOptions = () => ({
  sessionApi: createFakeSessionApi(),
  tokenStore: createMemoryTokenStore().tokenStore,
  checkoutPersistence: createMemoryCheckoutPersistence().persistence,
});

function deferred() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loadRuntime = vi.fn(async () => {
    await gate;
    return runtime;
  });
  const store = createDeferredStore(testOptions(), loadRuntime);
  return { store, loadRuntime, release };
}

describe('the deferred store (decision 0056)', () => {
  it('starts from exactly the state the reducers start from, without loading them', () => {
    expect(createInitialRootState()).toEqual(rootReducer(undefined, { type: '@@init' }));
  });

  it('answers with the initial state and loads nothing until asked', () => {
    const { store, loadRuntime } = deferred();

    expect(store.getState()).toEqual(createInitialRootState());
    expect(store.loadedNow()).toBeNull();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it('keeps what is dispatched before it loads and applies it in order once loaded, telling subscribers', async () => {
    const { store, loadRuntime, release } = deferred();
    const listener = vi.fn();
    store.subscribe(listener);

    void store.dispatch(runtime.actions.openModal({ name: 'cart' }));
    void store.dispatch(runtime.actions.closeModal('cart'));
    const last = store.dispatch(runtime.actions.openModal({ name: 'login', data: { redirectTo: '/cart' } }));
    expect(store.getState().modals.login.visible).toBe(false);

    release();
    await last;

    expect(loadRuntime).toHaveBeenCalledTimes(1);
    expect(store.loadedNow()).not.toBeNull();
    expect(store.getState().modals.cart.visible).toBe(false);
    expect(store.getState().modals.login).toEqual({ visible: true, data: { redirectTo: '/cart' } });
    expect(listener).toHaveBeenCalled();
  });

  it('gives a thunk dispatched before it loads the thunk\'s own answer, unwrap included', async () => {
    const { store, release } = deferred();
    const answer = store.dispatch(runtime.actions.restoreSession());
    release();

    await expect(answer.unwrap()).resolves.toBeUndefined();
    await expect(answer).resolves.toMatchObject({ type: 'auth/restoreSession/fulfilled' });
    expect(store.getState().auth.isReady).toBe(true);
  });

  it('is the real store from the first render on pages that registered the runtime', () => {
    const before = registeredStoreRuntime();
    registerStoreRuntime(runtime);
    try {
      const loadRuntime = vi.fn(async () => runtime);
      const store = createDeferredStore(testOptions(), loadRuntime);
      store.dispatch(runtime.actions.openModal({ name: 'cart' }));

      expect(store.loadedNow()).not.toBeNull();
      expect(store.getState().modals.cart.visible).toBe(true);
      expect(loadRuntime).not.toHaveBeenCalled();
    } finally {
      registerStoreRuntime(before);
    }
  });
});
