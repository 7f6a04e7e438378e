import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';
import { attachCustomerCompany } from '@/server/accounts/companies/attach-customer-company';
import { getDb } from '@/server/db/client';
import { getMyProgrammes } from '../shared/get-my-programmes';
import { deleteWorkEmail } from './repository';

/** DELETE /v1/me/work-email: the shopper leaves the employee programme (no more programme prices). */
export async function removeWorkEmail(customerId: number): Promise<MyProgrammes> {
  await getDb().transaction(async (tx) => {
    await deleteWorkEmail(tx, customerId);
    await attachCustomerCompany(tx, customerId, null);
  });
  return getMyProgrammes(customerId);
}
