import type { AcademicEmailBody, CodeSent } from '@/lib/contracts/programmes/programmes-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { issueProgrammeCode, limitProgrammeCodes } from '../shared/email-code';
import { mailContactOfCustomer } from '../shared/mail-contact';
import { programmeAddressTakenMail, programmeCodeMail } from '../shared/programme-mails';
import { domainOf, PROGRAMME_CODE_TTL_MS } from '../shared/programme-rules';
import { academicInstitutionOf } from './academic-domain';
import { findAcademicHolder } from './repository';

const NOT_ACADEMIC = 'Use the e-mail address your school or university gave you: this domain is not on our list.';

/**
 * POST /v1/me/academic-email: a code to an address on the academic list. As for work addresses,
 * an address another account verified gets a notice instead, and the answer does not tell.
 */
export async function requestAcademicCode(customerId: number, body: AcademicEmailBody, input: { now?: Date; limiter?: RateLimiter } = {}): Promise<CodeSent> {
  const now = input.now ?? new Date();
  if (!academicInstitutionOf(domainOf(body.email))) throw new AppError('UNPROCESSABLE', NOT_ACADEMIC, { issues: [{ path: 'body.email', message: NOT_ACADEMIC }] });
  await limitProgrammeCodes(customerId, input.limiter);
  const contact = await mailContactOfCustomer(customerId);
  const holder = await findAcademicHolder(getDb(), body.email);
  if (holder !== undefined && holder !== customerId) {
    await sendMail({ to: body.email, template: programmeAddressTakenMail, language: contact.language, data: {} });
  } else {
    const code = await issueProgrammeCode({ customerId, programme: body.programme, email: body.email, invitedBy: body.rid ?? null, now });
    await sendMail({ to: body.email, template: programmeCodeMail, language: contact.language, data: { code, codeMinutes: PROGRAMME_CODE_TTL_MS / 60_000, purpose: body.programme } });
  }
  return { pending_email: body.email, code_expires_in_seconds: PROGRAMME_CODE_TTL_MS / 1000 };
}
