import type { DbOrTx } from '@/server/db/db-or-tx';
import { listProductIdsOfCodes } from './repository';

/** The ids of the products with these codes (published or not); unknown codes are left out. */
export async function findProductIds(db: DbOrTx, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await listProductIdsOfCodes(db, codes);
  return new Map(rows.map((row) => [row.code, row.id]));
}
