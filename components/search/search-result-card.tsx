import Image from 'next/image';
import Link, { type LinkProps } from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import Eye from 'lucide-react/icons/eye';
import { ProductLabelBadge } from '@/components/catalog/product-label-badge';
import { ProductPrice } from '@/components/catalog/product-price';
import { RatingStars } from '@/components/catalog/rating-stars';
import { productPictureSrc } from '@/lib/images/product-image-loader';
import type { SearchItemData } from '@/lib/search/search-types';
import { HighlightedText } from './highlighted-text';

/* With the filter column beside it, a desktop card is about a third of 60rem wide (as on category pages). */
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 33vw, 320px';

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
  const { t: tCatalog } = useTranslation('catalog');
  const href = `/${item.categorySlug}/${item.slug}`;
  const note = !item.purchasable ? t('card.soldOut') : item.inStock ? null : tCatalog('stock.out');
  const byline = item.vendorName && item.vendorSlug !== 'deskhaus' ? t('card.byVendor', { name: item.vendorName }) : null;
  return (
    <article className="group relative flex flex-col gap-3" data-product-code={item.code}>
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-canvas">
        <Image
          src={productPictureSrc(item.imageKey)}
          alt=""
          fill
          sizes={CARD_SIZES}
          priority={priority}
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute left-3 top-3">
          <ProductLabelBadge labels={item.labels} />
        </div>
        {quickView ? (
          <Link
            href={quickView.href}
            as={quickView.as}
            shallow
            scroll={false}
            aria-label={t('quickView.openFor', { name: item.name })}
            aria-haspopup="dialog"
            className="absolute right-3 bottom-3 z-10 inline-flex h-10 items-center gap-2 rounded-full bg-white/95 px-3 text-sm font-medium text-ink shadow-soft transition-opacity hover:bg-white focus-visible:opacity-100 md:px-4 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100"
          >
            <Eye aria-hidden="true" className="size-4" />
            <span className="hidden md:inline">{t('quickView.open')}</span>
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-medium leading-snug text-ink sm:text-base">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            <HighlightedText text={item.name} ranges={item.highlight.name} />
          </Link>
        </h2>
        {item.highlight.snippet ? (
          <p className="line-clamp-2 text-xs text-ink-muted sm:text-sm">
            <HighlightedText text={item.highlight.snippet.text} ranges={item.highlight.snippet.ranges} />
          </p>
        ) : null}
        {byline ? <p className="text-xs text-ink-muted sm:text-sm">{byline}</p> : null}
        {item.reviewCount > 0 ? <RatingStars rating={item.ratingAverage} count={item.reviewCount} /> : null}
        <ProductPrice {...item.price} />
        {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
      </div>
    </article>
  );
}
