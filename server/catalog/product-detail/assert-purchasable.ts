import { LABEL } from '@/lib/constants/labels';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { availabilityFields, flashSaleState } from './flash-sale-state';
import { purchaseRefusal } from './purchase-refusal';
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
 * Refuses what cannot go into a cart: an unknown product or variant (NOT_FOUND), an unavailable
 * or unpurchasable product by spec §4, or more units than are in stock (UNPROCESSABLE, with a
 * message the client can show). The cart calls it before adding or changing a line, so the API
 * enforces what the product page shows.
 */
export async function assertPurchasable(input: { productCode: string; variantId: number; quantity: number; now?: Date }): Promise<PurchaseCheck> {
  const { productCode, variantId, quantity } = input;
  if (!PRODUCT_CODE_PATTERN.test(productCode)) throw new AppError('NOT_FOUND', `No product has the code ${productCode}.`);
  if (!Number.isSafeInteger(variantId) || variantId < 1) throw new AppError('NOT_FOUND', `Product ${productCode} has no variant ${variantId}.`);
  const facts = await findPurchaseFacts(getDb(), productCode, variantId);
  if (!facts) throw new AppError('NOT_FOUND', `No product has the code ${productCode}.`);
  if (!facts.variant) throw new AppError('NOT_FOUND', `Product ${productCode} has no variant ${variantId}.`);

  const state = flashSaleState(facts.flashSales, input.now ?? new Date());
  const fields = availabilityFields({ isVendorProduct: facts.isVendorProduct, productUrlCode: facts.code, state, isInStock: facts.variant.stock > 0 });
  const refusal = purchaseRefusal({ productCode: facts.code, fields, stock: facts.variant.stock, quantity });
  if (refusal) throw new AppError('UNPROCESSABLE', refusal);
  return {
    productId: facts.productId,
    variantId: facts.variant.id,
    quantity,
    isPreOrder: facts.variant.stock === 0 || facts.labels.includes(LABEL.PRE_ORDER),
  };
}
