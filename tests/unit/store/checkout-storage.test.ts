import { describe, expect, it } from 'vitest';
import { resetCheckoutOrder, setCheckoutOrder, setPromotionCode } from '@/store/slices/checkout-slice';
import { restoreCheckoutOrder } from '@/store/thunks/checkout-order-thunks';
import { createCheckoutOrder, makeTestStore } from './support/session-builders';

describe('checkout order storage (spec §4)', () => {
  it('stores the order when it is set', () => {
    const { store, saved } = makeTestStore();
    const order = createCheckoutOrder({ code: 'DH-7' });

    store.dispatch(setCheckoutOrder(order));

    expect(store.getState().checkout.order).toEqual(order);
    expect(saved.order).toEqual(order);
  });

  it('stores the promotion code when set and removes it when cleared', () => {
    const { store, saved } = makeTestStore();

    store.dispatch(setPromotionCode('SPRING10'));
    expect(saved.promotionCode).toBe('SPRING10');

    store.dispatch(setPromotionCode(null));
    expect(saved.promotionCode).toBeNull();
  });

  it('removes the order and the promotion code from storage on reset', () => {
    const { store, saved } = makeTestStore();
    store.dispatch(setCheckoutOrder(createCheckoutOrder()));
    store.dispatch(setPromotionCode('SPRING10'));

    store.dispatch(resetCheckoutOrder());

    expect(saved).toEqual({ order: null, promotionCode: null });
    expect(store.getState().checkout.order).toBeNull();
  });

  it('brings a stored order back after a reload', () => {
    const first = makeTestStore();
    const order = createCheckoutOrder({ code: 'DH-9' });
    first.store.dispatch(setCheckoutOrder(order));

    const reloaded = makeTestStore();
    reloaded.saved.order = first.saved.order;
    const restored = reloaded.store.dispatch(restoreCheckoutOrder());

    expect(restored).toEqual(order);
    expect(reloaded.store.getState().checkout.order).toEqual(order);
  });

  it('restores nothing when no order is stored', () => {
    const { store } = makeTestStore();

    expect(store.dispatch(restoreCheckoutOrder())).toBeNull();
    expect(store.getState().checkout.order).toBeNull();
  });
});
