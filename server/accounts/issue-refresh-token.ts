import type { Db } from '../db/client';
import { insertRefreshToken } from './repository-sign-in';
import { hashToken, randomFamilyId, randomToken } from './secret-hashing';
import { REFRESH_TOKEN_TTL_MS } from './sign-in-limits';

/**
 * A new refresh token: the first of a new family on sign-in, or the child of a rotated token.
 * Only its hash is stored; the token itself exists in this answer alone (a child's token is
 * derived from its parent's by `successorToken`, which the caller passes).
 */
export async function issueRefreshToken(
  db: Db,
  input: { customerId: number; familyId?: string; parentId?: number; token?: string },
): Promise<string> {
  const token = input.token ?? randomToken();
  await insertRefreshToken(db, {
    customerId: input.customerId,
    tokenHash: hashToken(token),
    familyId: input.familyId ?? randomFamilyId(),
    parentId: input.parentId ?? null,
    ttlMs: REFRESH_TOKEN_TTL_MS,
  });
  return token;
}
