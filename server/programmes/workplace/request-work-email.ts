import type { CodeSent } from '@/lib/contracts/programmes/programmes-schemas';
import { findCompanyByDomain } from '@/server/accounts/companies/find-company-by-domain';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { issueProgrammeCode, limitProgrammeCodes } from '../shared/email-code';
import { mailContactOfCustomer } from '../shared/mail-contact';
import { programmeAddressTakenMail, programmeCodeMail } from '../shared/programme-mails';
import { domainOf, PROGRAMME_CODE_TTL_MS } from '../shared/programme-rules';
import { findWorkEmailHolder } from './repository';

const NOT_ENROLLED = 'Your employer is not in our employee programme yet. Ask your HR team to join, or apply on the employers page.';

/**
 * POST and PUT /v1/me/work-email: a code goes to a work address on an enrolled, active domain.
 * Nothing about other accounts leaks: when another account has verified the address, the answer
 * is the same, and only that address is told (no code is sent).
 */
export async function requestWorkEmail(customerId: number, email: string, input: { now?: Date; limiter?: RateLimiter } = {}): Promise<CodeSent> {
  const now = input.now ?? new Date();
  const db = getDb();
  const company = await findCompanyByDomain(db, domainOf(email));
  if (!company || company.status !== 'active') throw new AppError('UNPROCESSABLE', NOT_ENROLLED, { issues: [{ path: 'body.email', message: NOT_ENROLLED }] });
  await limitProgrammeCodes(customerId, input.limiter ?? getRateLimiter());
  const contact = await mailContactOfCustomer(customerId);
  const holder = await findWorkEmailHolder(db, email);
  if (holder !== undefined && holder !== customerId) {
    await sendMail({ to: email, template: programmeAddressTakenMail, language: contact.language, data: {} });
  } else {
    const code = await issueProgrammeCode({ customerId, programme: 'epp', email, now });
    await sendMail({ to: email, template: programmeCodeMail, language: contact.language, data: { code, codeMinutes: PROGRAMME_CODE_TTL_MS / 60_000, purpose: 'work' } });
  }
  return { pending_email: email, code_expires_in_seconds: PROGRAMME_CODE_TTL_MS / 1000 };
}
