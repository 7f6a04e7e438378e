import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { BrandEventKind, BrandMemberRole, BrandStatus } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandEvents, brandMembers, brands } from '../../db/schema';

/* Brand applications' queries: the company details, the state and the history. */

export type BrandRow = typeof brands.$inferSelect;
export type BrandEventRow = typeof brandEvents.$inferSelect;

export interface BrandDetails {
  legalName: string;
  displayName: string;
  country: string;
  taxId: string;
  website: string;
  contactEmail: string;
  phone: string;
  addressLine: string;
  city: string;
  postalCode: string;
  region: string;
  about: string;
}

/** Brands the person owns that still wait for a decision (draft, applied, changes requested). */
export async function countOpenOwnedBrands(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(and(eq(brandMembers.customerId, customerId), eq(brandMembers.role, 'owner'), inArray(brands.status, ['draft', 'applied', 'changes_requested'])));
  return row?.n ?? 0;
}

export async function insertBrand(db: DbOrTx, details: BrandDetails, createdByCustomerId: number): Promise<number> {
  const [row] = await db.insert(brands).values({ ...details, status: 'draft', createdByCustomerId }).returning({ id: brands.id });
  return row!.id;
}

export async function insertMember(db: DbOrTx, brandId: number, customerId: number, role: BrandMemberRole): Promise<void> {
  await db.insert(brandMembers).values({ brandId, customerId, role });
}

export async function insertEvent(db: DbOrTx, event: { brandId: number; kind: BrandEventKind; actorCustomerId: number | null; note?: string }): Promise<void> {
  await db.insert(brandEvents).values({ ...event, note: event.note ?? '' });
}

export async function findBrand(db: DbOrTx, brandId: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  return row;
}

/** Only while the state is one of `inStatuses`: false when it has moved on meanwhile. */
export async function updateDetailsIn(db: DbOrTx, brandId: number, details: BrandDetails, inStatuses: readonly BrandStatus[]): Promise<boolean> {
  const rows = await db
    .update(brands)
    .set({ ...details, updatedAt: new Date() })
    .where(and(eq(brands.id, brandId), inArray(brands.status, [...inStatuses])))
    .returning({ id: brands.id });
  return rows.length > 0;
}

/**
 * Moves the state only from one of `from`: a conditional update, so of two requests racing on
 * the same brand (two operators deciding) exactly one changes it.
 */
export async function moveStatus(
  db: DbOrTx,
  brandId: number,
  from: readonly BrandStatus[],
  to: BrandStatus,
  fields: { submittedAt?: Date; reviewedAt?: Date; reviewNote?: string } = {},
): Promise<boolean> {
  const rows = await db
    .update(brands)
    .set({ ...fields, status: to, updatedAt: new Date() })
    .where(and(eq(brands.id, brandId), inArray(brands.status, [...from])))
    .returning({ id: brands.id });
  return rows.length > 0;
}

export async function listEvents(db: DbOrTx, brandId: number): Promise<BrandEventRow[]> {
  return db.select().from(brandEvents).where(eq(brandEvents.brandId, brandId)).orderBy(asc(brandEvents.at), asc(brandEvents.id));
}

export async function listOwnerIds(db: DbOrTx, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ customerId: brandMembers.customerId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'owner')));
  return rows.map((row) => row.customerId);
}
