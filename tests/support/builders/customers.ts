import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { customers } from '@/server/db/schema/accounts/customers';

export type CustomerRow = typeof customers.$inferSelect;

let sequence = 0;

/**
 * A customer written straight into the test database (design §2: builders, not fixtures). The
 * e-mail and referral code are unique unless given; anything else of the row can be overridden.
 */
export async function buildCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}): Promise<CustomerRow> {
  sequence += 1;
  const unique = `${sequence}${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(customers)
    .values({ email: `customer${unique}@example.test`, referralCode: `R${unique}`.toUpperCase().slice(0, 16), ...overrides })
    .returning();
  return row!;
}
