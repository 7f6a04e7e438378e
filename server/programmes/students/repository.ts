import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { academicMembers } from '@/server/db/schema';
import type { AcademicProgramme } from '../shared/programme-rules';

/* Verified students and educators: the only queries on academic_members. */

export interface AcademicMemberRow {
  customerId: number;
  programme: AcademicProgramme;
  email: string;
  institution: string;
  invitedByCustomerId: number | null;
  verifiedAt: Date;
  expiresAt: Date;
}

function toRow(row: typeof academicMembers.$inferSelect): AcademicMemberRow {
  return { ...row, programme: row.programme === 'educator' ? 'educator' : 'student' };
}

export async function findAcademicMember(db: DbOrTx, customerId: number): Promise<AcademicMemberRow | undefined> {
  const [row] = await db.select().from(academicMembers).where(eq(academicMembers.customerId, customerId)).limit(1);
  return row ? toRow(row) : undefined;
}

export async function findAcademicHolder(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db.select({ customerId: academicMembers.customerId }).from(academicMembers).where(sql`lower(${academicMembers.email}) = ${email.toLowerCase()}`).limit(1);
  return row?.customerId;
}

/** Saves a verification; the inviter is kept from the first one and never replaced. */
export async function saveAcademicMember(db: DbOrTx, values: AcademicMemberRow): Promise<void> {
  await db
    .insert(academicMembers)
    .values(values)
    .onConflictDoUpdate({
      target: academicMembers.customerId,
      set: { programme: values.programme, email: values.email, institution: values.institution, verifiedAt: values.verifiedAt, expiresAt: values.expiresAt },
    });
}

export async function listInvitedStudents(db: DbOrTx, inviterId: number): Promise<{ customerId: number; verifiedAt: Date }[]> {
  return db
    .select({ customerId: academicMembers.customerId, verifiedAt: academicMembers.verifiedAt })
    .from(academicMembers)
    .where(eq(academicMembers.invitedByCustomerId, inviterId))
    .orderBy(desc(academicMembers.verifiedAt))
    .limit(200);
}
