import type { RateLimitRule } from '@/server/http/rate-limit/rate-limiter';

/* The numbers of the employee, student and educator programmes, in one place (decision 0041). */

const MINUTE = 60_000;

export type ProgrammeKind = 'epp' | 'student' | 'educator';
export type AcademicProgramme = 'student' | 'educator';

/** A mailed code lives this long, and dies after this many tries (right or wrong). */
export const PROGRAMME_CODE_TTL_MS = 30 * MINUTE;
export const PROGRAMME_CODE_MAX_ATTEMPTS = 5;
/** Codes one shopper may have mailed per quarter hour, all programmes together. */
export const PROGRAMME_CODE_SEND_LIMIT: RateLimitRule = { scope: 'programme-code:customer', limit: 5, windowMs: 15 * MINUTE };
/** Employer requests (register-epp, /employers) per client address per hour. */
export const EMPLOYER_REQUEST_LIMIT: RateLimitRule = { scope: 'employer-request:ip', limit: 5, windowMs: 60 * MINUTE };

/** A student or educator status lasts a year; verifying again renews it. */
export const ACADEMIC_STATUS_DAYS = 365;
export const ACADEMIC_DISCOUNT_BPS: Record<AcademicProgramme, number> = { student: 1000, educator: 1500 };
/** The discount level an HR-confirmed employer starts with; operators choose it when they approve. */
export const DEFAULT_EPP_DISCOUNT_BPS = 1000;
export const EPP_DISCOUNT_LEVELS_BPS = [500, 1000, 1500, 2000] as const;

/** The part after the @, lower-case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
}
