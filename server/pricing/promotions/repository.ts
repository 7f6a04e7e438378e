import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { Db } from '@/server/db/client';
import { promoCodes } from '@/server/db/schema/pricing/cart';
import type { PromoCodeRule } from './promo-code-rule';

/* The only file of the promotions module that touches the database. */

export async function findPromoCodeRow(db: Db, code: string): Promise<PromoCodeRule | undefined> {
  const [row] = await db
    .select({
      code: promoCodes.code,
      kind: promoCodes.kind,
      percentOff: promoCodes.percentOff,
      amountsOff: promoCodes.amountsOff,
      minSubtotals: promoCodes.minSubtotals,
      categorySlugs: promoCodes.categorySlugs,
      startsAt: promoCodes.startsAt,
      endsAt: promoCodes.endsAt,
      isActive: promoCodes.isActive,
      maxUses: promoCodes.maxUses,
      usedCount: promoCodes.usedCount,
    })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
    .limit(1);
  return row;
}

/**
 * Gives one use of a promo code back (an order that used it was released or cancelled), never
 * below zero. The caller holds the order's row lock and calls it once per order; the code's row
 * is locked last, after customer and stock, in place-order's lock order.
 */
export async function releasePromoCodeUse(tx: DbOrTx, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}
