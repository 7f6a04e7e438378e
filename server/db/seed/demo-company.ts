import { companies } from '@/server/db/schema/accounts/customers';
import type { SeedTx } from './seed-writer';

/*
 * An employer already enrolled in the employee programme, so /employees can be tried on a fresh
 * database (README, "Employee and student programmes"): any account that verifies a work address
 * on deskhaus-demo.test (the code arrives in /dev/mailbox) sees its 10 % programme prices. A
 * company an operator has since changed or suspended is left as it is.
 */
export const DEMO_COMPANY = {
  name: 'Deskhaus Demo Company',
  domain: 'deskhaus-demo.test',
  discountBps: 1_000,
  status: 'active',
  hrEmail: 'hr@deskhaus-demo.test',
  headcount: 120,
} as const satisfies typeof companies.$inferInsert;

export async function seedDemoCompany(tx: SeedTx): Promise<void> {
  await tx.insert(companies).values(DEMO_COMPANY).onConflictDoNothing({ target: companies.domain });
}
