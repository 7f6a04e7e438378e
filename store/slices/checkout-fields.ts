/* The checkout form's field actions without Redux Toolkit (decision 0067). Only pages with the
 * checkout's form import this module, so only they carry it; importing it teaches the deferred
 * store to apply these actions before Redux has loaded. */
import type { CheckoutAddress } from '../checkout-types';
import { registerEarlyReducer } from '../deferred-store';
import type { CheckoutState, WithCheckout } from './checkout-state';

/*
 * What the checkout's form fields change (spec §3 shippingInfo, billingInfo, isBillingSameShipping,
 * appliedCreditAmount and the payment choice). Plain functions, so the deferred store applies them
 * at once while Redux Toolkit is still loading (decision 0067): a field typed into before the store
 * has loaded keeps every keystroke. The slice's reducers are these same functions.
 */
export const checkoutFieldUpdates = {
  setShippingInfo: (state: CheckoutState, payload: Partial<CheckoutAddress>): CheckoutState => ({ ...state, shippingInfo: { ...state.shippingInfo, ...payload } }),
  setBillingInfo: (state: CheckoutState, payload: Partial<CheckoutAddress>): CheckoutState => ({ ...state, billingInfo: { ...state.billingInfo, ...payload } }),
  setBillingSameShipping: (state: CheckoutState, payload: boolean): CheckoutState => ({ ...state, isBillingSameShipping: payload }),
  setSaveCreditCard: (state: CheckoutState, payload: boolean): CheckoutState => ({ ...state, isSaveCreditCard: payload }),
  setGatewayId: (state: CheckoutState, payload: number): CheckoutState => ({ ...state, gatewayId: payload }),
  setDeviceSessionId: (state: CheckoutState, payload: string | null): CheckoutState => ({ ...state, deviceSessionId: payload }),
  setCryptoCurrency: (state: CheckoutState, payload: string | null): CheckoutState => ({ ...state, cryptoCurrency: payload }),
  setAppliedCreditAmount: (state: CheckoutState, payload: string): CheckoutState => ({ ...state, appliedCreditAmount: payload }),
};

type FieldUpdates = typeof checkoutFieldUpdates;
export type CheckoutFieldName = keyof FieldUpdates;
export type CheckoutFieldPayload<Name extends CheckoutFieldName> = Parameters<FieldUpdates[Name]>[1];

/** The slice's action for a field, without Redux Toolkit: the same `type` its own creator writes. */
export function checkoutFieldAction<Name extends CheckoutFieldName>(name: Name, payload: CheckoutFieldPayload<Name>): { type: `checkout/${Name}`; payload: CheckoutFieldPayload<Name> } {
  return { type: `checkout/${name}`, payload };
}

function isFieldName(name: string): name is CheckoutFieldName {
  return Object.prototype.hasOwnProperty.call(checkoutFieldUpdates, name);
}

/** The state after a field action; null for any other action (the deferred store then waits for Redux). */
export function applyCheckoutFieldAction<State extends WithCheckout>(state: State, action: { type: string; payload?: unknown }): State | null {
  const name = action.type.startsWith('checkout/') ? action.type.slice('checkout/'.length) : '';
  if (!isFieldName(name)) return null;
  const update = checkoutFieldUpdates[name] as (checkout: CheckoutState, payload: unknown) => CheckoutState;
  return { ...state, checkout: update(state.checkout, action.payload) };
}

registerEarlyReducer(applyCheckoutFieldAction);
