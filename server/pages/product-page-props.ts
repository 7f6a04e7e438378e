import type { GetStaticPaths, GetStaticProps } from 'next';
import { keptTranslations, serverSideTranslations } from '@/server/pages/page-translations';
import { trimPageNamespace, withoutGroups } from '@/server/pages/trim-page-namespace';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { localizedPath } from '@/lib/navigation/localized-path';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';
import type { ContentSection } from '@/lib/contracts/catalog/product-detail-schemas';
import { makeT } from '@/lib/i18n/translate';
import { productSummaryText, type ProductPageProduct } from '@/lib/product/product-page-product';
import type { ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import { reviewsJsonLdOf } from '@/lib/reviews/reviews-json-ld';
import { reviewCalendarLabel } from '@/lib/format/review-date-label';
import { loadProductReviewsPreview } from '@/server/catalog/reviews/load-product-reviews-preview';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import { packRows, type PackedRows } from '@/lib/catalog/packed-rows';
import { findProductPage } from '@/server/catalog/product-detail/find-product-page';
import { listProductPagePaths } from '@/server/catalog/product-detail/list-product-page-paths';
import { findVendorIdOfSlug } from '@/server/catalog/vendors/get-vendor-profile';
import { getStorefrontBrand } from '@/server/brands/profile/get-storefront-brand';
import type { StorefrontBrand } from '@/lib/brands/storefront-brand';
import type { KeptTranslations, WithKeptPageData } from '@/lib/pages/kept-page-data';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, LOCALES, type Locale } from '@/lib/i18n/locales';

/** Best sellers pre-rendered by `next build` in every locale; other products render on first visit. */
export const PRERENDERED_PRODUCT_COUNT = 8;
/**
 * Safety net only: prices, stock and reviews re-render the page on demand (res.revalidate of
 * `/{category}/{product}` in each locale). A flash sale that starts or ends sooner than this
 * shortens it, so a cached page never shows a sale price past the sale.
 */
export const PRODUCT_REVALIDATE_SECONDS = 300;
const MIN_REVALIDATE_SECONDS = 5;
/** How soon an unknown product URL is checked again (a product published later appears). */
const MISSING_REVALIDATE_SECONDS = 60;

/**
 * A product as the page's props carry it: its variants packed (lib/catalog/packed-rows.ts, decision
 * 0054), its content sections in the kept data and the summary they give the title instead
 * (decision 0065).
 */
export type PackedProductDetail = Omit<ProductPageProduct, 'variants'> & { variants: PackedRows<ProductDetail['variants'][number]>; summary: string };

/** What only the kept parts render: the first document leaves it out (decisions 0063, 0065). */
export interface ProductKeptData extends KeptTranslations {
  /** The related products' cards, packed like a listing's. */
  related: PackedRows<ProductCard>;
  /** Description, specifications, what is in the box. */
  sections: ContentSection[];
  /** Rating summary and first page of reviews (server/catalog/reviews); the rest loads in the browser. */
  reviews: ProductReviewsPreview;
  /** The same reviews as Review entries of the Product structured data, which only the server writes. */
  reviewsJsonLd: ReviewJsonLdInput[];
}

export interface ProductPageProps extends WithKeptPageData<ProductKeptData> {
  product: PackedProductDetail;
  /** Shipping, returns and warranty of the brand that sells it; empty for the store's own products. */
  brandPolicies: StorefrontBrand['policies'];
}

async function brandPoliciesOf(product: ProductDetail, locale: Locale): Promise<StorefrontBrand['policies']> {
  if (!product.vendor || !product.is_vendor_product) return [];
  const vendorId = await findVendorIdOfSlug(product.vendor.slug);
  if (!vendorId) return [];
  return (await getStorefrontBrand({ vendorId, language: languageOfLocale(locale) }))?.policies ?? [];
}

/** Groups of the `product` namespace that only a gift card's page renders (its recipient form). */
const GIFT_CARD_ONLY_GROUPS = ['giftCard'];

type ProductPageParams = { categorySlug: string; productSlug: string };

export const getProductStaticPaths: GetStaticPaths<ProductPageParams> = async () => {
  const products = await listProductPagePaths({ limit: PRERENDERED_PRODUCT_COUNT });
  return {
    paths: LOCALES.flatMap((locale) => products.map((product) => ({ params: { categorySlug: product.categorySlug, productSlug: product.slug }, locale }))),
    fallback: 'blocking',
  };
};

export function revalidateSecondsUntil(nextChangeAt: Date | null, now: Date): number {
  if (!nextChangeAt) return PRODUCT_REVALIDATE_SECONDS;
  const seconds = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000);
  return Math.min(PRODUCT_REVALIDATE_SECONDS, Math.max(MIN_REVALIDATE_SECONDS, seconds));
}

export const getProductStaticProps: GetStaticProps<ProductPageProps, ProductPageParams> = async ({ params, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const now = new Date();
  const [page, translations, reviewsTranslations] = await Promise.all([
    findProductPage({ categorySlug: params?.categorySlug ?? '', productSlug: params?.productSlug ?? '', locale: pageLocale, now }),
    serverSideTranslations(pageLocale, ['common', 'catalog', 'product']),
    // The reviews' words are used by the reviews part only, which goes live when the shopper comes near.
    keptTranslations(pageLocale, ['reviews']),
  ]);
  if (page.kind === 'missing') return { notFound: true, revalidate: MISSING_REVALIDATE_SECONDS };
  if (page.kind === 'moved') {
    const destination = localizedPath(`/${page.categorySlug}/${params?.productSlug ?? ''}`, pageLocale);
    return { redirect: { destination, permanent: true }, revalidate: PRODUCT_REVALIDATE_SECONDS };
  }
  const [reviews, brandPolicies] = await Promise.all([loadProductReviewsPreview({ code: page.detail.product_url_code }), brandPoliciesOf(page.detail, pageLocale)]);
  const { sections, ...detail } = page.detail;
  const anonymousName = makeT(reviewsTranslations[pageLocale] ?? {}, pageLocale, ['reviews'])('item.anonymous');
  return {
    props: {
      // The gift-card form's words only where it shows (decision 0054's trimming).
      ...(detail.kind === PRODUCT_KIND.GIFT_CARD ? translations : trimPageNamespace(translations, 'product', (tree) => withoutGroups(tree, GIFT_CARD_ONLY_GROUPS))),
      product: { ...detail, variants: packRows(detail.variants), summary: productSummaryText(sections, detail.shortDescription) },
      kept: {
        related: packRows(page.related),
        sections,
        reviews: { ...reviews, dateLabels: Object.fromEntries(reviews.page.items.map((review) => [review.id, reviewCalendarLabel(review.date_created, pageLocale)])) },
        reviewsJsonLd: reviewsJsonLdOf(reviews, anonymousName),
        translations: reviewsTranslations,
      },
      brandPolicies,
    },
    revalidate: revalidateSecondsUntil(page.nextChangeAt, now),
  };
};
