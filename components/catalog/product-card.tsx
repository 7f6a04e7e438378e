import type { ReactNode } from 'react';
import Link, { type LinkProps } from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { LABEL } from '@/lib/constants/labels';
import type { StockState } from '@/lib/product/stock-state';
import { CardPicture } from './card-picture';
import { badgeLabelOf, ProductLabelBadge } from './product-label-badge';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { CompoundWords } from '@/components/common/compound-words';

export interface ProductCardData {
  code: string;
  slug: string;
  categorySlug: string;
  name: string;
  imageKey: string;
  price: { amount: number; compareAtAmount: number | null; currency: string };
  ratingAverage: number;
  reviewCount: number;
  labels: number[];
  inStock: boolean;
  /** Decided on the server by the store's one availability rule. */
  availability: StockState;
}

/** A shallow link that opens the quick-view popup over the current listing. */
export interface ProductCardQuickView {
  href: LinkProps['href'];
  as: string;
  label: string;
  /** The visible word ("Quick view"); `label` names the product for screen readers. */
  text: string;
}

interface ProductCardProps {
  product: ProductCardData;
  /** Only the first cards of the first screen load eagerly. */
  priority?: boolean;
  /** Listings pass the quick-view link; pods and shelves have none. */
  quickView?: ProductCardQuickView;
  /** A small line under the name, such as the vendor. */
  byline?: string | null;
  /** The card title's heading level: 2 under a listing's h1, 3 in a titled shelf. */
  headingLevel?: 2 | 3;
  /** next/image sizes; the default suits 2, 3 and 4 columns at the three widths. */
  sizes?: string;
  /** The name as shown, when it is more than text (search marks the words that matched). */
  title?: ReactNode;
  /** A line under the name, such as the part of the description a search matched. */
  snippet?: ReactNode;
}

/** The line under the price: nothing in stock, "Pre-order" unless the badge says it, and why it cannot be bought. */
function availabilityNoteKey(state: StockState, hasPreOrderBadge: boolean): string | null {
  if (state === 'sold-out') return 'stock.soldOut';
  if (state === 'paused') return 'stock.paused';
  if (state === 'pre-order' && !hasPreOrderBadge) return 'stock.preOrder';
  return null;
}

const DEFAULT_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 33vw, 25vw';

/** A product in a grid or shelf: picture, badge, name, rating, price and, in listings, the quick view. */
export function ProductCard({ product, priority = false, quickView, byline, headingLevel = 3, sizes = DEFAULT_SIZES, title, snippet }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const href = `/${product.categorySlug}/${product.slug}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const note = availabilityNoteKey(product.availability, product.labels.includes(LABEL.PRE_ORDER));
  return (
    <article className="pcard" data-product-code={product.code}>
      <div className="pcard-media">
        <CardPicture imageKey={product.imageKey} sizes={sizes} priority={priority} />
        {/* No empty box on the cards without a badge. */}
        {badgeLabelOf(product.labels) !== undefined ? (
          <div className="pcard-badge">
            <ProductLabelBadge labels={product.labels} />
          </div>
        ) : null}
        {quickView ? (
          <Link href={quickView.href} as={quickView.as} shallow scroll={false} aria-label={quickView.label} aria-haspopup="dialog" className="pcard-qv">
            {/* The eye is the link's ::before and the word shows from md up (styles/catalog.css): no markup per card for either. */}
            <span>{quickView.text}</span>
          </Link>
        ) : null}
      </div>
      <div className="pcard-body">
        <Heading className="pcard-title">
          <Link href={href} className="pcard-link">
            {title ?? <CompoundWords text={product.name} />}
          </Link>
        </Heading>
        {snippet ? <p className="line-clamp-2 text-xs text-ink-muted sm:text-sm">{snippet}</p> : null}
        {byline ? <p className="text-xs text-ink-muted sm:text-sm">{byline}</p> : null}
        {product.reviewCount > 0 ? <RatingStars rating={product.ratingAverage} count={product.reviewCount} /> : null}
        <ProductPrice {...product.price} />
        {note ? (
          <p className={product.availability === 'pre-order' ? 'pcard-note' : 'pcard-note font-medium text-sale'} data-testid="card-availability">
            {t(note)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
