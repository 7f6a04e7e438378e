import { and, eq, sql } from 'drizzle-orm';
import { customers } from '@/server/db/schema/accounts/customers';
import { storeCreditEntries } from '@/server/db/schema/ordering/payments';
import type { SeedTx } from './seed-writer';

/*
 * A customer holding store credit in every store currency, to try appliedCreditAmount at
 * checkout (README, "Checkout"): sign in as credit.shopper@deskhaus.test. Written once: a
 * re-seed leaves the customer and whatever credit they have since spent alone.
 */
export const CREDIT_SHOPPER_EMAIL = 'credit.shopper@deskhaus.test';
export const CREDIT_SHOPPER_GRANT = 15_000;
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;

export async function seedStoreCredit(tx: SeedTx): Promise<void> {
  const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(sql`lower(${customers.email})`, CREDIT_SHOPPER_EMAIL)).limit(1);
  const customerId =
    existing?.id ??
    (
      await tx
        .insert(customers)
        .values({ email: CREDIT_SHOPPER_EMAIL, fullname: 'Casey Credit', country: 'US', referralCode: 'CASEYCREDIT', isSignUp: true })
        .returning({ id: customers.id })
    )[0]?.id;
  if (customerId === undefined) return;
  for (const currency of CURRENCIES) {
    const [granted] = await tx
      .select({ id: storeCreditEntries.id })
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.customerId, customerId), eq(storeCreditEntries.currency, currency), eq(storeCreditEntries.reason, 'grant')))
      .limit(1);
    if (!granted) await tx.insert(storeCreditEntries).values({ customerId, currency, amount: CREDIT_SHOPPER_GRANT, reason: 'grant', note: 'Seeded store credit' });
  }
}
