import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { employerApplications, workEmails } from '@/server/db/schema';

/* The employee programme's own rows: verified work addresses and employers' applications. */

export interface WorkEmailRow {
  customerId: number;
  email: string;
  companyId: number;
  verifiedAt: Date;
}

export async function findWorkEmail(db: DbOrTx, customerId: number): Promise<WorkEmailRow | undefined> {
  const [row] = await db.select().from(workEmails).where(eq(workEmails.customerId, customerId)).limit(1);
  return row;
}

/** The account (if any) that has verified this address. */
export async function findWorkEmailHolder(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db.select({ customerId: workEmails.customerId }).from(workEmails).where(sql`lower(${workEmails.email}) = ${email.toLowerCase()}`).limit(1);
  return row?.customerId;
}

export async function saveWorkEmail(db: DbOrTx, values: { customerId: number; email: string; companyId: number; verifiedAt: Date }): Promise<void> {
  await db
    .insert(workEmails)
    .values(values)
    .onConflictDoUpdate({ target: workEmails.customerId, set: { email: values.email, companyId: values.companyId, verifiedAt: values.verifiedAt } });
}

export async function deleteWorkEmail(db: DbOrTx, customerId: number): Promise<boolean> {
  const rows = await db.delete(workEmails).where(eq(workEmails.customerId, customerId)).returning({ id: workEmails.customerId });
  return rows.length > 0;
}

// --- employer applications ---------------------------------------------------------------------

export type ApplicationRow = typeof employerApplications.$inferSelect;

export async function insertApplication(db: DbOrTx, values: typeof employerApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(employerApplications).values(values).returning();
  if (!row) throw new Error('employer application insert returned no row');
  return row;
}

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(employerApplications).where(eq(employerApplications.id, id)).limit(1);
  return row;
}

export async function findApplicationByToken(db: DbOrTx, tokenHash: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(employerApplications).where(eq(employerApplications.confirmTokenHash, tokenHash)).limit(1);
  return row;
}

export async function listApplications(db: DbOrTx, status: 'pending' | 'approved' | 'declined' | undefined, limit: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(employerApplications)
    .where(status ? eq(employerApplications.status, status) : undefined)
    .orderBy(desc(employerApplications.createdAt), desc(employerApplications.id))
    .limit(limit);
}

/** Decides a pending application; undefined when it was already decided. */
export async function decideApplication(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'declined'; decidedBy: 'operator' | 'hr'; companyId: number | null },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(employerApplications)
    .set({ ...decision, decidedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(employerApplications.id, id), eq(employerApplications.status, 'pending')))
    .returning();
  return row;
}
