import { getDb } from '../db/client';
import { AppError } from '../http/app-error';
import { consumeChallenge, findLiveChallenge, takeCodeAttempt } from './repository-sign-in';
import { digestsEqual, hashCode } from './secret-hashing';
import { LOGIN_CODE_MAX_ATTEMPTS } from './sign-in-limits';

const ASK_AGAIN = 'Ask for a new code.';

/**
 * Checks a 6-digit code against the address's live challenge and uses the challenge up.
 * A wrong code answers 401 and costs one of the 5 tries; a code that can no longer work
 * (expired, out of tries, used, or never sent) answers 422 so the page offers a new one.
 */
export async function verifyLoginCode(email: string, code: string): Promise<void> {
  const db = getDb();
  const challenge = await findLiveChallenge(db, email);
  if (!challenge) throw refused('There is no valid code for this e-mail address.');
  if (challenge.codeExpired) throw refused('This code has expired.');

  // The try is counted before the comparison, so parallel guesses cannot exceed the limit.
  const triesUsed = await takeCodeAttempt(db, challenge.id, LOGIN_CODE_MAX_ATTEMPTS);
  if (triesUsed === undefined) throw refused('Too many wrong codes were entered.');

  if (!digestsEqual(hashCode(email, code), challenge.codeHash)) {
    const left = LOGIN_CODE_MAX_ATTEMPTS - triesUsed;
    const message = left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : `That code is not right, and that was the last try. ${ASK_AGAIN}`;
    throw new AppError('UNAUTHORIZED', message, { issues: [{ path: 'body.code', message }] });
  }
  if (!(await consumeChallenge(db, challenge.id))) throw refused('This code was already used.');
}

function refused(reason: string): AppError {
  const message = `${reason} ${ASK_AGAIN}`;
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: 'body.code', message }] });
}
