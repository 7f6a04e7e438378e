import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import type { RegisterEppAnswer } from '@/lib/contracts/programmes/programmes-schemas';
import { siteUrl } from '@/lib/seo/site-url';
import { findCompanyByDomain } from '@/server/accounts/companies/find-company-by-domain';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { ipRateLimitKey } from '@/server/http/rate-limit/client-ip';
import { enforceRateLimit } from '@/server/http/rate-limit/enforce-rate-limit';
import { getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { FREE_MAIL_DOMAINS } from '../shared/free-mail-domains';
import { mailContactOfCustomer } from '../shared/mail-contact';
import { employerInvitationMail } from '../shared/programme-mails';
import { domainOf, EMPLOYER_REQUEST_LIMIT } from '../shared/programme-rules';
import { insertApplication } from './repository';

export function hashEmployerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function limitEmployerRequests(ip: string, limiter: RateLimiter = getRateLimiter()): Promise<void> {
  await enforceRateLimit(limiter, EMPLOYER_REQUEST_LIMIT, ipRateLimitKey(ip), (s) => `Too many requests from your network. Please try again in ${Math.ceil(s / 60)} minutes.`);
}

export function refuseFreeMail(domain: string, path: string): void {
  if (!FREE_MAIL_DOMAINS.has(domain)) return;
  const message = 'Use an address of the company itself, not of a public mail service.';
  throw new AppError('UNPROCESSABLE', message, { issues: [{ path, message }] });
}

/**
 * POST /v1/me/register-epp: a shopper asks their employer to join. The HR contact gets a link
 * (single use) that confirms the company; an operator may decide instead (/admin/programmes).
 * When the domain is already enrolled the shopper is told to verify their work address.
 */
export async function registerEpp(
  customerId: number,
  body: { hr_email: string; company_name: string },
  input: { ip: string; locale: Locale; limiter?: RateLimiter },
): Promise<RegisterEppAnswer> {
  const domain = domainOf(body.hr_email);
  refuseFreeMail(domain, 'body.hr_email');
  const db = getDb();
  const company = await findCompanyByDomain(db, domain);
  if (company?.status === 'active') return { status: 'enrolled', domain };
  await limitEmployerRequests(input.ip, input.limiter);
  const contact = await mailContactOfCustomer(customerId);
  const token = randomBytes(32).toString('base64url');
  await insertApplication(db, {
    companyName: body.company_name,
    domain,
    hrEmail: body.hr_email,
    source: 'employee',
    requestedByCustomerId: customerId,
    confirmTokenHash: hashEmployerToken(token),
  });
  const link = `${siteUrl()}${localizedPath('/employers', input.locale)}?confirm=${token}`;
  await sendMail({ to: body.hr_email, template: employerInvitationMail, language: contact.language, data: { companyName: body.company_name, link } });
  return { status: 'requested', domain };
}
