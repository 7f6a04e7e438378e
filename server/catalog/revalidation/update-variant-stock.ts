import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from './path-revalidators';
import { lockVariantBySku, setVariantStock, touchProduct } from './repository';
import { revalidateCatalogPages } from './revalidate-catalog-pages';
import type { RevalidationReport, UpdateVariantStockInput } from '@/lib/contracts/catalog/revalidation-schemas';

export interface UpdateVariantStockResult {
  sku: string;
  stock: number;
  revalidation: RevalidationReport;
}

/** Sets a variant's stock level, then re-renders every page that shows the product. */
export async function updateVariantStock(input: UpdateVariantStockInput & { revalidate?: PathRevalidator }): Promise<UpdateVariantStockResult> {
  const productId = await getDb().transaction(async (tx) => {
    const variant = await lockVariantBySku(tx, input.sku);
    if (!variant) throw new AppError('NOT_FOUND', `There is no variant with SKU "${input.sku}".`);
    await setVariantStock(tx, { variantId: variant.variantId, stock: input.stock });
    await touchProduct(tx, variant.productId);
    return variant.productId;
  });
  const revalidation = await revalidateCatalogPages({ productIds: [productId] }, { revalidate: input.revalidate });
  return { sku: input.sku, stock: input.stock, revalidation };
}
