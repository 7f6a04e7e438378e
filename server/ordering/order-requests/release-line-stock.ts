import type { DbOrTx } from '@/server/db/db-or-tx';
import { putBackStock } from '@/server/catalog/stock/put-back-stock';
import { clearLineReservations, listReservedOfLines } from './repository';

/**
 * Puts the units cancelled lines took back on the shelf, once: reserved_quantity goes to 0 in
 * the same transaction. Variants are visited by ascending id, as place-order locks them.
 */
export async function releaseLineStock(tx: DbOrTx, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  const held = await listReservedOfLines(tx, lineIds);
  for (const { variantId, reserved } of held) {
    if (variantId === null || reserved <= 0) continue;
    await putBackStock(tx, variantId, reserved);
  }
  await clearLineReservations(tx, lineIds);
}
