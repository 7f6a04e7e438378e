import type { DbOrTx } from '@/server/db/db-or-tx';
import { addStock } from './repository';

/**
 * Puts units an order held back on the shelf (a released or cancelled order). The caller visits
 * variants by ascending id, the lock order of checkout, and guards against doing it twice.
 */
export async function putBackStock(tx: DbOrTx, variantId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await addStock(tx, variantId, units);
}
