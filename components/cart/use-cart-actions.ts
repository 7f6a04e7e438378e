import { useCallback } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ApiError } from '@/services/api-error';
import { revalidateCart } from '@/services/cart-hooks';
import { useAppDispatch } from '@/store/hooks';
import { setCheckoutLoading, setPromotionCode, type CheckoutLoadingFlag } from '@/store/slices/checkout-slice';
import { pushToast } from '@/store/slices/ui-slice';

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
  const dispatch = useAppDispatch();

  const withFlag = useCallback(
    async (flag: CheckoutLoadingFlag, action: () => Promise<unknown>): Promise<boolean> => {
      dispatch(setCheckoutLoading({ flag, value: true }));
      try {
        await action();
        return true;
      } catch (error) {
        const kind = kindOf(error);
        const message = kind === 'rejected' || kind === 'not-found' ? t('errors.changeRefused') : t('errors.changeFailed');
        dispatch(pushToast({ kind: 'error', message }));
        void revalidateCart();
        return false;
      } finally {
        dispatch(setCheckoutLoading({ flag, value: false }));
      }
    },
    [dispatch, t],
  );

  const setQuantity = useCallback(
    (lineId: number, quantity: number) => withFlag('updateCart', async () => (await loadService()).updateCartItem(lineId, quantity)),
    [withFlag],
  );

  const removeLine = useCallback((lineId: number) => withFlag('removeItem', async () => (await loadService()).removeCartItem(lineId)), [withFlag]);

  const applyPromoCode = useCallback(
    async (code: string): Promise<PromoCodeOutcome> => {
      dispatch(setCheckoutLoading({ flag: 'updateCart', value: true }));
      try {
        const cart = await (await loadService()).applyPromoCode(code);
        dispatch(setPromotionCode(cart.promotion_code));
        return { ok: true };
      } catch (error) {
        const kind = kindOf(error);
        return { ok: false, reason: kind === 'not-found' ? 'unknown' : kind === 'rejected' ? 'refused' : 'failed' };
      } finally {
        dispatch(setCheckoutLoading({ flag: 'updateCart', value: false }));
      }
    },
    [dispatch],
  );

  const removePromoCode = useCallback(
    () =>
      withFlag('updateCart', async () => {
        await (await loadService()).removePromoCode();
        dispatch(setPromotionCode(null));
      }),
    [dispatch, withFlag],
  );

  return { setQuantity, removeLine, applyPromoCode, removePromoCode };
}
