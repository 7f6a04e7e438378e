import { useTranslation } from '@/components/i18n/use-translation';
import { ProductCard, type ProductCardQuickView } from '@/components/catalog/product-card';
import type { ListingItemData } from '@/lib/catalog/listing-types';

/*
 * Two columns below md (half the screen at most); from md up three columns, at most 320 CSS px
 * (at 1,023 px, before the filter column appears, a card is about 310). Written without spaces:
 * it is on every card of a listing's HTML.
 */
export const LISTING_CARD_SIZES = '(max-width:767px) 50vw,320px';
/* The first row is on the first screen at every width: load it at once (LCP). */
const EAGER_CARDS = 3;

export interface ListingProductGridProps {
  items: readonly ListingItemData[];
  quickViewOf(item: ListingItemData): ProductCardQuickView | undefined;
  /** Every card of a listing page is eager only when the page is what the first screen shows. */
  eager: boolean;
}

export function ListingProductGrid({ items, quickViewOf, eager }: ListingProductGridProps) {
  const { t } = useTranslation('listing');
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-9 sm:gap-x-5 md:grid-cols-3 md:gap-y-12">
      {items.map((item, index) => (
        <li key={item.code}>
          <ProductCard
            product={item}
            priority={eager && index < EAGER_CARDS}
            sizes={LISTING_CARD_SIZES}
            headingLevel={2}
            quickView={quickViewOf(item)}
            byline={item.vendorName && item.vendorSlug !== 'deskhaus' ? t('card.byVendor', { name: item.vendorName }) : null}
          />
        </li>
      ))}
    </ul>
  );
}
