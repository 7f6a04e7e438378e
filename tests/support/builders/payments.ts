import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { savedPaymentMethods } from '@/server/db/schema/ordering/payments';

export type SavedCardRow = typeof savedPaymentMethods.$inferSelect;

/** A card a customer kept for one-click payment, as a paid checkout with "save card" leaves it. */
export async function buildSavedCard(db: Db, overrides: Partial<typeof savedPaymentMethods.$inferInsert> & { customerId: number }): Promise<SavedCardRow> {
  const [row] = await db
    .insert(savedPaymentMethods)
    .values({ provider: 'test', providerToken: `tok_${randomBytes(8).toString('hex')}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, ...overrides })
    .returning();
  return row!;
}
