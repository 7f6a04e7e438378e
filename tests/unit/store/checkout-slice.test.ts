import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  DEFAULT_GATEWAY_ID,
  EMPTY_CHECKOUT_ADDRESS,
  resetCheckoutOrder,
  setAffiliateIds,
  setBillingInfo,
  setCheckoutLoading,
  setCheckoutOrder,
  setPromotionCode,
  setShippingInfo,
  type CheckoutState,
} from '@/store/slices/checkout-slice';
import { createCheckoutOrder } from './support/session-builders';

const initial = (): CheckoutState => checkoutReducer(undefined, { type: '@@init' });

describe('checkout state', () => {
  it('starts with the defaults of the spec', () => {
    expect(initial()).toEqual({
      showPopupCart: false,
      isProcessingCheckout: false,
      isBillingSameShipping: true,
      isSaveCreditCard: false,
      cartId: null,
      promotionCode: null,
      gatewayId: 13,
      rid: null,
      ranMID: null,
      order: null,
      deviceSessionId: null,
      minigameData: null,
      cryptoCurrency: null,
      shippingInfo: EMPTY_CHECKOUT_ADDRESS,
      billingInfo: EMPTY_CHECKOUT_ADDRESS,
      appliedCreditAmount: '0',
      loading: { addToCart: false, updateCart: false, removeItem: false, addOnDeal: false, comboDeal: false },
    });
    expect(DEFAULT_GATEWAY_ID).toBe(13);
  });

  it('merges address fields into the shipping and billing addresses separately', () => {
    let state = checkoutReducer(initial(), setShippingInfo({ full_name: 'Ada Lovelace', city: 'London' }));
    state = checkoutReducer(state, setShippingInfo({ postal_code: 'N1' }));
    state = checkoutReducer(state, setBillingInfo({ city: 'Paris' }));

    expect(state.shippingInfo).toEqual({ ...EMPTY_CHECKOUT_ADDRESS, full_name: 'Ada Lovelace', city: 'London', postal_code: 'N1' });
    expect(state.billingInfo).toEqual({ ...EMPTY_CHECKOUT_ADDRESS, city: 'Paris' });
  });

  it('sets each loading flag on its own', () => {
    const state = checkoutReducer(initial(), setCheckoutLoading({ flag: 'comboDeal', value: true }));
    expect(state.loading).toEqual({ addToCart: false, updateCart: false, removeItem: false, addOnDeal: false, comboDeal: true });
  });

  it('changes only the affiliate ids given', () => {
    let state = checkoutReducer(initial(), setAffiliateIds({ rid: 'r-1', ranMID: 'm-1' }));
    state = checkoutReducer(state, setAffiliateIds({ ranMID: 'm-2' }));
    expect([state.rid, state.ranMID]).toEqual(['r-1', 'm-2']);
  });

  it('resetting the order also forgets the promotion code, and nothing else', () => {
    let state = checkoutReducer(initial(), setCheckoutOrder(createCheckoutOrder()));
    state = checkoutReducer(state, setPromotionCode('SPRING10'));
    state = checkoutReducer(state, setShippingInfo({ city: 'Austin' }));

    state = checkoutReducer(state, resetCheckoutOrder());

    expect(state.order).toBeNull();
    expect(state.promotionCode).toBeNull();
    expect(state.shippingInfo.city).toBe('Austin');
  });
});
