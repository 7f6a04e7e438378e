import { AppError } from '../http/app-error';
import type { Caller } from '../http/request-context';

/**
 * The customer id of the caller, taken from the verified access token only: no request field
 * ever chooses whose account is read or changed. Operators are people with an account too
 * (decision 0030): their admin tokens carry their customer id.
 */
export function requireCustomerId(caller: Caller): number {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return caller.userId;
}

/** A valid token whose account is gone (deleted): the session is over. */
export function accountGone(): AppError {
  return new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
}
