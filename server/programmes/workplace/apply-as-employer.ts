import type { EmployerApplicationBody } from '@/lib/contracts/programmes/programmes-schemas';
import { getDb } from '@/server/db/client';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { limitEmployerRequests, refuseFreeMail } from './register-epp';
import { insertApplication } from './repository';

/** POST /v1/programmes/employer-applications (/employers): waits for an operator's decision. */
export async function applyAsEmployer(body: EmployerApplicationBody, input: { ip: string; limiter?: RateLimiter }): Promise<{ status: 'pending' }> {
  refuseFreeMail(body.domain, 'body.domain');
  await limitEmployerRequests(input.ip, input.limiter);
  await insertApplication(getDb(), {
    companyName: body.company_name,
    domain: body.domain,
    hrName: body.hr_name,
    hrEmail: body.hr_email,
    headcount: body.headcount,
    source: 'employer',
  });
  return { status: 'pending' };
}
