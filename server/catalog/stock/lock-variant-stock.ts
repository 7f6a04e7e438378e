import type { DbOrTx } from '@/server/db/db-or-tx';
import { lockVariantStockRows } from './repository';

/**
 * The stock of each variant, locked until the caller's transaction ends. Locks are taken by
 * ascending variant id, as every stock change does, so two checkouts never wait in a circle.
 */
export async function lockVariantStock(tx: DbOrTx, variantIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await lockVariantStockRows(tx, variantIds);
  return new Map(rows.map((row) => [row.id, row.stock]));
}
