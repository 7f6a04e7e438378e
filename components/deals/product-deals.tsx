import { useMemo, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCart } from '@/components/cart/use-cart';
import { useCartFormatters } from '@/components/cart/use-cart-formatters';
import type { ProductDeals as ProductDealsData } from '@/lib/contracts/pricing/deals-schemas';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { useProductDeals } from '@/services/deals-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectCartId, selectCheckoutLoading } from '@/store/slices/checkout-state';
import { ComboDealCard } from './combo-deal-card';
import { DealPrice } from './deal-price';
import { addOnSelection, useDealActions } from './use-deal-actions';

interface ProductDealsProps {
  product: ProductPageProduct;
  /** What the purchase panel would add now; null while it cannot be added (options to fix). */
  selection: CartLineSelection | null;
}

/**
 * "Frequently bought together" (add-on deals, with checkboxes and one add button) and the combos
 * the product belongs to, under the purchase panel. Loaded after the page (the answer depends
 * on the shopper's cart currency, and the page is cached for everyone): nothing shows until
 * there are deals, and the block sits below the buy button, so nothing above it moves.
 */
export function ProductDeals({ product, selection }: ProductDealsProps) {
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  const cartId = useAppSelector(selectCartId);
  const isReady = useAppSelector((state) => state.auth.isReady);
  const loading = useAppSelector(selectCheckoutLoading);
  const { cart } = useCart();
  const data = useProductDeals(product.product_url_code, { isReady, cartId });
  const { addAddOns, addCombo } = useDealActions({ openCartAfter: true });
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const format = useCartFormatters(data?.currency ?? product.currency);

  // The product itself may not be buyable now (sold out, flash sale paused): the deal prices
  // depend on it, so the add button stays off and says why.
  const mainVariant = selection ? product.variants.find((variant) => variant.id === selection.variantId) : defaultVariantOf(product.variants);
  const mainBlock = mainVariant && !mainVariant.availability.isPurchasable ? (mainVariant.availability.reason === 'sold-out' ? 'sold_out' : 'flash_sale_paused') : null;
  const mainInCart = useMemo(() => cart?.lines.some((line) => line.product_code === product.product_url_code) ?? false, [cart, product.product_url_code]);
  if (!ready || !data || (data.add_ons.length === 0 && data.combos.length === 0)) return null;
  const deals: ProductDealsData = data;

  const includeMain = !mainInCart && mainBlock === null && selection !== null && !unchecked.has(product.product_url_code);
  const chosen = deals.add_ons.filter((offer) => !unchecked.has(offer.product_code));
  const toAdd = [...(includeMain && selection ? [selection] : []), ...chosen.map(addOnSelection)];
  const toggle = (code: string) =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const busy = loading.addOnDeal || loading.comboDeal;

  return (
    <div className="flex flex-col gap-4" data-testid="product-deals">
      {deals.add_ons.length > 0 ? (
        <section aria-labelledby="add-on-deals-title" className="rounded-2xl border border-line p-4 sm:p-5">
          <h2 id="add-on-deals-title" className="text-sm font-semibold text-ink">
            {t('deals.addOnsTitle')}
          </h2>
          <p className="mt-0.5 text-xs text-ink-muted">{t('deals.addOnsLead', { name: product.product_name })}</p>
          <ul className="mt-3 flex flex-col divide-y divide-line">
            <li className="flex items-center gap-3 py-2 text-sm">
              <input
                id="deal-main"
                type="checkbox"
                className="size-5 accent-accent-600"
                checked={mainInCart || includeMain}
                disabled={mainInCart || selection === null || mainBlock !== null}
                onChange={() => toggle(product.product_url_code)}
              />
              <label htmlFor="deal-main" className="min-w-0 flex-1 text-ink">
                {t('deals.thisItem', { name: product.product_name })}
                {mainInCart ? <span className="ms-2 text-xs text-ink-muted">{t('deals.inCart')}</span> : null}
              </label>
            </li>
            {deals.add_ons.map((offer) => {
              const id = `deal-${offer.product_code}`;
              return (
                <li key={offer.product_code} className="flex items-center gap-3 py-2 text-sm">
                  <input id={id} type="checkbox" className="size-5 accent-accent-600" checked={!unchecked.has(offer.product_code)} onChange={() => toggle(offer.product_code)} />
                  <div className="relative size-10 shrink-0 overflow-hidden rounded-lg bg-canvas">
                    <ProductThumbnail imageKey={offer.image_key} sizes="40px" />
                  </div>
                  <label htmlFor={id} className="min-w-0 flex-1 text-ink">
                    {offer.product_name}
                  </label>
                  <DealPrice price={offer.deal_price} was={offer.price} percent={offer.percent_off} format={format.money} />
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-3 w-full disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-sand-700"
            disabled={busy || toAdd.length === 0 || (mainBlock !== null && !mainInCart)}
            aria-busy={loading.addOnDeal}
            aria-describedby={mainBlock !== null && !mainInCart ? 'add-on-deals-blocked' : undefined}
            onClick={() => void addAddOns(toAdd).then((ok) => ok && setUnchecked(new Set()))}
          >
            {t('deals.addSelected', { count: toAdd.reduce((sum, entry) => sum + entry.quantity, 0) })}
          </button>
          {mainBlock !== null && !mainInCart ? (
            <p id="add-on-deals-blocked" className="mt-2 text-sm text-sale" data-testid="add-on-deals-blocked">
              {t(`deals.unavailable.${mainBlock}`, { name: product.product_name })}
            </p>
          ) : null}
        </section>
      ) : null}
      {deals.combos.length > 0 ? (
        <section aria-labelledby="combo-deals-title" className="rounded-2xl border border-line p-4 sm:p-5">
          <h2 id="combo-deals-title" className="text-sm font-semibold text-ink">
            {t('deals.combosTitle')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {deals.combos.map((combo) => (
              <ComboDealCard key={combo.id} combo={combo} format={format.money} busy={busy} pending={loading.comboDeal} onAdd={() => void addCombo(combo)} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
