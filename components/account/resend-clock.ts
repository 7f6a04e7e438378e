import { browserSessionStorage, readStored, writeStored, type StorageLike } from '@/lib/storage/expiring-storage';

/*
 * When the next code may be asked for, per e-mail, kept in session storage: the code is asked
 * for on /sign-in and the wait is shown on /otp, and a reload must not reset it to zero (the
 * server would only answer 429).
 */

const KEY = 'dh_login_resend_at';

interface ResendRecord {
  email: string;
  /** Epoch milliseconds from which a new code may be asked for. */
  at: number;
}

const normalize = (email: string) => email.trim().toLowerCase();

export function rememberResendWait(email: string, seconds: number, now = Date.now(), storage: StorageLike | undefined = browserSessionStorage()): void {
  const record: ResendRecord = { email: normalize(email), at: now + Math.max(0, seconds) * 1000 };
  // Kept a little longer than the wait itself, then it cleans itself up.
  writeStored(storage, KEY, record, Math.max(0, seconds) * 1000 + 60_000, now);
}

export function secondsUntilResend(email: string, now = Date.now(), storage: StorageLike | undefined = browserSessionStorage()): number {
  const record = readStored<ResendRecord>(storage, KEY, now);
  if (!record || record.email !== normalize(email) || typeof record.at !== 'number') return 0;
  return Math.max(0, Math.ceil((record.at - now) / 1000));
}
