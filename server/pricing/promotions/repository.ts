import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

/** One more use of the code, unless it is used up; false when it was. */
export async function incrementPromoCodeUse(tx: DbOrTx, code: string): Promise<boolean> {
  const used = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.code, code), or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses))))
    .returning({ code: promoCodes.code });
  return used.length > 0;
}

/** One use less, never below zero. */
export async function decrementPromoCodeUse(tx: DbOrTx, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}
