import type { DecideEmployerBody, EmployerApplication } from '@/lib/contracts/programmes/programmes-schemas';
import { enrolCompany } from '@/server/accounts/companies/enrol-company';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { DEFAULT_EPP_DISCOUNT_BPS } from '../shared/programme-rules';
import { toEmployerApplication } from './employer-application-view';
import { decideApplication, findApplication, type ApplicationRow } from './repository';

export async function decideApplicationRow(row: ApplicationRow, decision: { approve: boolean; discountBps: number; by: 'operator' | 'hr' }): Promise<ApplicationRow> {
  const decided = await getDb().transaction(async (tx) => {
    const company = decision.approve
      ? await enrolCompany(tx, { name: row.companyName, domain: row.domain, discountBps: decision.discountBps, hrEmail: row.hrEmail, headcount: row.headcount })
      : null;
    return decideApplication(tx, row.id, { status: decision.approve ? 'approved' : 'declined', decidedBy: decision.by, companyId: company?.id ?? null });
  });
  if (!decided) throw new AppError('CONFLICT', 'This application has already been decided.');
  return decided;
}

/** POST /v1/admin/employer-applications/{id}/decision (operators, /admin/programmes). */
export async function decideEmployerApplication(applicationId: number, body: DecideEmployerBody): Promise<EmployerApplication> {
  const row = await findApplication(getDb(), applicationId);
  if (!row) throw new AppError('NOT_FOUND', 'No such application.');
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'This application has already been decided.');
  const decided = await decideApplicationRow(row, { approve: body.decision === 'approve', discountBps: body.discount_bps ?? DEFAULT_EPP_DISCOUNT_BPS, by: 'operator' });
  return toEmployerApplication(decided);
}
