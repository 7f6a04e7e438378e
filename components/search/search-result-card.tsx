import type { LinkProps } from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ProductCard } from '@/components/catalog/product-card';
import { LISTING_CARD_SIZES } from '@/components/listing/listing-product-grid';
import type { SearchItemData } from '@/lib/search/search-types';
import { HighlightedText } from './highlighted-text';

export interface SearchQuickViewLink {
  href: LinkProps['href'];
  as: string;
}

interface SearchResultCardProps {
  item: SearchItemData;
  priority: boolean;
  quickView: SearchQuickViewLink | null;
}

/**
 * A result as a category page's product card shows it (same picture, badge, rating, price and
 * quick view), with the words that matched marked in the name, or in a line of the short
 * description when the name holds none of them.
 */
export function SearchResultCard({ item, priority, quickView }: SearchResultCardProps) {
  const { t } = useTranslation('listing');
  const { snippet } = item.highlight;
  return (
    <ProductCard
      product={item}
      priority={priority}
      sizes={LISTING_CARD_SIZES}
      headingLevel={2}
      quickView={quickView ? { ...quickView, label: t('quickView.openFor', { name: item.name }), text: t('quickView.open') } : undefined}
      byline={item.vendorName && item.vendorSlug !== 'deskhaus' ? t('card.byVendor', { name: item.vendorName }) : null}
      title={<HighlightedText text={item.name} ranges={item.highlight.name} />}
      snippet={snippet ? <HighlightedText text={snippet.text} ranges={snippet.ranges} /> : null}
    />
  );
}
