import { AppError, isAppError } from './app-error';

const BUSY = 'The store is busy; please try again.';
const UNREACHABLE = 'The store is temporarily unavailable; please try again.';

/**
 * PostgreSQL errors (by SQLSTATE) that are the caller's or the moment's fault rather than a bug.
 * Anything else stays a 500 so that a real defect is logged and noticed.
 * Factories, not shared instances: each answer carries its own cause and stack.
 */
const DATABASE_ERRORS: Readonly<Record<string, (cause: unknown) => AppError>> = {
  // unique_violation: a concurrent or repeated create of the same record.
  '23505': (cause) => new AppError('CONFLICT', 'This record already exists.', { cause }),
  // foreign_key_violation: the record refers to, or is referred to by, another that changed.
  '23503': (cause) => new AppError('CONFLICT', 'This change conflicts with related records.', { cause }),
  // serialization_failure, deadlock_detected, lock_not_available: retrying succeeds.
  '40001': (cause) => new AppError('UNAVAILABLE', BUSY, { cause, headers: { 'Retry-After': '1' } }),
  '40P01': (cause) => new AppError('UNAVAILABLE', BUSY, { cause, headers: { 'Retry-After': '1' } }),
  '55P03': (cause) => new AppError('UNAVAILABLE', BUSY, { cause, headers: { 'Retry-After': '1' } }),
  // too_many_connections, admin/crash shutdown: the database is briefly out of reach.
  '53300': (cause) => new AppError('UNAVAILABLE', UNREACHABLE, { cause, headers: { 'Retry-After': '5' } }),
  '57P01': (cause) => new AppError('UNAVAILABLE', UNREACHABLE, { cause, headers: { 'Retry-After': '5' } }),
  '57P03': (cause) => new AppError('UNAVAILABLE', UNREACHABLE, { cause, headers: { 'Retry-After': '5' } }),
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Turns anything thrown inside a route into the AppError that decides its HTTP answer. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = findDatabaseErrorCode(error);
  const known = code === undefined ? undefined : DATABASE_ERRORS[code] ?? (code.startsWith('08') ? DATABASE_ERRORS['53300'] : undefined);
  if (known) return known(error);
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', { cause: error });
}

/** Drizzle wraps driver errors (cause chains), so the SQLSTATE may sit a few levels down. */
function findDatabaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
