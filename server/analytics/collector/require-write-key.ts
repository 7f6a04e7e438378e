import { AppError } from '@/server/http/app-error';
import { isAcceptedWriteKey } from './write-keys';

/** Refuses, before the body is read, a call without one of the accepted write keys. */
export function requireWriteKey(authorization: string | string[] | undefined): void {
  if (!isAcceptedWriteKey(authorization)) throw new AppError('UNAUTHORIZED', 'Send the analytics write key as "Authorization: Bearer <key>".');
}
