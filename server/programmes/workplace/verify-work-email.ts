import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';
import { attachCustomerCompany } from '@/server/accounts/companies/attach-customer-company';
import { findCompanyByDomain } from '@/server/accounts/companies/find-company-by-domain';
import { getDb } from '@/server/db/client';
import { AppError, isAppError } from '@/server/http/app-error';
import { toAppError } from '@/server/http/to-app-error';
import { consumeProgrammeCode } from '../shared/email-code';
import { getMyProgrammes } from '../shared/get-my-programmes';
import { domainOf } from '../shared/programme-rules';
import { findWorkEmailHolder, saveWorkEmail } from './repository';

const UNAVAILABLE = 'This work address cannot be used for your account.';

function unavailable(): AppError {
  return new AppError('UNPROCESSABLE', UNAVAILABLE, { issues: [{ path: 'body.code', message: UNAVAILABLE }] });
}

/**
 * POST /v1/me/verify-work-email: the mailed code proves the work address; the shopper joins its
 * company (the profile's `company`, so `isEpp`). Only the caller's own account changes: an
 * address another account verified is refused with one message that names nobody.
 */
export async function verifyWorkEmail(customerId: number, code: string, now: Date = new Date()): Promise<MyProgrammes> {
  const proved = await consumeProgrammeCode({ customerId, programme: 'epp', code, now });
  const db = getDb();
  const company = await findCompanyByDomain(db, domainOf(proved.email));
  if (!company || company.status !== 'active') throw new AppError('UNPROCESSABLE', 'Your employer has left the employee programme.');
  await db
    .transaction(async (tx) => {
      const holder = await findWorkEmailHolder(tx, proved.email);
      if (holder !== undefined && holder !== customerId) throw unavailable();
      await saveWorkEmail(tx, { customerId, email: proved.email, companyId: company.id, verifiedAt: now });
      await attachCustomerCompany(tx, customerId, company.id);
    })
    .catch((error: unknown) => {
      // Two accounts racing for one address: the unique index decides.
      if (!isAppError(error) && toAppError(error).code === 'CONFLICT') throw unavailable();
      throw error;
    });
  return getMyProgrammes(customerId, now);
}
