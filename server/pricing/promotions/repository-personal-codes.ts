import type { DbOrTx } from '@/server/db/db-or-tx';
import type { CurrencyAmounts } from '@/server/db/schema';
import { promoCodes } from '@/server/db/schema/pricing/cart';

/* Personal promo codes (create-personal-promo-code.ts): the only queries of that use case. */

export interface PersonalPromoCodeRow {
  code: string;
  amountsOff: CurrencyAmounts;
  minSubtotals: CurrencyAmounts;
  endsAt: Date;
}

/** Inserts a single-use amount code; false when the code is taken (the caller draws another). */
export async function insertPersonalPromoCode(db: DbOrTx, row: PersonalPromoCodeRow): Promise<boolean> {
  const inserted = await db
    .insert(promoCodes)
    .values({ code: row.code, kind: 'amount', amountsOff: row.amountsOff, minSubtotals: row.minSubtotals, endsAt: row.endsAt, maxUses: 1, isActive: true })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ code: promoCodes.code });
  return inserted.length > 0;
}
