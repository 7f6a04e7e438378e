import { z } from 'zod';
import { emailSchema } from '../accounts/customers-schemas';
import { idParam } from '../brands/brand-params-schemas';

/* Requests and answers of the employee, student and educator programmes (issue 19 items 4, 5; decision 0041). */

const CONTROL_CHARACTER = /\p{Cc}/u;
const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: min === 1 ? 'Required.' : `At least ${min} characters.` })
    .max(max, { error: `At most ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: 'Must not contain control characters.' });

const codeSchema = z
  .string()
  .max(20, { error: 'A code has 6 digits.' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'A code has 6 digits.' }))
  .describe('The 6-digit code from the e-mail.');

export const PROGRAMME_KINDS = ['epp', 'student', 'educator'] as const;
export const ACADEMIC_PROGRAMMES = ['student', 'educator'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;

/** An e-mail domain such as acme.com: lower-case labels, at least one dot. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: 'At most 253 characters.' })
  .regex(/^(?!-)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+$/, { error: 'Enter a domain such as example.com.' });

// --- the shopper's programmes --------------------------------------------------------------------

export const myProgrammesSchema = z.object({
  epp: z
    .object({
      company_id: z.int(),
      company_name: z.string(),
      work_email: z.string().nullable().describe('The verified work address; null when an operator attached the company.'),
      discount_bps: z.int().describe('The company discount in basis points (1000 = 10 %).'),
      active: z.boolean().describe('False while the company is suspended: no programme prices then.'),
    })
    .nullable(),
  academic: z
    .object({
      programme: z.enum(ACADEMIC_PROGRAMMES),
      institution: z.string(),
      email: z.string(),
      verified_at: z.iso.datetime(),
      expires_at: z.iso.datetime().describe('A year after the last verification; verify again to renew.'),
      active: z.boolean(),
      discount_bps: z.int(),
    })
    .nullable(),
  discount: z.object({ programme: z.enum(PROGRAMME_KINDS), discount_bps: z.int() }).nullable().describe('The programme discount the cart applies: the best active one.'),
});
export type MyProgrammes = z.output<typeof myProgrammesSchema>;

export const codeSentSchema = z.object({
  pending_email: z.string(),
  code_expires_in_seconds: z.int(),
});
export type CodeSent = z.output<typeof codeSentSchema>;

export const workEmailBodySchema = z.strictObject({ email: emailSchema });
export const verifyCodeBodySchema = z.strictObject({ code: codeSchema });

export const academicEmailBodySchema = z.strictObject({
  email: emailSchema,
  programme: z.enum(ACADEMIC_PROGRAMMES),
  rid: z.string().trim().max(16).regex(/^[A-Za-z0-9]*$/, { error: 'Letters and digits only.' }).optional().describe('Referral code of the student who sent the invitation.'),
});
export type AcademicEmailBody = z.output<typeof academicEmailBodySchema>;
export const verifyAcademicBodySchema = z.strictObject({ code: codeSchema, programme: z.enum(ACADEMIC_PROGRAMMES) });

export const studentReferralsSchema = z.object({
  referral_code: z.string(),
  invited: z.array(z.object({ first_name: z.string(), verified_at: z.iso.datetime() })),
});
export type StudentReferrals = z.output<typeof studentReferralsSchema>;

// --- employers -------------------------------------------------------------------------------------

export const registerEppBodySchema = z.strictObject({
  hr_email: emailSchema.describe("The employer's HR contact: a link is mailed there."),
  company_name: line(2, 120).describe('Name of the employer.'),
});
export const registerEppAnswerSchema = z.object({
  status: z.enum(['requested', 'enrolled']).describe('enrolled: the domain is in the programme already, verify your work e-mail.'),
  domain: z.string(),
});
export type RegisterEppAnswer = z.output<typeof registerEppAnswerSchema>;

export const employerApplicationBodySchema = z.strictObject({
  company_name: line(2, 120),
  domain: domainSchema,
  hr_name: line(1, 120),
  hr_email: emailSchema,
  headcount: z.int({ error: 'Enter a whole number.' }).min(1, { error: 'At least 1.' }).max(10_000_000),
});
export type EmployerApplicationBody = z.output<typeof employerApplicationBodySchema>;

export const applicationReceivedSchema = z.object({ status: z.literal('pending') });

export const confirmEmployerBodySchema = z.strictObject({
  token: z.string().min(16).max(256).regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a token.' }),
});
export const employerConfirmedSchema = z.object({ company_name: z.string(), domain: z.string() });

export const employerApplicationSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  domain: z.string(),
  hr_name: z.string(),
  hr_email: z.string(),
  headcount: z.int().nullable(),
  source: z.enum(['employer', 'employee']),
  status: z.enum(APPLICATION_STATUSES),
  decided_by: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type EmployerApplication = z.output<typeof employerApplicationSchema>;

export const employerApplicationsQuerySchema = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });
export const employerApplicationListSchema = z.object({ items: z.array(employerApplicationSchema) });
export const employerApplicationParamsSchema = z.object({ applicationId: idParam('application') });
export const decideEmployerBodySchema = z.strictObject({
  decision: z.enum(['approve', 'decline']),
  discount_bps: z.union([z.literal(500), z.literal(1000), z.literal(1500), z.literal(2000)]).optional().describe('The discount level on approval (default 1000 = 10 %).'),
});
export type DecideEmployerBody = z.output<typeof decideEmployerBodySchema>;
