import { and, asc, eq, sql } from 'drizzle-orm';
import type { BrandEventKind, BrandMemberRole } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandEvents, brandMembers, brands } from '../../db/schema';

/* A brand's members and its audit trail of team changes. */

export interface MemberRow {
  customerId: number;
  role: BrandMemberRole;
  addedAt: Date;
}

const memberColumns = { customerId: brandMembers.customerId, role: brandMembers.role, addedAt: brandMembers.addedAt };

export function listMembers(db: DbOrTx, brandId: number): Promise<MemberRow[]> {
  return db.select(memberColumns).from(brandMembers).where(eq(brandMembers.brandId, brandId)).orderBy(asc(brandMembers.addedAt), asc(brandMembers.customerId));
}

export async function findMember(db: DbOrTx, brandId: number, customerId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.customerId, customerId))).limit(1);
  return row;
}

/**
 * Locks the brand's row until the transaction ends: two owners demoting or removing each other at
 * the same moment are served one after the other, so the brand always keeps an owner.
 */
export async function lockBrandTeam(tx: DbOrTx, brandId: number): Promise<void> {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
}

export async function countOwners(db: DbOrTx, brandId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'owner')));
  return row?.count ?? 0;
}

export async function insertMember(db: DbOrTx, brandId: number, customerId: number, role: BrandMemberRole): Promise<MemberRow> {
  const [row] = await db.insert(brandMembers).values({ brandId, customerId, role }).returning(memberColumns);
  return row!;
}

export async function updateMemberRole(db: DbOrTx, brandId: number, customerId: number, role: BrandMemberRole): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(brandMembers)
    .set({ role })
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.customerId, customerId)))
    .returning(memberColumns);
  return row;
}

export async function deleteMember(db: DbOrTx, brandId: number, customerId: number): Promise<boolean> {
  const rows = await db.delete(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.customerId, customerId))).returning({ id: brandMembers.customerId });
  return rows.length > 0;
}

export async function insertBrandEvent(db: DbOrTx, event: { brandId: number; kind: BrandEventKind; actorCustomerId: number | null; note?: string }): Promise<void> {
  await db.insert(brandEvents).values({ brandId: event.brandId, kind: event.kind, actorCustomerId: event.actorCustomerId, note: event.note ?? '' });
}
