// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_KEYS, LOCAL_KEYS } from '@/lib/constants/storage-keys';
import { makeStore } from '@/store/make-store';
import { resetCheckoutOrder, setCheckoutOrder, setPromotionCode } from '@/store/slices/checkout-slice';
import { restoreCheckoutOrder } from '@/store/thunks/checkout-order-thunks';
import { createCheckoutOrder } from './support/session-builders';

afterEach(() => {
  window.localStorage.clear();
  Cookies.remove(COOKIE_KEYS.CART_PROMOTION_CODE, { path: '/' });
});

describe('checkout storage in the browser', () => {
  it('keeps the order in local storage under the checkout-success key', () => {
    const store = makeStore();
    const order = createCheckoutOrder({ code: 'DH-55' });

    store.dispatch(setCheckoutOrder(order));

    const raw = window.localStorage.getItem(LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER);
    expect(raw).not.toBeNull();
    expect(makeStore().dispatch(restoreCheckoutOrder())).toEqual(order);
  });

  it('keeps the promotion code in the CART_PROMOTION_CODE cookie', () => {
    makeStore().dispatch(setPromotionCode('SPRING10'));
    expect(Cookies.get(COOKIE_KEYS.CART_PROMOTION_CODE)).toBe('SPRING10');
  });

  it('removes the stored order and the promotion code cookie on reset', () => {
    const store = makeStore();
    store.dispatch(setCheckoutOrder(createCheckoutOrder()));
    store.dispatch(setPromotionCode('SPRING10'));

    store.dispatch(resetCheckoutOrder());

    expect(window.localStorage.getItem(LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER)).toBeNull();
    expect(Cookies.get(COOKIE_KEYS.CART_PROMOTION_CODE)).toBeUndefined();
  });
});
