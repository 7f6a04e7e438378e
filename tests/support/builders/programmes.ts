import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { academicMembers, companies, customers } from '@/server/db/schema';

/** An enrolled employer (a unique domain unless given), active with a 10 % discount unless told. */
export async function buildCompany(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect & { domain: string }> {
  const domain = overrides.domain ?? `corp-${randomBytes(4).toString('hex')}.test`;
  const [row] = await db.insert(companies).values({ name: 'Acme Works', discountBps: 1000, status: 'active', ...overrides, domain }).returning();
  return { ...row!, domain };
}

/** Makes the customer an employee of the company, as a verified work address would. */
export async function joinCompany(db: Db, customerId: number, companyId: number): Promise<void> {
  await db.update(customers).set({ companyId }).where(eq(customers.id, customerId));
}

/** A verified student or educator, verified at `verifiedAt` for a year unless `expiresAt` is given. */
export async function buildAcademicMember(
  db: Db,
  values: { customerId: number; programme?: 'student' | 'educator'; verifiedAt?: Date; expiresAt?: Date; invitedByCustomerId?: number | null },
): Promise<void> {
  const verifiedAt = values.verifiedAt ?? new Date();
  await db.insert(academicMembers).values({
    customerId: values.customerId,
    programme: values.programme ?? 'student',
    email: `student-${randomBytes(4).toString('hex')}@uni.edu`,
    institution: 'UNI.edu',
    invitedByCustomerId: values.invitedByCustomerId ?? null,
    verifiedAt,
    expiresAt: values.expiresAt ?? new Date(verifiedAt.getTime() + 365 * 86_400_000),
  });
}
