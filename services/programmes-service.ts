import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type {
  CodeSent,
  EmployerApplication,
  EmployerApplicationBody,
  MyProgrammes,
  RegisterEppAnswer,
  StudentReferrals,
} from '@/lib/contracts/programmes/programmes-schemas';

export type { CodeSent, EmployerApplication, MyProgrammes, RegisterEppAnswer, StudentReferrals } from '@/lib/contracts/programmes/programmes-schemas';

/* The employee, student and educator programmes (issue 19 items 4, 5; decision 0041). */

/** Spec §5: the work-email calls swallow every error and resolve to this; callers use their own words. */
export interface SwallowedResult<T> {
  status: number;
  result: boolean;
  message: string;
  data?: T;
}

const FAILED = Object.freeze({ status: 0, result: false, message: '' });

async function swallowing<T>(call: () => Promise<T>): Promise<SwallowedResult<T>> {
  try {
    return { status: 1, result: true, message: '', data: await call() };
  } catch {
    return FAILED;
  }
}

export function fetchMyProgrammes(): Promise<MyProgrammes> {
  return apiGet<MyProgrammes>('/v1/me/programmes');
}

/** POST /v1/me/work-email (PUT when replacing a verified address). */
export function sendWorkEmailCode(email: string, replace = false): Promise<SwallowedResult<CodeSent>> {
  return swallowing(() => (replace ? apiPut<CodeSent>('/v1/me/work-email', { email }) : apiPost<CodeSent>('/v1/me/work-email', { email })));
}

export function verifyWorkEmail(code: string): Promise<SwallowedResult<MyProgrammes>> {
  return swallowing(() => apiPost<MyProgrammes>('/v1/me/verify-work-email', { code }));
}

export function removeWorkEmail(): Promise<SwallowedResult<MyProgrammes>> {
  return swallowing(() => apiDelete<MyProgrammes>('/v1/me/work-email'));
}

export function registerEpp(input: { hr_email: string; company_name: string }): Promise<RegisterEppAnswer> {
  return apiPost<RegisterEppAnswer>('/v1/me/register-epp', input);
}

export function sendAcademicCode(input: { email: string; programme: 'student' | 'educator'; rid?: string }): Promise<CodeSent> {
  return apiPost<CodeSent>('/v1/me/academic-email', input);
}

export function verifyAcademicEmail(input: { code: string; programme: 'student' | 'educator' }): Promise<MyProgrammes> {
  return apiPost<MyProgrammes>('/v1/me/verify-academic-email', input);
}

export function fetchStudentReferrals(): Promise<StudentReferrals> {
  return apiGet<StudentReferrals>('/v1/me/student-referrals');
}

export function applyAsEmployer(input: EmployerApplicationBody): Promise<{ status: 'pending' }> {
  return apiPost<{ status: 'pending' }>('/v1/programmes/employer-applications', input);
}

export function confirmEmployer(token: string): Promise<{ company_name: string; domain: string }> {
  return apiPost<{ company_name: string; domain: string }>('/v1/programmes/employer-confirm', { token });
}

export function fetchEmployerApplications(status?: 'pending' | 'approved' | 'declined'): Promise<{ items: EmployerApplication[] }> {
  return apiGet<{ items: EmployerApplication[] }>('/v1/admin/employer-applications', status ? { status } : undefined);
}

export function decideEmployerApplication(id: number, decision: { decision: 'approve' | 'decline'; discount_bps?: 500 | 1000 | 1500 | 2000 }): Promise<EmployerApplication> {
  return apiPost<EmployerApplication>(`/v1/admin/employer-applications/${id}/decision`, decision);
}
