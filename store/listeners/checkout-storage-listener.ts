import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { CheckoutPersistence } from '../checkout-persistence';
import { resetCheckoutOrder, setCheckoutOrder, setPromotionCode } from '../slices/checkout-slice';

/**
 * Mirrors the checkout's lasting parts into browser storage after the reducers have run, so
 * any dispatch of the plain actions persists them and the reducers stay free of effects.
 */
export function createCheckoutStorageListener(persistence: CheckoutPersistence): ListenerMiddlewareInstance {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: setCheckoutOrder,
    effect: (action) => persistence.saveOrder(action.payload),
  });
  listener.startListening({
    actionCreator: setPromotionCode,
    effect: (action) => {
      if (action.payload) persistence.savePromotionCode(action.payload);
      else persistence.removePromotionCode();
    },
  });
  listener.startListening({
    actionCreator: resetCheckoutOrder,
    effect: () => {
      persistence.removeOrder();
      persistence.removePromotionCode();
    },
  });

  return listener;
}
