import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CheckoutOrder } from '../checkout-types';
import type { StoreExtra } from '../store-extra';
import { checkoutOrderRestored } from '../slices/checkout-slice';

/**
 * The thank-you page after a reload or a payment provider's redirect: the order placed earlier
 * comes back from storage. Returns it, or null when none is stored.
 */
export function restoreCheckoutOrder(): ThunkAction<CheckoutOrder | null, unknown, StoreExtra, UnknownAction> {
  return (dispatch, _getState, extra) => {
    const order = extra.checkoutPersistence.readOrder();
    if (order) dispatch(checkoutOrderRestored(order));
    return order;
  };
}
