import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import { productJsonLd, type ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import { schemaAvailabilityOf } from '@/lib/product/stock-state';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import type { JsonLdThing } from '@/lib/seo/json-ld';

export interface ProductPageJsonLdInput {
  product: ProductPageProduct;
  /** Absolute URLs of the opening variant's pictures. */
  pictures: readonly string[];
  origin: string;
  locale: string | undefined;
  reviews?: readonly ReviewJsonLdInput[];
}

/** The Product structured data of the variant the page opens on (written by the server only, decision 0064). */
export function productPageJsonLd({ product, pictures, origin, locale, reviews }: ProductPageJsonLdInput): JsonLdThing {
  const variant = defaultVariantOf(product.variants);
  const stockState = variant?.availability.state ?? 'sold-out';
  return productJsonLd({
    name: product.product_name,
    description: product.shortDescription,
    sku: variant?.sku ?? product.product_url_code,
    productCode: product.product_url_code,
    url: canonicalUrl({ siteUrl: origin, locale: locale ?? DEFAULT_LOCALE, pathname: `/${product.categorySlug}/${product.slug}`, pageKind: 'product' }),
    images: [...pictures],
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
}
