import { useTranslation } from '@/components/i18n/use-translation';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { useAppSelector } from '@/store/hooks';
import { selectCheckoutLoading } from '@/store/slices/checkout-state';
import { CartLineItem } from './cart-line-item';
import { useCartActions } from './use-cart-actions';

/** The lines of a cart, with their quantity and remove actions. */
export function CartLines({ cart, size, onNavigate }: { cart: Cart; size: 'compact' | 'roomy'; onNavigate?(): void }) {
  const { t } = useTranslation('cart');
  const { setQuantity, removeLine } = useCartActions();
  const loading = useAppSelector(selectCheckoutLoading);
  const busy = loading.updateCart || loading.removeItem;
  return (
    <ul className="divide-y divide-line" aria-label={t('lines.label', { count: cart.item_count })}>
      {cart.lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          currency={cart.currency}
          size={size}
          busy={busy}
          onQuantity={(lineId, quantity) => void setQuantity(lineId, quantity)}
          onRemove={(lineId) => void removeLine(lineId)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
