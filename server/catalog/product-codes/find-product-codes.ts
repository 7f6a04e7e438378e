import type { DbOrTx } from '@/server/db/db-or-tx';
import { listCodesOfProductIds } from './repository';

/**
 * The codes of the products with these ids, in code order as the database sorts them (rank: the
 * position in that order), so callers can sort by code exactly as an ORDER BY code would.
 */
export async function findProductCodes(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { code: string; rank: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await listCodesOfProductIds(db, [...new Set(ids)]);
  return new Map(rows.map((row, rank) => [row.id, { code: row.code, rank }]));
}
