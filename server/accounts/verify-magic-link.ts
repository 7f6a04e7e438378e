import { getDb } from '../db/client';
import { AppError } from '../http/app-error';
import { consumeChallenge, findChallengeByLinkHash } from './repository-sign-in';
import { hashToken } from './secret-hashing';
import { LOGIN_CODE_MAX_ATTEMPTS } from './sign-in-limits';

/**
 * Signs in with the token of an e-mailed link, once. An unknown token (or one for another
 * address) answers 401; a real link that can no longer work answers 422 saying why.
 */
export async function verifyMagicLink(email: string, token: string): Promise<void> {
  const db = getDb();
  const challenge = await findChallengeByLinkHash(db, hashToken(token));
  if (!challenge || challenge.email !== email) {
    throw new AppError('UNAUTHORIZED', 'This sign-in link is not valid.', { issues: [{ path: 'body.token', message: 'This sign-in link is not valid.' }] });
  }
  if (challenge.consumed) throw refused('This sign-in link was already used.');
  if (challenge.superseded) throw refused('A newer sign-in e-mail was sent: use the link in that one.');
  if (challenge.linkExpired) throw refused('This sign-in link has expired.');
  // Five wrong codes kill the whole challenge, link included: someone is guessing.
  if (challenge.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw refused('This sign-in e-mail is no longer valid.');
  if (!(await consumeChallenge(db, challenge.id))) throw refused('This sign-in link was already used.');
}

function refused(reason: string): AppError {
  const message = `${reason} Ask for a new sign-in e-mail.`;
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: 'body.token', message }] });
}
