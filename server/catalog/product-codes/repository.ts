import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { products } from '@/server/db/schema/catalog/catalog';

/* Products' public codes and internal ids, for contexts whose rows point at products by id. */

export async function listProductIdsOfCodes(db: DbOrTx, codes: readonly string[]): Promise<{ id: number; code: string }[]> {
  return db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, [...codes]));
}

/** Ordered by code in the database's collation, the order listings of codes use. */
export async function listCodesOfProductIds(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; code: string }[]> {
  return db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.id, [...ids])).orderBy(asc(products.code));
}
