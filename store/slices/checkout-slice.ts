import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutOrder, MinigameData } from '../checkout-types';
import { checkoutFieldUpdates, type CheckoutFieldName, type CheckoutFieldPayload } from './checkout-fields';
import { initialCheckoutState, type CheckoutLoadingFlag, type CheckoutState } from './checkout-state';

export * from './checkout-state';

/** A slice reducer from a plain field update: it returns the next state rather than changing the draft. */
function fieldReducer<Name extends CheckoutFieldName>(name: Name) {
  const update = checkoutFieldUpdates[name] as (state: CheckoutState, payload: CheckoutFieldPayload<Name>) => CheckoutState;
  return (state: CheckoutState, action: PayloadAction<CheckoutFieldPayload<Name>>): CheckoutState => update(state, action.payload);
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    // The form fields' reducers are plain functions the deferred store also applies before Redux loads (decision 0067).
    setShippingInfo: fieldReducer('setShippingInfo'),
    setBillingInfo: fieldReducer('setBillingInfo'),
    setBillingSameShipping: fieldReducer('setBillingSameShipping'),
    setSaveCreditCard: fieldReducer('setSaveCreditCard'),
    setGatewayId: fieldReducer('setGatewayId'),
    setDeviceSessionId: fieldReducer('setDeviceSessionId'),
    setCryptoCurrency: fieldReducer('setCryptoCurrency'),
    setAppliedCreditAmount: fieldReducer('setAppliedCreditAmount'),
    setShowPopupCart(state, action: PayloadAction<boolean>) {
      state.showPopupCart = action.payload;
    },
    setProcessingCheckout(state, action: PayloadAction<boolean>) {
      state.isProcessingCheckout = action.payload;
    },
    setCartId(state, action: PayloadAction<string | null>) {
      state.cartId = action.payload;
    },
    /** Stored in the CART_PROMOTION_CODE cookie by the checkout storage listener. */
    setPromotionCode(state, action: PayloadAction<string | null>) {
      state.promotionCode = action.payload;
    },
    setAffiliateIds(state, action: PayloadAction<{ rid?: string | null; ranMID?: string | null }>) {
      if (action.payload.rid !== undefined) state.rid = action.payload.rid;
      if (action.payload.ranMID !== undefined) state.ranMID = action.payload.ranMID;
    },
    setMinigameData(state, action: PayloadAction<MinigameData | null>) {
      state.minigameData = action.payload;
    },
    setCheckoutLoading(state, action: PayloadAction<{ flag: CheckoutLoadingFlag; value: boolean }>) {
      state.loading[action.payload.flag] = action.payload.value;
    },
    /** Stored in local storage by the checkout storage listener (spec §4). */
    setCheckoutOrder(state, action: PayloadAction<CheckoutOrder>) {
      state.order = action.payload;
    },
    /** The order read back from storage after a reload or a payment redirect; nothing to write. */
    checkoutOrderRestored(state, action: PayloadAction<CheckoutOrder>) {
      state.order = action.payload;
    },
    /** The order is done with: the listener removes it and the promo code from storage (spec §4). */
    resetCheckoutOrder(state) {
      state.order = null;
      state.promotionCode = null;
    },
  },
});

export const {
  setShowPopupCart,
  setProcessingCheckout,
  setBillingSameShipping,
  setSaveCreditCard,
  setCartId,
  setPromotionCode,
  setGatewayId,
  setAffiliateIds,
  setDeviceSessionId,
  setMinigameData,
  setCryptoCurrency,
  setShippingInfo,
  setBillingInfo,
  setAppliedCreditAmount,
  setCheckoutLoading,
  setCheckoutOrder,
  checkoutOrderRestored,
  resetCheckoutOrder,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
