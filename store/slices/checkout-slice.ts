import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutAddress, CheckoutOrder, MinigameData } from '../checkout-types';
import { initialCheckoutState, type CheckoutLoadingFlag } from './checkout-state';

export * from './checkout-state';

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    setShowPopupCart(state, action: PayloadAction<boolean>) {
      state.showPopupCart = action.payload;
    },
    setProcessingCheckout(state, action: PayloadAction<boolean>) {
      state.isProcessingCheckout = action.payload;
    },
    setBillingSameShipping(state, action: PayloadAction<boolean>) {
      state.isBillingSameShipping = action.payload;
    },
    setSaveCreditCard(state, action: PayloadAction<boolean>) {
      state.isSaveCreditCard = action.payload;
    },
    setCartId(state, action: PayloadAction<string | null>) {
      state.cartId = action.payload;
    },
    /** Stored in the CART_PROMOTION_CODE cookie by the checkout storage listener. */
    setPromotionCode(state, action: PayloadAction<string | null>) {
      state.promotionCode = action.payload;
    },
    setGatewayId(state, action: PayloadAction<number>) {
      state.gatewayId = action.payload;
    },
    setAffiliateIds(state, action: PayloadAction<{ rid?: string | null; ranMID?: string | null }>) {
      if (action.payload.rid !== undefined) state.rid = action.payload.rid;
      if (action.payload.ranMID !== undefined) state.ranMID = action.payload.ranMID;
    },
    setDeviceSessionId(state, action: PayloadAction<string | null>) {
      state.deviceSessionId = action.payload;
    },
    setMinigameData(state, action: PayloadAction<MinigameData | null>) {
      state.minigameData = action.payload;
    },
    setCryptoCurrency(state, action: PayloadAction<string | null>) {
      state.cryptoCurrency = action.payload;
    },
    /** Merges the fields given, so one form field can change without resending the address. */
    setShippingInfo(state, action: PayloadAction<Partial<CheckoutAddress>>) {
      state.shippingInfo = { ...state.shippingInfo, ...action.payload };
    },
    setBillingInfo(state, action: PayloadAction<Partial<CheckoutAddress>>) {
      state.billingInfo = { ...state.billingInfo, ...action.payload };
    },
    setAppliedCreditAmount(state, action: PayloadAction<string>) {
      state.appliedCreditAmount = action.payload;
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
