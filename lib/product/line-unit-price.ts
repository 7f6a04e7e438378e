import type { CartLineSelection } from './cart-line-selection';
import { quoteCustomizations, type CustomizationQuote } from './customization-price';
import type { ProductDetail, ProductVariantDetail } from '../contracts/catalog/product-detail-schemas';
import { discountedUnitAmount, tierForQuantity } from './tier-pricing';

export interface LineUnitPrice {
  variant: ProductVariantDetail | undefined;
  customization: CustomizationQuote;
  tierPercentOff: number | null;
  /** One unit: the variant's effective price, less the tier the quantity reaches, plus the options. */
  unitTotal: number;
}

/** The price of one unit of a cart line, by the rules the server's quote uses. */
export function lineUnitPrice(product: Pick<ProductDetail, 'variants' | 'customizations' | 'priceTiers'>, selection: CartLineSelection): LineUnitPrice {
  const variant = product.variants.find((candidate) => candidate.id === selection.variantId);
  const customization = quoteCustomizations(product.customizations, selection.optionChoices, selection.personalization);
  const tier = tierForQuantity(product.priceTiers, selection.quantity);
  const base = variant ? (tier ? discountedUnitAmount(variant.price.amount, tier.percentOff) : variant.price.amount) : 0;
  return { variant, customization, tierPercentOff: tier?.percentOff ?? null, unitTotal: base + customization.amount };
}
