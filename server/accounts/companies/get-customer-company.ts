import type { DbOrTx } from '../../db/db-or-tx';
import { selectCompanyOfCustomer, type CompanyRecord } from './repository-companies';

/** The company a customer belongs to (spec §3 profile `company`: the EPP mark), if any. */
export function getCustomerCompany(db: DbOrTx, customerId: number): Promise<CompanyRecord | undefined> {
  return selectCompanyOfCustomer(db, customerId);
}
