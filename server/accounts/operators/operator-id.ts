import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/request-context';

/** The customer id of the operator behind an admin request (withOperatorApi has checked them). */
export function operatorIdOf(caller: Caller): number {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return caller.userId;
}
