import { useCallback, useRef } from 'react';
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { CheckoutState, PlaceOrderBody, PlaceOrderResult } from '@/lib/contracts/ordering/checkout-schemas';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { isApiError, isTransientApiError } from '@/services/api-error';
import { clearCartId, readCartId, writeCartId } from '@/services/cart-id';
import { forgetCachedCart, revalidateCart } from '@/services/cart-hooks';
import { useAppDispatch, useStoreActions } from '@/store/hooks';
import { checkoutFieldAction } from '@/store/slices/checkout-fields';
import { IdempotencyAttempt } from './idempotency-attempt';
import { saveOrderAccessKey } from './order-access';
import { paymentOutcome } from './place-order-outcome';
import { toCheckoutOrder } from './purchase-tracking';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { unavailableItemsOfBody, useUnavailableItemsActions } from './unavailable-items-store';
import { loadCheckoutService } from '@/services/checkout-hooks';

/** What the checkout shows when the order was not placed; null when the page moves on. */
export type PlaceOrderFailure = string | null;

/**
 * After the server made the order: the guest's access key is kept for the thank-you page, the
 * shopper's next cart is adopted (a new empty one for a guest), the order goes to the checkout
 * slice (spec §4, stored for the thank-you page and analytics).
 */
export function useAdoptPlacedOrder() {
  const dispatch = useAppDispatch();
  const storeActions = useStoreActions();
  return useCallback(
    async (result: PlaceOrderResult) => {
      if (result.access_key) saveOrderAccessKey(result.order.code, result.access_key);
      // Awaited: the storage listener keeps the order for the thank-you page before the page moves on.
      await storeActions((actions, storeDispatch) => storeDispatch(actions.setCheckoutOrder(toCheckoutOrder(result.order))));
      dispatch(checkoutFieldAction('setAppliedCreditAmount', '0'));
      Cookies.remove(COOKIE_KEYS.CART_CREDIT_AMOUNT, { path: '/' });
      if (result.cart_id) writeCartId(result.cart_id);
      else clearCartId();
      const cartId = readCartId();
      await storeActions((actions, storeDispatch) => storeDispatch(actions.setCartId(cartId)));
      await (result.cart_id ? revalidateCart() : forgetCachedCart());
    },
    [dispatch, storeActions],
  );
}

/**
 * Places the order with one Idempotency-Key per attempt (reused when the request never got an
 * answer) and the total the shopper saw, then follows the payment: a redirect step, the pending
 * page, or the thank-you page. The loading overlay covers the page meanwhile.
 */
export function usePlaceOrder(state: CheckoutState, refresh: () => void) {
  const { t } = useTranslation('checkout');
  const storeActions = useStoreActions();
  const router = useRouter();
  const attempt = useRef(new IdempotencyAttempt());
  const adopt = useAdoptPlacedOrder();
  const format = useCheckoutFormatters(state.totals.currency);
  const { report: reportUnavailable } = useUnavailableItemsActions();

  /** The shopper changed the payment: the next press is a new attempt. */
  const newAttempt = useCallback(() => attempt.current.finish(), []);

  const place = useCallback(
    async (body: PlaceOrderBody): Promise<PlaceOrderFailure> => {
      void storeActions((actions, dispatch) => {
        dispatch(actions.setProcessingCheckout(true));
        dispatch(actions.showLoading(t('place.placing')));
      });
      try {
        const service = await loadCheckoutService();
        const result = await service.placeOrder(body, attempt.current.current());
        attempt.current.finish();
        const outcome = paymentOutcome(result.payment, result.order.status);
        if (outcome.kind === 'declined' || outcome.kind === 'cancelled') {
          refresh();
          return outcome.kind === 'declined' ? t('errors.declined') : t('errors.paymentCancelled');
        }
        if (outcome.kind === 'redirect') {
          // The cart stays the shopper's until the step succeeds: a failed step comes back to it.
          if (result.access_key) saveOrderAccessKey(result.order.code, result.access_key);
          await router.push(outcome.url);
        } else {
          await adopt(result);
          await router.push(outcome.path);
        }
        return null;
      } catch (error) {
        if (isTransientApiError(error)) {
          // No answer came: the order may exist. Same key next time, so the server answers it.
          return isApiError(error) && error.kind === 'server-error' ? t('errors.placeFailed') : t('errors.cannotConnect');
        }
        attempt.current.finish();
        if (isApiError(error) && error.httpStatus === 409) {
          const fresh = await loadCheckoutService()
            .then((service) => service.fetchCheckout())
            .catch(() => null);
          refresh();
          if (fresh && fresh.totals.total_amount !== body.expected_total) return t('errors.totalChanged', { total: format.money(fresh.totals.total_amount) });
          return t('errors.placeFailed');
        }
        const unavailable = isApiError(error) && error.httpStatus === 422 ? unavailableItemsOfBody(error.body) : [];
        if (unavailable.length > 0) {
          // The notice above the form names them and offers to remove them.
          reportUnavailable(unavailable);
          refresh();
          return t('errors.unavailableItems');
        }
        if (isApiError(error) && (error.httpStatus === 402 || error.httpStatus === 422)) {
          refresh();
          return t('errors.declined');
        }
        if (isApiError(error) && error.httpStatus === 400) return t('errors.notReady');
        return t('errors.placeFailed');
      } finally {
        // After router.push resolved, the next page is already on screen.
        void storeActions((actions, dispatch) => {
          dispatch(actions.setProcessingCheckout(false));
          dispatch(actions.hideLoading());
        });
      }
    },
    [adopt, format, refresh, reportUnavailable, router, storeActions, t],
  );

  return { place, newAttempt };
}
