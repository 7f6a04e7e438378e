import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { programmeEmailCodes } from '@/server/db/schema';
import type { ProgrammeKind } from './programme-rules';

/* The codes mailed to work and academic addresses: the only queries on programme_email_codes. */

export interface EmailCodeRow {
  id: number;
  email: string;
  codeHash: string;
  invitedBy: string | null;
  expired: boolean;
}

/** Supersedes the customer's live code of this programme and stores the new one. */
export async function replaceEmailCode(
  db: DbOrTx,
  values: { customerId: number; programme: ProgrammeKind; email: string; codeHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(programmeEmailCodes)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(programmeEmailCodes.customerId, values.customerId), eq(programmeEmailCodes.programme, values.programme), isNull(programmeEmailCodes.consumedAt), isNull(programmeEmailCodes.supersededAt)));
    await tx.insert(programmeEmailCodes).values(values);
  });
}

export async function findLiveEmailCode(db: DbOrTx, customerId: number, programme: ProgrammeKind, now: Date): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select({ id: programmeEmailCodes.id, email: programmeEmailCodes.email, codeHash: programmeEmailCodes.codeHash, invitedBy: programmeEmailCodes.invitedBy, expiresAt: programmeEmailCodes.expiresAt })
    .from(programmeEmailCodes)
    .where(and(eq(programmeEmailCodes.customerId, customerId), eq(programmeEmailCodes.programme, programme), isNull(programmeEmailCodes.consumedAt), isNull(programmeEmailCodes.supersededAt)))
    .orderBy(desc(programmeEmailCodes.createdAt))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, ...rest } = row;
  return { ...rest, expired: expiresAt.getTime() <= now.getTime() };
}

/** Counts a try; undefined when the code is already out of tries. */
export async function takeEmailCodeAttempt(db: DbOrTx, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(programmeEmailCodes)
    .set({ attempts: sql`${programmeEmailCodes.attempts} + 1` })
    .where(and(eq(programmeEmailCodes.id, id), sql`${programmeEmailCodes.attempts} < ${maxAttempts}`))
    .returning({ attempts: programmeEmailCodes.attempts });
  return row?.attempts;
}

/** Marks the code used; false when another request used it first. */
export async function consumeEmailCode(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(programmeEmailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(programmeEmailCodes.id, id), isNull(programmeEmailCodes.consumedAt)))
    .returning({ id: programmeEmailCodes.id });
  return rows.length === 1;
}
