import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeRequests, refreshTokens } from '../db/schema';

export interface EmailChangeRequest {
  id: number;
  newEmail: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
}

/** Supersedes the customer's live request and stores the new one. */
export async function replaceEmailChange(db: Db, input: { customerId: number; newEmail: string; codeHash: string; ttlMs: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailChangeRequests)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(emailChangeRequests.customerId, input.customerId), isNull(emailChangeRequests.consumedAt), isNull(emailChangeRequests.supersededAt)));
    await tx.insert(emailChangeRequests).values({
      customerId: input.customerId,
      newEmail: input.newEmail,
      codeHash: input.codeHash,
      expiresAt: sql`now() + ${input.ttlMs} * interval '1 millisecond'`,
    });
  });
}

/** The customer's latest request that is neither used nor superseded. */
export async function findLiveEmailChange(db: Db, customerId: number): Promise<EmailChangeRequest | undefined> {
  const [row] = await db
    .select({
      id: emailChangeRequests.id,
      newEmail: emailChangeRequests.newEmail,
      codeHash: emailChangeRequests.codeHash,
      attempts: emailChangeRequests.attempts,
      expired: sql<boolean>`${emailChangeRequests.expiresAt} <= now()`,
    })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.customerId, customerId), isNull(emailChangeRequests.consumedAt), isNull(emailChangeRequests.supersededAt)))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row;
}

/** Counts one more try; undefined when the request reached the limit meanwhile. */
export async function takeEmailChangeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(emailChangeRequests)
    .set({ attempts: sql`${emailChangeRequests.attempts} + 1` })
    .where(and(eq(emailChangeRequests.id, id), sql`${emailChangeRequests.attempts} < ${maxAttempts}`))
    .returning({ attempts: emailChangeRequests.attempts });
  return row?.attempts;
}

/** Marks the request used; false when another request used it first. */
export async function consumeEmailChange(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailChangeRequests)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailChangeRequests.id, id), isNull(emailChangeRequests.consumedAt), isNull(emailChangeRequests.supersededAt)))
    .returning({ id: emailChangeRequests.id });
  return rows.length > 0;
}

/** Ends every session of the customer: after an e-mail change no older session may go on. */
export async function revokeAllRefreshTokens(db: Db, customerId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: 'email-change' })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}
