import { promoCodes } from '@/server/db/schema/pricing/cart';
import { DAY_MS, SEED_REFERENCE_DATE } from './catalog-constants';
import type { SeedTx } from './seed-writer';

/*
 * Promo codes a fresh store can be tried with (README, "Promo codes"). The codes some products
 * advertise (products.promotion_code: WELCOME10, DESKHAUS15, OFFICE20) all exist. Amounts are in
 * minor units per store currency; dates derive from the seed reference date, so seeds are equal.
 */
const CURRENCY_AMOUNTS = (usd: number, cad: number, gbp: number, eur: number) => ({ USD: usd, CAD: cad, GBP: gbp, EUR: eur });

type PromoCodeRow = typeof promoCodes.$inferInsert;

const CODES: PromoCodeRow[] = [
  { code: 'WELCOME10', kind: 'percent', percentOff: 10 },
  { code: 'DESKHAUS15', kind: 'percent', percentOff: 15, minSubtotals: CURRENCY_AMOUNTS(30_000, 40_000, 25_000, 30_000) },
  { code: 'OFFICE20', kind: 'percent', percentOff: 20, categorySlugs: ['office-chairs'] },
  {
    code: 'DESK50',
    kind: 'amount',
    amountsOff: CURRENCY_AMOUNTS(5_000, 7_000, 4_000, 5_000),
    minSubtotals: CURRENCY_AMOUNTS(50_000, 70_000, 40_000, 50_000),
    categorySlugs: ['standing-desks', 'desk-frames'],
  },
  {
    code: 'SUMMER25',
    kind: 'percent',
    percentOff: 25,
    startsAt: new Date(SEED_REFERENCE_DATE.getTime() - 150 * DAY_MS),
    endsAt: new Date(SEED_REFERENCE_DATE.getTime() - 60 * DAY_MS),
  },
  { code: 'LAUNCH100', kind: 'amount', amountsOff: CURRENCY_AMOUNTS(10_000, 13_000, 8_000, 10_000), maxUses: 100, usedCount: 100 },
];

export const SEED_PROMO_CODES: readonly PromoCodeRow[] = CODES.map((row) => ({ createdAt: SEED_REFERENCE_DATE, ...row }));

/** Writes the codes; a code an operator has since changed is left as it is. */
export async function seedPromoCodes(tx: SeedTx): Promise<void> {
  await tx.insert(promoCodes).values([...SEED_PROMO_CODES]).onConflictDoNothing();
}
