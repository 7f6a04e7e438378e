import type { Db } from '../db/client';
import { insertRefreshToken } from './repository-sign-in';
import { hashToken, randomFamilyId, randomToken } from './secret-hashing';
import { REFRESH_TOKEN_TTL_MS } from './sign-in-limits';

/**
 * A new refresh token: the first of a new family on sign-in, or the child of a rotated token.
 * Only its hash is stored; the token itself exists in this answer alone.
 */
export async function issueRefreshToken(db: Db, input: { customerId: number; familyId?: string; parentId?: number }): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(db, {
    customerId: input.customerId,
    tokenHash: hashToken(token),
    familyId: input.familyId ?? randomFamilyId(),
    parentId: input.parentId ?? null,
    ttlMs: REFRESH_TOKEN_TTL_MS,
  });
  return token;
}
