import { useRouter } from 'next/router';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pictureUrl, productPictureName, productPictureViews } from '@/lib/images/picture-urls';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { productJsonLd, type ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import { schemaAvailabilityOf } from '@/lib/product/stock-state';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';

/** Width of the pictures structured data and social cards point at. */
const SHARED_PICTURE_WIDTH = 960;

interface ProductPageHeadProps {
  product: ProductDetail;
  breadcrumbs: readonly Breadcrumb[];
  /** Filled by the reviews work; no Review entries until then. */
  reviews?: readonly ReviewJsonLdInput[];
}

/**
 * Title, description, canonical (always the bare `/{category}/{product}`, whatever variant the
 * URL names), the BreadcrumbList and the Product structured data of the variant the page opens on.
 */
export function ProductPageHead({ product, breadcrumbs, reviews }: ProductPageHeadProps) {
  const { locale } = useRouter();
  const path = `/${product.categorySlug}/${product.slug}`;
  const origin = siteUrl();
  const variant = defaultVariantOf(product.variants);
  const pictures = variant
    ? productPictureViews(variant.imageKey).map((view) => absoluteUrl(origin, pictureUrl('products', productPictureName(variant.imageKey, view), SHARED_PICTURE_WIDTH)))
    : [];
  const stockState = variant?.availability.state ?? 'sold-out';
  const jsonLd = productJsonLd({
    name: product.product_name,
    description: product.shortDescription,
    sku: variant?.sku ?? product.product_url_code,
    productCode: product.product_url_code,
    url: canonicalUrl({ siteUrl: origin, locale: locale ?? DEFAULT_LOCALE, pathname: path, pageKind: 'product' }),
    images: pictures,
    brand: product.vendor?.name ?? STORE_NAME,
    category: product.category_name,
    amount: variant?.price.amount ?? product.product_price,
    currency: product.currency,
    availability: schemaAvailabilityOf(stockState),
    priceValidUntil: variant?.price.flashSalePercentOff ? product.flashSaleEndsAt : null,
    ratingAverage: product.ratingAverage,
    reviewCount: product.reviewCount,
    reviews,
  });
  return (
    <PageHead
      pageKind="product"
      title={product.product_name}
      description={product.shortDescription}
      keywords={[product.product_name, product.category_name, product.vendor?.name ?? STORE_NAME]}
      image={pictures[0]}
      path={path}
      query={{}}
      breadcrumbs={breadcrumbs}
      jsonLd={jsonLd}
    />
  );
}
