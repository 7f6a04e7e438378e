import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { jsonColumn } from '@/server/db/prepared-statement';
import { flashSales, productLabels, productTranslations, productVariants, products, type LanguageCode } from '@/server/db/schema';
import { flashSalesOf, type FlashSaleRow, type RawFlashSale } from './repository';
import { productRowInStore } from '@/server/catalog/repository-product-visibility';

export interface PurchaseFactsRow {
  productId: number;
  code: string;
  /** The title in the asked language (English when it has none), for refusals that name it. */
  name: string;
  isVendorProduct: boolean;
  labels: number[];
  flashSales: FlashSaleRow[];
  variant: { id: number; stock: number } | null;
}

/** What deciding whether a variant can be bought needs, in one query. */
export async function findPurchaseFacts(db: Db, productCode: string, variantId: number, language: LanguageCode): Promise<PurchaseFactsRow | undefined> {
  const labels = sql<unknown>`(select json_agg(${productLabels.labelId}) from ${productLabels} where ${productLabels.productId} = ${products.id})`;
  const sales = sql<unknown>`(
    select json_agg(json_build_object('id', ${flashSales.id}, 'version', ${flashSales.version}, 'percentOff', ${flashSales.percentOff},
      'startsAt', ${flashSales.startsAt}, 'endsAt', ${flashSales.endsAt}, 'isActive', ${flashSales.isActive}))
    from ${flashSales} where ${flashSales.productId} = ${products.id}
  )`;
  const name = sql<string | null>`(
    select ${productTranslations.name} from ${productTranslations}
    where ${productTranslations.productId} = ${products.id} and ${productTranslations.language} in (${language}, 'en')
    order by (${productTranslations.language} = ${language}) desc limit 1
  )`;
  const [row] = await db
    .select({
      productId: products.id,
      code: products.code,
      name,
      isVendorProduct: products.isVendorProduct,
      labels,
      sales,
      variantId: productVariants.id,
      stock: productVariants.stock,
    })
    .from(products)
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.id, variantId)))
    .where(and(eq(products.code, productCode), productRowInStore()))
    .limit(1);
  if (!row) return undefined;
  return {
    productId: row.productId,
    code: row.code,
    name: row.name ?? row.code,
    isVendorProduct: row.isVendorProduct,
    labels: jsonColumn<number[] | null>(row.labels) ?? [],
    flashSales: flashSalesOf(jsonColumn<RawFlashSale[] | null>(row.sales)),
    variant: row.variantId !== null && row.stock !== null ? { id: row.variantId, stock: row.stock } : null,
  };
}
