import { useTranslation } from '@/components/i18n/use-translation';
import { addOnSelection, useDealActions } from '@/components/deals/use-deal-actions';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { useCartDealSuggestions } from '@/services/deals-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectCheckoutLoading } from '@/store/slices/checkout-state';
import { useCartFormatters } from './use-cart-formatters';

/**
 * "Add-on deals for your items": accessories the products in the cart offer at a deal price,
 * each with an "Add for $X" button (popup cart and /cart). Shows nothing when there are none.
 */
export function CartDealSuggestions({ cart, size }: { cart: Cart; size: 'compact' | 'roomy' }) {
  const { t } = useTranslation('cart');
  const loading = useAppSelector(selectCheckoutLoading);
  const format = useCartFormatters(cart.currency);
  const { addAddOns } = useDealActions({ openCartAfter: false });
  const data = useCartDealSuggestions(cart);
  const offers = data?.currency === cart.currency ? data.add_ons : [];
  if (offers.length === 0) return null;
  const busy = loading.addOnDeal || loading.updateCart || loading.removeItem;

  return (
    <section aria-labelledby={`deal-suggestions-${size}`} className="border-t border-line py-4" data-testid="cart-deal-suggestions">
      <h2 id={`deal-suggestions-${size}`} className="text-sm font-semibold text-ink">
        {t('deals.suggestionsTitle')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {offers.map((offer) => (
          <li key={offer.product_code} className="flex items-center gap-3 text-sm">
            <div className="relative size-10 shrink-0 overflow-hidden rounded-lg bg-canvas">
              <ProductThumbnail imageKey={offer.image_key} sizes="40px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{offer.product_name}</p>
              <p className="text-xs text-ink-muted">
                {t('deals.withMain', { name: offer.main_product_name, percent: offer.percent_off })} ·{' '}
                <s>
                  <span className="sr-only">{t('line.was')} </span>
                  {format.money(offer.price)}
                </s>
              </p>
            </div>
            <button
              type="button"
              className="shrink-0 rounded-full border border-accent-600 px-3 py-2 text-xs font-semibold text-accent-800 transition hover:bg-accent-50 disabled:cursor-not-allowed disabled:opacity-50"
              disabled={busy}
              aria-busy={loading.addOnDeal}
              aria-label={t('deals.addForLabel', { name: offer.product_name, price: format.money(offer.deal_price) })}
              onClick={() => void addAddOns([addOnSelection(offer)])}
            >
              {t('deals.addFor', { price: format.money(offer.deal_price) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
