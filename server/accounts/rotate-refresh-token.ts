import { getDb } from '../db/client';
import { AppError } from '../http/app-error';
import { issueRefreshToken } from './issue-refresh-token';
import { claimRefreshToken, findRefreshToken, revokeRefreshTokenFamily, type RefreshTokenState } from './repository-sign-in';
import { hashToken, successorToken } from './secret-hashing';
import { REFRESH_REUSE_GRACE_MS } from './sign-in-limits';

const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';

/**
 * Trades a refresh token for a new one of the same family (design §6). Tabs of one session that
 * refresh at once, within REFRESH_REUSE_GRACE_MS, all get the same successor (decision 0038).
 * A token used again after that is a stolen copy or a replay: the whole family is revoked, so
 * neither the thief nor the owner can go on with it, and the owner signs in again.
 */
export async function rotateRefreshToken(token: string): Promise<{ customerId: number; refreshToken: string }> {
  const db = getDb();
  const tokenHash = hashToken(token);
  const current = await findRefreshToken(db, tokenHash, REFRESH_REUSE_GRACE_MS);
  if (!current || current.revoked || current.expired) throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  const successor = successorToken(token);
  if (current.rotated) return graceOrRevoke(current, successor);

  const claimed = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, current.id))) return false;
    await issueRefreshToken(tx, { customerId: current.customerId, familyId: current.familyId, parentId: current.id, token: successor });
    return true;
  });
  if (claimed) return { customerId: current.customerId, refreshToken: successor };
  // Another request used the same token between our read and our claim: its twin, or a revocation.
  const now = await findRefreshToken(db, tokenHash, REFRESH_REUSE_GRACE_MS);
  if (!now || now.revoked || now.expired || !now.rotated) throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  return graceOrRevoke(now, successor);
}

async function graceOrRevoke(state: RefreshTokenState, successor: string): Promise<{ customerId: number; refreshToken: string }> {
  if (state.rotatedWithinGrace) return { customerId: state.customerId, refreshToken: successor };
  await revokeRefreshTokenFamily(getDb(), state.familyId, 'reuse');
  throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
}
