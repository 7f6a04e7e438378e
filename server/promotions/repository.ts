import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { promoCodes } from '@/server/db/schema/cart';
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
