import { useCallback } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { AddOnDealOffer, ComboDealOffer } from '@/lib/contracts/pricing/deals-schemas';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { useMirrorCartId } from '@/components/cart/use-mirror-cart-id';
import { isApiError } from '@/services/api-error';
import { useStoreActions } from '@/store/hooks';
import type { CheckoutLoadingFlag } from '@/store/slices/checkout-state';

const loadService = () => import('@/services/cart-service');

/** One unit of an add-on in the variant its deal names, with the default options. */
export function addOnSelection(offer: Pick<AddOnDealOffer, 'product_code' | 'variant_id'>): CartLineSelection {
  return { productCode: offer.product_code, variantId: offer.variant_id, quantity: 1, optionChoices: {}, personalization: {} };
}

/**
 * Adds deals to the cart with the checkout slice's loading flags of spec §3 (add-on deal, combo
 * deal). The cart service pushes add_to_cart. A refusal says the server's reason (only N in
 * stock...) in a toast; on the product page a success opens the popup cart.
 */
export function useDealActions({ openCartAfter }: { openCartAfter: boolean }) {
  const { t } = useTranslation('cart');
  const storeActions = useStoreActions();
  const mirrorCartId = useMirrorCartId();

  const run = useCallback(
    async (flag: CheckoutLoadingFlag, action: () => Promise<unknown>, addedQuantity: number): Promise<boolean> => {
      void storeActions((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag, value: true })));
      try {
        await action();
        if (openCartAfter) void storeActions((actions, dispatch) => dispatch(actions.openModal({ name: 'cart', data: { addedQuantity } })));
        return true;
      } catch (failure) {
        const readable = isApiError(failure) && (failure.kind === 'rejected' || failure.kind === 'not-found') && failure.message;
        void storeActions((actions, dispatch) => dispatch(actions.pushToast({ kind: 'error', message: readable || t('deals.failed') })));
        return false;
      } finally {
        // A call that failed half-way may have made the cart all the same.
        mirrorCartId();
        void storeActions((actions, dispatch) => dispatch(actions.setCheckoutLoading({ flag, value: false })));
      }
    },
    [storeActions, mirrorCartId, openCartAfter, t],
  );

  /** Adds the lines one after another: the main product first, so the add-ons find it there. */
  const addAddOns = useCallback(
    (selections: readonly CartLineSelection[]) =>
      run(
        'addOnDeal',
        async () => {
          const { addToCart } = await loadService();
          for (const selection of selections) await addToCart(selection);
        },
        selections.reduce((sum, selection) => sum + selection.quantity, 0),
      ),
    [run],
  );

  const addCombo = useCallback(
    (combo: Pick<ComboDealOffer, 'id' | 'items'>) => run('comboDeal', async () => (await loadService()).addComboToCart(combo), combo.items.length),
    [run],
  );

  return { addAddOns, addCombo };
}
