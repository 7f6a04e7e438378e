import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { ShoppingBagIcon } from '@/components/icons/shopping-bag-icon';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { GiftCardInput } from '@/lib/cart/gift-card';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { lineUnitPrice } from '@/lib/product/line-unit-price';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { useAddToCart } from './use-add-to-cart';

export interface AddToCartButtonProps {
  product: ProductPageProduct;
  selection: CartLineSelection;
  /** Something on the page to fix first (an over-long engraving), said next to the button. */
  blockedReason?: string | null;
  /** "compact" for the sticky mobile bar: no total, no note (the main button says it). */
  size?: 'default' | 'compact';
  /**
   * Called on click before anything is sent: null stops the add (the page's form shows why);
   * otherwise what else the line travels with (a gift card's recipient details).
   */
  prepare?: () => AddToCartExtras | null;
}

export interface AddToCartExtras {
  giftCard?: GiftCardInput;
}

/**
 * Adds the selection to the cart and opens the popup cart. Disabled, with the reason next to it,
 * when the variant cannot be bought (spec §4: sold out, or a paused flash sale).
 */
export function AddToCartButton({ product, selection, blockedReason = null, size = 'default', prepare }: AddToCartButtonProps) {
  const { t } = useTranslation('product');
  const { locale } = useRouter();
  const { add, pending, error } = useAddToCart({ failedMessage: t('addToCart.failed'), toastErrors: size === 'compact' });
  const { variant, unitTotal } = lineUnitPrice(product, selection);
  const availability = variant?.availability ?? { isUnavailable: true, isPurchasable: false, reason: 'sold-out' as const };
  const reason = !availability.isPurchasable ? t(`blocked.${availability.reason ?? 'sold-out'}`) : blockedReason;
  const disabled = reason !== null || pending;
  // "Sold out" is already the button's label (and the stock line's): the note says other reasons.
  const note = error ?? (availability.isUnavailable ? null : reason);
  const noteId = `add-to-cart-note-${size}`;
  const label = availability.isUnavailable ? t('addToCart.soldOut') : pending ? t('addToCart.adding') : t('addToCart.add');

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <button
        type="button"
        disabled={disabled}
        aria-describedby={size === 'default' && note ? noteId : undefined}
        onClick={() => {
          const extras = prepare ? prepare() : {};
          if (extras) void add(selection, { productId: product.id, ...extras });
        }}
        className={`btn-primary w-full gap-2 disabled:cursor-not-allowed disabled:bg-sand-200 disabled:text-sand-700 ${size === 'compact' ? 'min-h-12 px-4 text-sm' : 'min-h-13 text-base'}`}
        data-testid={size === 'compact' ? 'sticky-add-to-cart' : 'add-to-cart'}
      >
        <ShoppingBagIcon className="size-5 shrink-0" />
        <span className="truncate whitespace-nowrap">{label}</span>
        {!availability.isUnavailable && size === 'default' ? (
          // Phones show the total in the price block and the sticky bar; the button keeps its words.
          <span className="hidden whitespace-nowrap font-normal tabular-nums opacity-90 sm:inline">· {formatMinorUnits(unitTotal * selection.quantity, product.currency, locale)}</span>
        ) : null}
      </button>
      {size === 'default' && note ? (
        <p id={noteId} role={error ? 'alert' : undefined} className="text-sm text-sale">
          {note}
        </p>
      ) : null}
    </div>
  );
}
