import type { ErrorIssue } from '@/lib/contracts/error-codes';
import { AppError } from './app-error';

/* A hostile request can produce thousands of issues (one per array element); the client needs the
 * first few to fix its call, not a response as large as its request. */
export const MAX_ISSUES = 20;
const MAX_ISSUES_IN_MESSAGE = 5;

/** The 400 for bad input: every issue in `issues`, the first few also in the message. */
export function invalidRequest(issues: readonly ErrorIssue[], total = issues.length): AppError {
  const kept = issues.slice(0, MAX_ISSUES);
  const listed = kept.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => `${issue.path}: ${issue.message}`);
  const more = total - listed.length;
  return new AppError('VALIDATION_FAILED', `Invalid request: ${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`, { issues: kept });
}
