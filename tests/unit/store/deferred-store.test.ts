import { describe, expect, it, vi } from 'vitest';
import { createDeferredStore } from '@/store/deferred-store';
import { createInitialRootState } from '@/store/initial-root-state';
import { rootReducer } from '@/store/root-reducer';
import * as runtime from '@/store/store-runtime';
import { registerStoreRuntime, registeredStoreRuntime } from '@/store/store-runtime-registry';
import { checkoutFieldAction } from '@/store/slices/checkout-fields';
import { setShippingInfo } from '@/store/slices/checkout-slice';
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

  describe('checkout fields before Redux has loaded (decision 0067)', () => {
    it('applies a field at once, keeps every keystroke, and the loaded store starts from them', async () => {
      const { store, loadRuntime, release } = deferred();
      const listener = vi.fn();
      store.subscribe(listener);

      for (const typed of ['A', 'Ad', 'Ada']) store.dispatch(checkoutFieldAction('setShippingInfo', { full_name: typed }));
      store.dispatch(checkoutFieldAction('setBillingSameShipping', false));
      store.dispatch(checkoutFieldAction('setGatewayId', 2));

      // No Redux yet, and the page sees what was typed.
      expect(loadRuntime).not.toHaveBeenCalled();
      expect(listener).toHaveBeenCalledTimes(5);
      expect(store.getState().checkout.shippingInfo.full_name).toBe('Ada');
      expect(store.getState().checkout.isBillingSameShipping).toBe(false);

      const loading = store.load();
      release();
      await loading;
      // The real store starts from the fields and does not apply them twice.
      expect(store.getState().checkout.shippingInfo.full_name).toBe('Ada');
      expect(store.getState().checkout.gatewayId).toBe(2);
      store.dispatch(setShippingInfo({ city: 'Lyon' }));
      expect(store.getState().checkout.shippingInfo).toMatchObject({ full_name: 'Ada', city: 'Lyon' });
    });

    it('writes the same action as the slice, so both reach the same state', () => {
      const plain = checkoutFieldAction('setShippingInfo', { city: 'Lyon' });
      expect(plain).toEqual(setShippingInfo({ city: 'Lyon' }));
      const before = createInitialRootState();
      expect(rootReducer(before, plain).checkout).toEqual({ ...before.checkout, shippingInfo: { ...before.checkout.shippingInfo, city: 'Lyon' } });
    });

    it('still waits for Redux with any other action', () => {
      const { store, loadRuntime } = deferred();
      void store.dispatch(runtime.actions.openModal({ name: 'cart' }));
      expect(store.getState().modals.cart.visible).toBe(false);
      expect(loadRuntime).toHaveBeenCalledTimes(1);
    });
  });
});
