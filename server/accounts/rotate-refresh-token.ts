import { getDb } from '../db/client';
import { AppError } from '../http/app-error';
import { issueRefreshToken } from './issue-refresh-token';
import { claimRefreshToken, findRefreshToken, revokeRefreshTokenFamily } from './repository-sign-in';
import { hashToken } from './secret-hashing';

const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';

/**
 * Trades a refresh token for a new one of the same family (design §6). A token that was
 * already used is a stolen copy or a replay: the whole family is revoked, so neither the thief
 * nor the owner can go on with it, and the owner signs in again.
 */
export async function rotateRefreshToken(token: string): Promise<{ customerId: number; refreshToken: string }> {
  const db = getDb();
  const current = await findRefreshToken(db, hashToken(token));
  if (!current || current.revoked || current.expired) throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  if (current.rotated) {
    await revokeRefreshTokenFamily(db, current.familyId, 'reuse');
    throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  }

  const rotated = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, current.id))) return undefined;
    return issueRefreshToken(tx, { customerId: current.customerId, familyId: current.familyId, parentId: current.id });
  });
  if (rotated === undefined) {
    // Another request used the same token between our read and our claim: a reuse as well.
    await revokeRefreshTokenFamily(db, current.familyId, 'reuse');
    throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  }
  return { customerId: current.customerId, refreshToken: rotated };
}
