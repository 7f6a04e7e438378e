import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { savedPaymentMethods } from '@/server/db/schema/ordering/payments';

/* Cards a customer kept (isSaveCreditCard): the provider's token and what the shopper recognises. */

export interface SavedCardView {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export async function listSavedCards(db: DbOrTx, customerId: number): Promise<SavedCardView[]> {
  return db
    .select({ id: savedPaymentMethods.id, brand: savedPaymentMethods.brand, last4: savedPaymentMethods.last4, exp_month: savedPaymentMethods.expMonth, exp_year: savedPaymentMethods.expYear })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.customerId, customerId))
    .orderBy(desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id));
}

/** The provider token of one of the customer's cards; undefined for anyone else's card. */
export async function findSavedCardToken(db: DbOrTx, customerId: number, id: number): Promise<{ provider: string; token: string } | undefined> {
  const [row] = await db
    .select({ provider: savedPaymentMethods.provider, token: savedPaymentMethods.providerToken })
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.customerId, customerId)))
    .limit(1);
  return row;
}

export async function saveCard(
  db: DbOrTx,
  card: { customerId: number; provider: string; token: string; brand: string; last4: string; expMonth: number; expYear: number },
): Promise<void> {
  await db
    .insert(savedPaymentMethods)
    .values({ customerId: card.customerId, provider: card.provider, providerToken: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear })
    .onConflictDoNothing();
}
