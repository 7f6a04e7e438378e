import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';
import { getCustomerCompany } from '@/server/accounts/companies/get-customer-company';
import { getDb } from '@/server/db/client';
import { findAcademicMember } from '../students/repository';
import { findWorkEmail } from '../workplace/repository';
import { ACADEMIC_DISCOUNT_BPS } from './programme-rules';

/**
 * GET /v1/me/programmes: the shopper's company (EPP), student or educator status, and the one
 * discount the cart applies: the larger of the active ones (they never add up, decision 0041).
 */
export async function getMyProgrammes(customerId: number, now: Date = new Date()): Promise<MyProgrammes> {
  const db = getDb();
  const [company, workEmail, academic] = await Promise.all([getCustomerCompany(db, customerId), findWorkEmail(db, customerId), findAcademicMember(db, customerId)]);
  const epp = company
    ? {
        company_id: company.id,
        company_name: company.name,
        work_email: workEmail && workEmail.companyId === company.id ? workEmail.email : null,
        discount_bps: company.discountBps,
        active: company.status === 'active',
      }
    : null;
  const academicView = academic
    ? {
        programme: academic.programme,
        institution: academic.institution,
        email: academic.email,
        verified_at: academic.verifiedAt.toISOString(),
        expires_at: academic.expiresAt.toISOString(),
        active: academic.expiresAt.getTime() > now.getTime(),
        discount_bps: ACADEMIC_DISCOUNT_BPS[academic.programme],
      }
    : null;
  const candidates: NonNullable<MyProgrammes['discount']>[] = [];
  if (epp?.active && epp.discount_bps > 0) candidates.push({ programme: 'epp', discount_bps: epp.discount_bps });
  if (academicView?.active) candidates.push({ programme: academicView.programme, discount_bps: academicView.discount_bps });
  const discount = candidates.reduce<MyProgrammes['discount']>((best, next) => (best === null || next.discount_bps > best.discount_bps ? next : best), null);
  return { epp, academic: academicView, discount };
}
