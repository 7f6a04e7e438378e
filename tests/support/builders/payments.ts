import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { savedPaymentMethods, storeCreditEntries } from '@/server/db/schema/ordering/payments';

export type SavedCardRow = typeof savedPaymentMethods.$inferSelect;

/** A card a customer kept for one-click payment, as a paid checkout with "save card" leaves it. */
export async function buildSavedCard(db: Db, overrides: Partial<typeof savedPaymentMethods.$inferInsert> & { customerId: number }): Promise<SavedCardRow> {
  const [row] = await db
    .insert(savedPaymentMethods)
    .values({ provider: 'test', providerToken: `tok_${randomBytes(8).toString('hex')}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, ...overrides })
    .returning();
  return row!;
}

/** A row of a customer's store credit ledger: a grant unless the reason says otherwise. */
export async function buildCreditEntry(
  db: Db,
  overrides: Partial<typeof storeCreditEntries.$inferInsert> & { customerId: number; currency: string; amount: number },
): Promise<void> {
  await db.insert(storeCreditEntries).values({ reason: 'grant', ...overrides });
}
