import type { Db } from '@/server/db/client';
import { promoCodes } from '@/server/db/schema/pricing/cart';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A promo code with the rule the test names (kind, amounts, dates, limits). */
export async function buildPromoCode(db: Db, overrides: typeof promoCodes.$inferInsert): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(overrides).returning();
  return row!;
}
