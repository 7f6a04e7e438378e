import type { DbOrTx } from '../../db/db-or-tx';
import { selectCompanyByDomain, type CompanyRecord } from './repository-companies';

export type { CompanyRecord } from './repository-companies';

/** The enrolled company of an e-mail domain (compared lower-case), active or not. */
export function findCompanyByDomain(db: DbOrTx, domain: string): Promise<CompanyRecord | undefined> {
  return selectCompanyByDomain(db, domain);
}
