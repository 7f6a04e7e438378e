/* The checkout slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
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

export type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout;
export const selectCartId = (state: WithCheckout): string | null => state.checkout.cartId;
export const selectPromotionCode = (state: WithCheckout): string | null => state.checkout.promotionCode;
export const selectCheckoutOrder = (state: WithCheckout): CheckoutOrder | null => state.checkout.order;
export const selectShippingInfo = (state: WithCheckout): CheckoutAddress => state.checkout.shippingInfo;
export const selectBillingInfo = (state: WithCheckout): CheckoutAddress => state.checkout.billingInfo;
export const selectCheckoutLoading = (state: WithCheckout): CheckoutLoadingFlags => state.checkout.loading;

