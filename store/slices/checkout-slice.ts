import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutAddress, CheckoutOrder, MinigameData } from '../checkout-types';

/** Spec §9 payment method 13, the Adyen-type card gateway: card is what most shoppers pay with. */
export const DEFAULT_GATEWAY_ID = 13;

export const EMPTY_CHECKOUT_ADDRESS: CheckoutAddress = {
  email: '',
  full_name: '',
  street: '',
  line_1: '',
  city: '',
  state_or_province: '',
  postal_code: '',
  country: '',
  phone: '',
};

/** Spec §3: the loading flags of the cart operations, one per kind so buttons spin independently. */
export interface CheckoutLoadingFlags {
  addToCart: boolean;
  updateCart: boolean;
  removeItem: boolean;
  addOnDeal: boolean;
  comboDeal: boolean;
}

export type CheckoutLoadingFlag = keyof CheckoutLoadingFlags;

/** Spec §3 "Checkout state". */
export interface CheckoutState {
  showPopupCart: boolean;
  isProcessingCheckout: boolean;
  isBillingSameShipping: boolean;
  isSaveCreditCard: boolean;
  cartId: string | null;
  promotionCode: string | null;
  gatewayId: number;
  /** Affiliate ids carried from the landing URL. */
  rid: string | null;
  ranMID: string | null;
  order: CheckoutOrder | null;
  deviceSessionId: string | null;
  minigameData: MinigameData | null;
  cryptoCurrency: string | null;
  shippingInfo: CheckoutAddress;
  billingInfo: CheckoutAddress;
  /** A decimal string, as the credit field edits and sends it. */
  appliedCreditAmount: string;
  loading: CheckoutLoadingFlags;
}

export const initialCheckoutState: CheckoutState = {
  showPopupCart: false,
  isProcessingCheckout: false,
  isBillingSameShipping: true,
  isSaveCreditCard: false,
  cartId: null,
  promotionCode: null,
  gatewayId: DEFAULT_GATEWAY_ID,
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
};

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

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout;
export const selectCartId = (state: WithCheckout): string | null => state.checkout.cartId;
export const selectPromotionCode = (state: WithCheckout): string | null => state.checkout.promotionCode;
export const selectCheckoutOrder = (state: WithCheckout): CheckoutOrder | null => state.checkout.order;
export const selectShippingInfo = (state: WithCheckout): CheckoutAddress => state.checkout.shippingInfo;
export const selectBillingInfo = (state: WithCheckout): CheckoutAddress => state.checkout.billingInfo;
export const selectCheckoutLoading = (state: WithCheckout): CheckoutLoadingFlags => state.checkout.loading;
