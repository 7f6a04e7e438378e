import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { SeedPrice } from './catalog-types';
import { faceValuePrices, pricesInAllCurrencies } from './currency-prices';
import type { PriceEnding } from './price-rounding';
import type { ProductLine } from './product-line';
import type { VariantDraft } from './variant-drafts';

/* Gift card sizes are their face value: "gift-50" is worth 50 in any currency. */
function giftCardValue(size: string | undefined): number {
  const value = Number(size?.replace('gift-', ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Gift card size without a value: ${String(size)}`);
  return value;
}

export function currencyPricesFor(line: ProductLine, draft: VariantDraft, ending: PriceEnding, saleDiscount: number | null): SeedPrice[] {
  if (line.kind === PRODUCT_KIND.GIFT_CARD) return faceValuePrices(giftCardValue(draft.options.size));
  return pricesInAllCurrencies(draft.priceUsd, ending, saleDiscount);
}
