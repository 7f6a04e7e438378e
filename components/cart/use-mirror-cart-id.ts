import { useCallback } from 'react';
import { readCartId } from '@/services/cart-id';
import { useStoreActions } from '@/store/hooks';

/**
 * After a cart call: the checkout slice takes the cart id the CART_ID cookie now holds, since the
 * cart service may have adopted one the server answered (the cookie owns it, decision 0026).
 */
export function useMirrorCartId(): () => void {
  const storeActions = useStoreActions();
  return useCallback(() => void storeActions((actions, dispatch) => dispatch(actions.setCartId(readCartId()))), [storeActions]);
}
