import type { DbOrTx } from '@/server/db/db-or-tx';
import { subtractStock } from './repository';

/** Takes units off the shelf (variant id -> units); the caller locked them with lockVariantStock. */
export async function takeStock(tx: DbOrTx, toTake: ReadonlyMap<number, number>): Promise<void> {
  await subtractStock(tx, toTake);
}
