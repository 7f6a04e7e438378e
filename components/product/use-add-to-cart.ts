import { useCallback, useState } from 'react';
import type { GiftCardInput } from '@/lib/cart/gift-card';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { useMirrorCartId } from '@/components/cart/use-mirror-cart-id';
import { isApiError } from '@/services/api-error';
import { useStoreActions } from '@/store/hooks';

export interface AddToCartState {
  pending: boolean;
  /** Why the last attempt failed, ready to show. */
  error: string | null;
  add(selection: CartLineSelection, input: { productId: number; giftCard?: GiftCardInput }): Promise<boolean>;
}

/* The cart service (and axios behind it) loads on the first add, not with the page. */
const loadCartService = () => import('@/services/cart-service');

/**
 * Adds the selection through the cart service (services/cart-service.ts, which also pushes the
 * add_to_cart event of spec §7), then opens the popup cart. A refusal shows the server's own
 * reason (sold out, only N in stock...); a network failure a translated one.
 */
/**
 * `failedMessage`: what to say when the request itself failed (translated by the caller).
 * `toastErrors`: also say a failure in a toast, for buttons with no room for a note (the sticky bar).
 */
export function useAddToCart({ failedMessage, toastErrors = false }: { failedMessage: string; toastErrors?: boolean }): AddToCartState {
  const storeActions = useStoreActions();
  const mirrorCartId = useMirrorCartId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (selection: CartLineSelection, input: { productId: number; giftCard?: GiftCardInput }) => {
      setPending(true);
      setError(null);
      void storeActions((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag: 'addToCart', value: true })));
      try {
        const { addToCart } = await loadCartService();
        await addToCart(selection, input.giftCard ? { giftCard: input.giftCard } : {});
        void storeActions((actions, dispatch) => dispatch(actions.openModal({ name: 'cart', data: { addedProductId: input.productId, addedQuantity: selection.quantity } })));
        return true;
      } catch (failure) {
        const readable = isApiError(failure) && (failure.kind === 'rejected' || failure.kind === 'not-found') && failure.message;
        const message = readable || failedMessage;
        setError(message);
        if (toastErrors) void storeActions((actions, dispatch) => dispatch(actions.pushToast({ kind: 'error', message })));
        return false;
      } finally {
        // A call that failed half-way may have made the cart all the same.
        mirrorCartId();
        void storeActions((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag: 'addToCart', value: false })));
        setPending(false);
      }
    },
    [storeActions, failedMessage, mirrorCartId, toastErrors],
  );

  return { pending, error, add };
}
