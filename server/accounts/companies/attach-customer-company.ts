import type { DbOrTx } from '../../db/db-or-tx';
import { setCustomerCompany } from './repository-companies';

/** Makes the customer an employee of the company (the profile's `company`), or none with null. */
export async function attachCustomerCompany(db: DbOrTx, customerId: number, companyId: number | null): Promise<void> {
  await setCustomerCompany(db, customerId, companyId);
}
