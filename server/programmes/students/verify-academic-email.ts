import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';
import { findCustomerByReferralCode } from '@/server/accounts/find-customer-by-referral-code';
import { getDb } from '@/server/db/client';
import { AppError, isAppError } from '@/server/http/app-error';
import { toAppError } from '@/server/http/to-app-error';
import { consumeProgrammeCode } from '../shared/email-code';
import { getMyProgrammes } from '../shared/get-my-programmes';
import { ACADEMIC_STATUS_DAYS, domainOf, type AcademicProgramme } from '../shared/programme-rules';
import { academicInstitutionOf } from './academic-domain';
import { findAcademicHolder, findAcademicMember, saveAcademicMember } from './repository';

const UNAVAILABLE = 'This academic address cannot be used for your account.';
const DAY_MS = 24 * 60 * 60 * 1000;

function unavailable(): AppError {
  return new AppError('UNPROCESSABLE', UNAVAILABLE, { issues: [{ path: 'body.code', message: UNAVAILABLE }] });
}

/**
 * POST /v1/me/verify-academic-email: the mailed code makes the shopper a student or educator for
 * ACADEMIC_STATUS_DAYS from now (verifying again renews it). A student invited by another
 * verified student (rid) is counted for the inviter at the first verification only.
 */
export async function verifyAcademicEmail(customerId: number, body: { code: string; programme: AcademicProgramme }, now: Date = new Date()): Promise<MyProgrammes> {
  const proved = await consumeProgrammeCode({ customerId, programme: body.programme, code: body.code, now });
  const institution = academicInstitutionOf(domainOf(proved.email));
  if (!institution) throw unavailable();
  const db = getDb();
  const inviterId = body.programme === 'student' && proved.invitedBy ? await findCustomerByReferralCode(db, proved.invitedBy) : undefined;
  const inviter = inviterId !== undefined && inviterId !== customerId ? await findAcademicMember(db, inviterId) : undefined;
  const invitedBy = inviter && inviter.programme === 'student' && inviter.expiresAt > now ? inviter.customerId : null;
  await db
    .transaction(async (tx) => {
      const holder = await findAcademicHolder(tx, proved.email);
      if (holder !== undefined && holder !== customerId) throw unavailable();
      await saveAcademicMember(tx, {
        customerId,
        programme: body.programme,
        email: proved.email,
        institution: institution.name,
        invitedByCustomerId: invitedBy,
        verifiedAt: now,
        expiresAt: new Date(now.getTime() + ACADEMIC_STATUS_DAYS * DAY_MS),
      });
    })
    .catch((error: unknown) => {
      if (!isAppError(error) && toAppError(error).code === 'CONFLICT') throw unavailable();
      throw error;
    });
  return getMyProgrammes(customerId, now);
}
