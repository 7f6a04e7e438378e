import type { StudentReferrals } from '@/lib/contracts/programmes/programmes-schemas';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { getCustomerProfile } from '@/server/accounts/get-customer-profile';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findAcademicMember, listInvitedStudents } from './repository';

/**
 * GET /v1/me/student-referrals (/student/referrals): a verified student's invitation code (their
 * customer referral code, used as /student?rid=...) and the students who verified through it,
 * by first name only: nothing else about them is shown.
 */
export async function listStudentReferrals(customerId: number, now: Date = new Date()): Promise<StudentReferrals> {
  const db = getDb();
  const member = await findAcademicMember(db, customerId);
  if (!member || member.programme !== 'student' || member.expiresAt <= now) throw new AppError('NOT_FOUND', 'Verify your student status to invite other students.');
  const [profile, invited] = await Promise.all([getCustomerProfile(customerId), listInvitedStudents(db, customerId)]);
  const contacts = await getCustomerContacts(db, invited.map((row) => row.customerId));
  return {
    referral_code: profile.referral_code,
    invited: invited.map((row) => {
      // The first word of the name they gave, never their address: empty when they gave none.
      const firstName = contacts.get(row.customerId)?.fullname.trim().split(/\s+/, 1)[0] ?? '';
      return { first_name: firstName, verified_at: row.verifiedAt.toISOString() };
    }),
  };
}
