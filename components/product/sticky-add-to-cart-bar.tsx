import { useEffect, useState, type RefObject } from 'react';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';
import { useProductT } from './product-translation';

export interface StickyAddToCartBarProps {
  product: ProductPageProduct;
  selection: CartLineSelection;
  unitTotal: number;
  blockedReason: string | null;
  prepareAdd?: AddToCartButtonProps['prepare'];
  /** The main add-to-cart area: the bar shows while it is off screen. */
  watch: RefObject<HTMLElement | null>;
}

/**
 * On phones the add-to-cart button scrolls away under the pictures and content; this bar keeps it
 * at the bottom of the screen while the main one is out of view. It slides with a transform,
 * which moves nothing else on the page.
 */
export function StickyAddToCartBar({ product, selection, unitTotal, blockedReason, prepareAdd, watch }: StickyAddToCartBarProps) {
  const t = useProductT();
  const { locale } = useRouter();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur transition-transform duration-300 md:hidden ${
        visible ? 'translate-y-0' : 'pointer-events-none translate-y-full'
      }`}
      aria-hidden={!visible}
      inert={!visible}
      data-testid="sticky-add-to-cart-bar"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink">{product.product_name}</p>
          <p className="text-sm font-semibold tabular-nums text-ink">
            <span className="sr-only">{t('price.current')} </span>
            {formatMinorUnits(unitTotal * selection.quantity, product.currency, locale)}
          </p>
        </div>
        <div className="w-44 shrink-0">
          <AddToCartButton
            product={product}
            selection={selection}
            blockedReason={blockedReason}
            prepare={prepareAdd}
            size="compact"
          />
        </div>
      </div>
    </div>
  );
}
