import type { DbOrTx } from '@/server/db/db-or-tx';
import type { CartLineRow } from './cart-records';
import { listCartLines } from './repository';

/** The lines of an open cart, in the order they were added (what checkout quotes and orders). */
export async function loadCartLines(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return listCartLines(db, cartId);
}
