import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from './path-revalidators';
import { lockVariantBySku, touchProduct, upsertVariantPrice } from './repository';
import { revalidateCatalogPages } from './revalidate-catalog-pages';
import type { RevalidationReport, UpdateVariantPriceInput } from '@/lib/contracts/catalog/revalidation-schemas';

export interface UpdateVariantPriceResult {
  sku: string;
  currency: string;
  amount: number;
  compareAtAmount: number | null;
  revalidation: RevalidationReport;
}

/**
 * Sets a variant's price in one currency (minor units), then re-renders every page that shows
 * it. The price is committed before any page is rendered, so a page never caches the old one.
 */
export async function updateVariantPrice(input: UpdateVariantPriceInput & { revalidate?: PathRevalidator }): Promise<UpdateVariantPriceResult> {
  const compareAtAmount = input.compareAtAmount ?? null;
  const productId = await getDb().transaction(async (tx) => {
    const variant = await lockVariantBySku(tx, input.sku);
    if (!variant) throw new AppError('NOT_FOUND', `There is no variant with SKU "${input.sku}".`);
    await upsertVariantPrice(tx, { variantId: variant.variantId, currency: input.currency, amount: input.amount, compareAtAmount });
    await touchProduct(tx, variant.productId);
    return variant.productId;
  });
  const revalidation = await revalidateCatalogPages({ productIds: [productId] }, { revalidate: input.revalidate });
  return { sku: input.sku, currency: input.currency, amount: input.amount, compareAtAmount, revalidation };
}
