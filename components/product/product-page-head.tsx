import { useRouter } from 'next/router';
import { PageHead } from '@/components/seo/page-head';
import { pictureUrl, productPictureName, productPictureViews } from '@/lib/images/picture-urls';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { ProductPageProduct } from '@/lib/product/product-page-product';
import type { ReviewJsonLdInput } from '@/lib/product/product-json-ld';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { serverProductJsonLd } from './server-product-json-ld';

/** Width of the pictures structured data and social cards point at. */
const SHARED_PICTURE_WIDTH = 960;

interface ProductPageHeadProps {
  product: ProductPageProduct;
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
  // Only the server writes structured data (decision 0064): the browser's build has no builder.
  const buildJsonLd = typeof window === 'undefined' ? serverProductJsonLd : null;
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
      jsonLd={buildJsonLd ? buildJsonLd({ product, pictures, origin, locale, reviews }) : undefined}
    />
  );
}
