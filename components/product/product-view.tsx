import { useRef, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ProductCardData } from '@/components/catalog/product-card';
import { RatingStars } from '@/components/catalog/rating-stars';
import { WhenNearViewport } from '@/components/common/when-near-viewport';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { ContentSection } from '@/lib/contracts/catalog/product-detail-schemas';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import type { StorefrontBrand } from '@/lib/brands/storefront-brand';
import type { ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { ProductBadges } from './product-badges';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductPageHead } from './product-page-head';
import { ProductTranslationProvider, type ProductT } from './product-translation';
import { PurchasePanel } from './purchase-panel';
import { DeferredProductSections, DeferredRelatedProducts } from './deferred-product-parts';
import { StickyBarOnPhones } from './sticky-bar-on-phones';
import type { GiftCardControl } from './gift-card-control';
import { useProductSelection } from './use-product-selection';
import { useViewItemTracking } from './use-view-item-tracking';
import { CompoundWords } from '@/components/common/compound-words';
import { labelsForState } from '@/lib/product/stock-state';

/* The recipient form and the schema that checks it load on gift-card pages only. */
const GiftCardFields = dynamic(() => import('./gift-card-fields').then((module) => module.GiftCardFields));
/* A brand's own policies: server-rendered (and loaded before hydration) on its products only. */
const BrandPolicies = dynamic(() => import('./brand-policies').then((module) => module.BrandPolicies));
/* Deals depend on the shopper's cart: they load in the browser, after the page. */
const ProductDeals = dynamic(() => import('@/components/deals/product-deals').then((module) => module.ProductDeals), { ssr: false });

export interface ProductViewProps {
  product: ProductPageProduct;
  /** The words by the title (lib/product/product-page-product.ts). */
  summary: string;
  /** Content sections; empty on the first document, whose kept markup shows them (decision 0065). */
  sections: ContentSection[];
  related: readonly ProductCardData[];
  /** Where the reviews work renders its list and form (the #reviews anchor is always there). */
  reviews?: ReactNode;
  /** Review entries for the Product structured data, from the same work. */
  reviewsJsonLd?: readonly ReviewJsonLdInput[];
  /** The policies of the brand that sells it (its store's shipping, returns and warranty words). */
  brandPolicies?: StorefrontBrand['policies'];
}

export function ProductView({ product, summary, sections, related, reviews, reviewsJsonLd, brandPolicies = [] }: ProductViewProps) {
  const { t: translate } = useTranslation('product');
  const t: ProductT = (key, options) => translate(key, options);
  const selection = useProductSelection(product);
  const purchaseArea = useRef<HTMLDivElement>(null);
  const opening = defaultVariantOf(product.variants);
  useViewItemTracking({ code: product.product_url_code, name: product.product_name, priceMinor: opening?.price.amount ?? product.product_price, currency: product.currency });

  const productPath = `/${product.categorySlug}/${product.slug}`;
  const crumbs: Breadcrumb[] = [
    { name: t('breadcrumbs.home'), path: '/' },
    { name: product.category_name, path: `/${product.categorySlug}` },
    { name: product.product_name, path: productPath },
  ];
  const blockedReason = selection.isCustomizationValid ? null : t('options.fixText');
  const giftCardRef = useRef<GiftCardControl | null>(null);
  const isGiftCard = product.kind === PRODUCT_KIND.GIFT_CARD;
  // A gift card goes in only with valid recipient details; the form says what is missing.
  const prepareAdd = isGiftCard
    ? () => {
        const control = giftCardRef.current;
        if (!control?.validate()) return null;
        return { giftCard: control.input };
      }
    : undefined;

  return (
    <ProductTranslationProvider value={t}>
      <ProductPageHead product={product} breadcrumbs={crumbs} reviews={reviewsJsonLd} />
      <div className="container-page pb-28 md:pb-20">
        <ProductBreadcrumbs crumbs={crumbs} />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-12 lg:gap-12 xl:gap-16">
          <div className="min-w-0 lg:col-span-7">
            <div className="lg:sticky lg:top-24">
              <ProductGallery imageKey={selection.variant.imageKey} productName={product.product_name} />
            </div>
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-5">
            <header className="flex flex-col gap-3">
              <ProductBadges labels={labelsForState(product.labels, selection.variant.availability.state)} />
              {product.vendor && product.is_vendor_product ? (
                <p className="text-sm text-ink-muted">
                  {t('vendor.by')}{' '}
                  <Link href={`/store/${product.vendor.slug}`} className="link-quiet font-medium">
                    {product.vendor.name}
                  </Link>
                </p>
              ) : null}
              <h1 className="text-3xl font-semibold tracking-tight text-balance wrap-break-word text-ink md:text-4xl">
                <CompoundWords text={product.product_name} />
              </h1>
              {product.reviewCount > 0 ? (
                <a href="#reviews" className="w-fit rounded-sm hover:underline">
                  <RatingStars rating={product.ratingAverage} count={product.reviewCount} />
                </a>
              ) : null}
              {summary ? <p className="text-base leading-relaxed text-sand-700">{summary}</p> : null}
            </header>
            <PurchasePanel
              product={product}
              selection={selection}
              purchaseArea={purchaseArea}
              blockedReason={blockedReason}
              extraFields={isGiftCard ? <GiftCardFields controlRef={giftCardRef} /> : null}
              prepareAdd={prepareAdd}
            />
            {product.vendor && brandPolicies.length > 0 ? <BrandPolicies brandName={product.vendor.name} policies={brandPolicies} /> : null}
            {isGiftCard ? null : (
              <WhenNearViewport>
                <ProductDeals product={product} selection={blockedReason ? null : selection.cartLine} />
              </WhenNearViewport>
            )}
          </div>
        </div>
        <DeferredProductSections product={{ ...product, sections }} />
        <div id="reviews" className="scroll-mt-24">
          {reviews}
        </div>
        <DeferredRelatedProducts products={related} />
      </div>
      <StickyBarOnPhones
        product={product}
        selection={selection.cartLine}
        unitTotal={selection.unitTotal}
        blockedReason={blockedReason}
        prepareAdd={prepareAdd}
        watch={purchaseArea}
      />
    </ProductTranslationProvider>
  );
}
