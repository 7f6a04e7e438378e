import { useContext } from 'react';
import { useShopperSession } from '@/components/cart/use-cart';
import { useCheckoutStateResource, type CheckoutStateResult } from '@/services/checkout-hooks';
import { CheckoutSeedContext } from './checkout-seed-context';

export type { CheckoutStateResult } from '@/services/checkout-hooks';

/**
 * The server's checkout state (cart, addresses, delivery options, totals, payment methods)
 * through SWR. Under /secure-checkout the state the page was rendered with stands in until the
 * session is known (CheckoutSeedContext).
 */
export function useCheckoutState(): CheckoutStateResult {
  return useCheckoutStateResource(useShopperSession(), useContext(CheckoutSeedContext));
}
