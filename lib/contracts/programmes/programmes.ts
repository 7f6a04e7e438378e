import { defineEndpoint, type AnyContract } from '../endpoint';
import {
  academicEmailBodySchema,
  applicationReceivedSchema,
  codeSentSchema,
  confirmEmployerBodySchema,
  decideEmployerBodySchema,
  employerApplicationBodySchema,
  employerApplicationListSchema,
  employerApplicationParamsSchema,
  employerApplicationSchema,
  employerApplicationsQuerySchema,
  employerConfirmedSchema,
  myProgrammesSchema,
  registerEppBodySchema,
  registerEppAnswerSchema,
  studentReferralsSchema,
  verifyAcademicBodySchema,
  verifyCodeBodySchema,
  workEmailBodySchema,
} from './programmes-schemas';

/* The employee programme (EPP) and the student and educator programmes (issue 19 items 4, 5; decision 0041). */

const tags = ['Programmes'];
const CODE_RULES = 'A 6-digit code is mailed to the address: single use, 30 min, 5 tries; at most 5 codes per 15 min (429).';

export const myProgrammesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/programmes',
  summary: "The signed-in shopper's programmes and the discount the cart applies",
  tags,
  auth: 'customer',
  response: myProgrammesSchema,
});

export const addWorkEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/work-email',
  summary: 'Mails a code to a work address whose domain is enrolled in the employee programme',
  description: `422 when the domain is not enrolled. ${CODE_RULES} The answer is the same when another account holds the address (that address is told, no code is sent).`,
  tags,
  auth: 'customer',
  body: workEmailBodySchema,
  response: codeSentSchema,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const replaceWorkEmailEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/me/work-email',
  summary: 'Mails a code to a new work address; the current one stays until the code is entered',
  description: CODE_RULES,
  tags,
  auth: 'customer',
  body: workEmailBodySchema,
  response: codeSentSchema,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const removeWorkEmailEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/me/work-email',
  summary: 'Leaves the employee programme: the work address and the company are removed from the account',
  tags,
  auth: 'customer',
  response: myProgrammesSchema,
});

export const verifyWorkEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/verify-work-email',
  summary: "The code from the work address's mailbox attaches the shopper to its company",
  description: '422 when the code is wrong, used, expired or out of tries, or when the address is unavailable.',
  tags,
  auth: 'customer',
  body: verifyCodeBodySchema,
  response: myProgrammesSchema,
  errors: ['UNPROCESSABLE'],
});

export const registerEppEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/register-epp',
  summary: "Asks the shopper's employer to join the employee programme: a link is mailed to HR",
  description: 'The domain is the HR address\'s. Free-mail domains are refused (422). At most 5 requests per hour per network (429).',
  tags,
  auth: 'customer',
  body: registerEppBodySchema,
  response: registerEppAnswerSchema,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const academicEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/academic-email',
  summary: 'Mails a code to an academic address (student or educator)',
  description: `422 when the domain is not on the academic list. ${CODE_RULES}`,
  tags,
  auth: 'customer',
  body: academicEmailBodySchema,
  response: codeSentSchema,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const verifyAcademicEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/me/verify-academic-email',
  summary: 'The code from the academic mailbox makes the shopper a verified student or educator for a year',
  tags,
  auth: 'customer',
  body: verifyAcademicBodySchema,
  response: myProgrammesSchema,
  errors: ['UNPROCESSABLE'],
});

export const studentReferralsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/student-referrals',
  summary: "A verified student's invitation code and the invited students who verified (first names only)",
  description: '404 when the shopper is not a verified student.',
  tags,
  auth: 'customer',
  response: studentReferralsSchema,
  errors: ['NOT_FOUND'],
});

export const applyAsEmployerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/programmes/employer-applications',
  summary: 'A company applies to the employee programme; an operator decides',
  description: 'At most 5 requests per hour per network (429).',
  tags,
  auth: 'public',
  body: employerApplicationBodySchema,
  response: applicationReceivedSchema,
  errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
});

export const confirmEmployerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/programmes/employer-confirm',
  summary: "The HR contact's link confirms the company: its domain joins the programme",
  description: '404 for an unknown or already used link.',
  tags,
  auth: 'public',
  body: confirmEmployerBodySchema,
  response: employerConfirmedSchema,
  errors: ['NOT_FOUND'],
});

export const listEmployerApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/employer-applications',
  summary: 'Employers asking to join the employee programme, newest first',
  tags: ['Admin', ...tags],
  auth: 'admin',
  query: employerApplicationsQuerySchema,
  response: employerApplicationListSchema,
});

export const decideEmployerApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/employer-applications/{applicationId}/decision',
  summary: 'Approves (with a discount level) or declines an employer application',
  description: '409 when it is already decided.',
  tags: ['Admin', ...tags],
  auth: 'admin',
  params: employerApplicationParamsSchema,
  body: decideEmployerBodySchema,
  response: employerApplicationSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const programmeEndpoints: readonly AnyContract[] = [
  myProgrammesEndpoint,
  addWorkEmailEndpoint,
  replaceWorkEmailEndpoint,
  removeWorkEmailEndpoint,
  verifyWorkEmailEndpoint,
  registerEppEndpoint,
  academicEmailEndpoint,
  verifyAcademicEmailEndpoint,
  studentReferralsEndpoint,
  applyAsEmployerEndpoint,
  confirmEmployerEndpoint,
  listEmployerApplicationsEndpoint,
  decideEmployerApplicationEndpoint,
];
