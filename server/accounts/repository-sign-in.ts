import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { loginChallenges, refreshTokens } from '@/server/db/schema';

/* Sign-in challenges and refresh tokens; times compare on the database clock (now()) so that
 * every instance agrees on when a code, a link or a token expires. */

// --- sign-in challenges ----------------------------------------------------------------------

export interface NewChallenge {
  email: string;
  codeHash: string;
  linkTokenHash: string;
  codeTtlMs: number;
  linkTtlMs: number;
  language: string;
  ip: string;
}

/** Supersedes the address's live challenges and starts a new one, atomically. */
export async function replaceChallenge(db: Db, challenge: NewChallenge): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(loginChallenges)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(loginChallenges.email, challenge.email), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)));
    const [row] = await tx
      .insert(loginChallenges)
      .values({
        email: challenge.email,
        codeHash: challenge.codeHash,
        linkTokenHash: challenge.linkTokenHash,
        codeExpiresAt: sql`now() + ${challenge.codeTtlMs} * interval '1 millisecond'`,
        linkExpiresAt: sql`now() + ${challenge.linkTtlMs} * interval '1 millisecond'`,
        language: challenge.language,
        ip: challenge.ip,
      })
      .returning({ id: loginChallenges.id });
    if (!row) throw new Error('login challenge insert returned no row');
    return row.id;
  });
}

export interface ChallengeState {
  id: number;
  email: string;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  superseded: boolean;
  codeExpired: boolean;
  linkExpired: boolean;
}

const challengeState = {
  id: loginChallenges.id,
  email: loginChallenges.email,
  codeHash: loginChallenges.codeHash,
  attempts: loginChallenges.attempts,
  consumed: sql<boolean>`${loginChallenges.consumedAt} is not null`,
  superseded: sql<boolean>`${loginChallenges.supersededAt} is not null`,
  codeExpired: sql<boolean>`${loginChallenges.codeExpiresAt} <= now()`,
  linkExpired: sql<boolean>`${loginChallenges.linkExpiresAt} <= now()`,
};

/** The address's newest challenge that is neither used nor superseded (it may have expired). */
export async function findLiveChallenge(db: Db, email: string): Promise<ChallengeState | undefined> {
  const [row] = await db
    .select(challengeState)
    .from(loginChallenges)
    .where(and(eq(loginChallenges.email, email), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)))
    .orderBy(desc(loginChallenges.createdAt), desc(loginChallenges.id))
    .limit(1);
  return row;
}

export async function findChallengeByLinkHash(db: Db, linkTokenHash: string): Promise<ChallengeState | undefined> {
  const [row] = await db.select(challengeState).from(loginChallenges).where(eq(loginChallenges.linkTokenHash, linkTokenHash)).limit(1);
  return row;
}

/**
 * Reserves one code try before the code is compared, in one statement: concurrent guesses
 * cannot get more than `maxAttempts` comparisons between them. Resolves to the tries used,
 * this one included, or undefined when the challenge has no try left (or is spent).
 */
export async function takeCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        lt(loginChallenges.attempts, maxAttempts),
        isNull(loginChallenges.consumedAt),
        isNull(loginChallenges.supersededAt),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts;
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

export async function deleteChallengesOlderThan(db: Db, ageMs: number): Promise<void> {
  await db.delete(loginChallenges).where(sql`${loginChallenges.createdAt} < now() - ${ageMs} * interval '1 millisecond'`);
}

// --- refresh tokens --------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Db,
  token: { customerId: number; tokenHash: string; familyId: string; parentId: number | null; ttlMs: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    customerId: token.customerId,
    tokenHash: token.tokenHash,
    familyId: token.familyId,
    parentId: token.parentId,
    expiresAt: sql`now() + ${token.ttlMs} * interval '1 millisecond'`,
  });
}

export interface RefreshTokenState {
  id: number;
  customerId: number;
  familyId: string;
  rotated: boolean;
  /** Rotated less than `graceMs` ago. */
  rotatedWithinGrace: boolean;
  revoked: boolean;
  expired: boolean;
}

export async function findRefreshToken(db: Db, tokenHash: string, graceMs = 0): Promise<RefreshTokenState | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      customerId: refreshTokens.customerId,
      familyId: refreshTokens.familyId,
      rotated: sql<boolean>`${refreshTokens.rotatedAt} is not null`,
      rotatedWithinGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - ${graceMs} * interval '1 millisecond', false)`,
      revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a token used, if it still can be: false when it was rotated, revoked or expired meanwhile. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), sql`${refreshTokens.expiresAt} > now()`))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string, reason: 'sign-out' | 'reuse'): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
