import { Suspense } from 'react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { useProductDetail } from '@/services/listing-hooks';

interface QuickViewAddToCartProps {
  code: string;
  sku: string;
}

function Placeholder() {
  return <div aria-hidden="true" className="h-13 w-full animate-pulse rounded-full bg-canvas" />;
}

/**
 * The product page's own add-to-cart button (same checks, same popup cart, same add_to_cart
 * event), fed with the product detail it expects and the variant picked in the quick view.
 * The detail loads with the popup; until it arrives a placeholder holds the button's place.
 */
export function QuickViewAddToCart({ code, sku }: QuickViewAddToCartProps) {
  const { data } = useProductDetail(code);
  const variant = data?.variants.find((candidate) => candidate.sku === sku);
  if (!data || !variant) return <Placeholder />;
  return (
    // The button's words (product namespace) load on first use: wait for them without a blank.
    <Suspense fallback={<Placeholder />}>
      <AddToCartButton product={data} selection={{ productCode: code, variantId: variant.id, quantity: 1, optionChoices: {}, personalization: {} }} />
    </Suspense>
  );
}
