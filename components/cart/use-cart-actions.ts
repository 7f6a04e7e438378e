import { useCallback } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ApiError } from '@/services/api-error';
import { revalidateCart } from '@/services/cart-hooks';
import { useStoreActions } from '@/store/hooks';
import type { CheckoutLoadingFlag } from '@/store/slices/checkout-state';

const loadService = () => import('@/services/cart-service');

export type PromoCodeOutcome = { ok: true } | { ok: false; reason: 'unknown' | 'refused' | 'failed' };

function kindOf(error: unknown): ApiError['kind'] | undefined {
  return typeof error === 'object' && error !== null && 'kind' in error ? (error as ApiError).kind : undefined;
}

/**
 * The cart's changes from the popup cart and /cart, with the checkout slice's loading flags of
 * spec §3 (update cart, remove item) around each call. A refusal (stock moved, line gone) shows
 * a translated toast and reloads the cart, whose lines then say what is available.
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  // Through the deferred store (decision 0056): /cart's first load does without Redux Toolkit.
  const act = useStoreActions();

  const withFlag = useCallback(
    async (flag: CheckoutLoadingFlag, action: () => Promise<unknown>): Promise<boolean> => {
      void act((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag, value: true })));
      try {
        await action();
        return true;
      } catch (error) {
        const kind = kindOf(error);
        const message = kind === 'rejected' || kind === 'not-found' ? t('errors.changeRefused') : t('errors.changeFailed');
        void act((actions, dispatch) => dispatch(actions.pushToast({ kind: 'error', message })));
        void revalidateCart();
        return false;
      } finally {
        void act((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag, value: false })));
      }
    },
    [act, t],
  );

  const setQuantity = useCallback(
    (lineId: number, quantity: number) => withFlag('updateCart', async () => (await loadService()).updateCartItem(lineId, quantity)),
    [withFlag],
  );

  const removeLine = useCallback((lineId: number) => withFlag('removeItem', async () => (await loadService()).removeCartItem(lineId)), [withFlag]);

  const applyPromoCode = useCallback(
    async (code: string): Promise<PromoCodeOutcome> => {
      void act((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag: 'updateCart', value: true })));
      try {
        const cart = await (await loadService()).applyPromoCode(code);
        await act((actions, dispatch) => dispatch(actions.setPromotionCode(cart.promotion_code)));
        return { ok: true };
      } catch (error) {
        const kind = kindOf(error);
        return { ok: false, reason: kind === 'not-found' ? 'unknown' : kind === 'rejected' ? 'refused' : 'failed' };
      } finally {
        void act((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag: 'updateCart', value: false })));
      }
    },
    [act],
  );

  const removePromoCode = useCallback(
    () =>
      withFlag('updateCart', async () => {
        await (await loadService()).removePromoCode();
        await act((actions, dispatch) => dispatch(actions.setPromotionCode(null)));
      }),
    [act, withFlag],
  );

  return { setQuantity, removeLine, applyPromoCode, removePromoCode };
}
