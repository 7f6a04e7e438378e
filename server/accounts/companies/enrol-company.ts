import type { DbOrTx } from '../../db/db-or-tx';
import { upsertCompanyByDomain, type CompanyRecord, type CompanyValues } from './repository-companies';

/**
 * Enrols a company's e-mail domain in the employee programme (an approved application): a
 * company already holding the domain is updated and made active again, so one domain is one company.
 */
export function enrolCompany(db: DbOrTx, values: CompanyValues): Promise<CompanyRecord> {
  return upsertCompanyByDomain(db, values);
}
