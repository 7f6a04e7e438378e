import { LABEL } from '@/lib/constants/labels';
import type { Language } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { decideAvailability } from '../availability/decide-availability';
import { purchaseRefusal } from '../availability/refusal-text';
import { flashSaleState, saleFactsOf } from './flash-sale-state';
import { findPurchaseFacts } from './repository-purchase-facts';
import { PRODUCT_CODE_PATTERN } from '@/lib/contracts/catalog/product-detail-schemas';

export interface PurchaseCheck {
  productId: number;
  variantId: number;
  quantity: number;
  /** Nothing in stock (or labelled pre-order): the line ships with the next batch. */
  isPreOrder: boolean;
}

/**
 * Refuses what cannot go into a cart: an unknown product or variant (NOT_FOUND), a product the
 * availability rule (decide-availability.ts) does not sell now, or more units than it allows
 * (UNPROCESSABLE, with a sentence naming the product by its title, which the client shows). The
 * cart calls it before adding or changing a line, so the API enforces what the product page shows.
 */
export async function assertPurchasable(input: { productCode: string; variantId: number; quantity: number; language?: Language; now?: Date }): Promise<PurchaseCheck> {
  const { productCode, variantId, quantity } = input;
  if (!PRODUCT_CODE_PATTERN.test(productCode)) throw new AppError('NOT_FOUND', `No product has the code ${productCode}.`);
  if (!Number.isSafeInteger(variantId) || variantId < 1) throw new AppError('NOT_FOUND', `Product ${productCode} has no variant ${variantId}.`);
  const facts = await findPurchaseFacts(getDb(), productCode, variantId, input.language ?? 'en');
  if (!facts) throw new AppError('NOT_FOUND', `No product has the code ${productCode}.`);
  if (!facts.variant) throw new AppError('NOT_FOUND', `${facts.name} has no variant ${variantId}.`);

  const sale = saleFactsOf(flashSaleState(facts.flashSales, input.now ?? new Date()));
  const availability = decideAvailability({ isVendorProduct: facts.isVendorProduct, sale, stock: facts.variant.stock, labels: facts.labels });
  const refusal = purchaseRefusal({ name: facts.name, availability, quantity });
  if (refusal) throw new AppError('UNPROCESSABLE', refusal);
  return {
    productId: facts.productId,
    variantId: facts.variant.id,
    quantity,
    isPreOrder: facts.variant.stock === 0 || facts.labels.includes(LABEL.PRE_ORDER),
  };
}
