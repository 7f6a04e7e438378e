import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { DEFAULT_EPP_DISCOUNT_BPS } from '../shared/programme-rules';
import { decideApplicationRow } from './decide-employer-application';
import { hashEmployerToken } from './register-epp';
import { findApplicationByToken } from './repository';

/** POST /v1/programmes/employer-confirm: the HR contact's single-use link enrols the company. */
export async function confirmEmployer(token: string): Promise<{ company_name: string; domain: string }> {
  const row = await findApplicationByToken(getDb(), hashEmployerToken(token));
  if (!row || row.status !== 'pending') throw new AppError('NOT_FOUND', 'This link is not valid any more.');
  const decided = await decideApplicationRow(row, { approve: true, discountBps: DEFAULT_EPP_DISCOUNT_BPS, by: 'hr' });
  return { company_name: decided.companyName, domain: decided.domain };
}
