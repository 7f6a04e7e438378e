import type { WithSubquery } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { closeCartStatement } from './repository';

/**
 * Closes a cart that became a placed order (checked_out_at), once. Answered as a statement for the
 * caller to run with its own (ordering records the payment in the same round trip), not run here.
 */
export function closeCart(tx: DbOrTx, cartId: string, now: Date): WithSubquery {
  return closeCartStatement(tx, cartId, now);
}
