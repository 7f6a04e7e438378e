import { and, asc, eq } from 'drizzle-orm';
import type { BrandMemberRole, BrandStatus } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../db/db-or-tx';
import { brandMembers, brands } from '../db/schema';

/* Who may act for which brand: the queries behind every brand route's check (decision 0030). */

export interface BrandAccessRow {
  brandId: number;
  status: BrandStatus;
  vendorId: number | null;
  displayName: string;
  /** The caller's role, or null when the caller is not a member. */
  role: BrandMemberRole | null;
}

export async function findBrandAccess(db: DbOrTx, brandId: number, customerId: number): Promise<BrandAccessRow | undefined> {
  const [row] = await db
    .select({ brandId: brands.id, status: brands.status, vendorId: brands.vendorId, displayName: brands.displayName, role: brandMembers.role })
    .from(brands)
    .leftJoin(brandMembers, and(eq(brandMembers.brandId, brands.id), eq(brandMembers.customerId, customerId)))
    .where(eq(brands.id, brandId))
    .limit(1);
  return row;
}

export interface MembershipRow {
  brandId: number;
  displayName: string;
  status: BrandStatus;
  vendorId: number | null;
  role: BrandMemberRole;
}

export async function listMemberships(db: DbOrTx, customerId: number): Promise<MembershipRow[]> {
  return db
    .select({ brandId: brands.id, displayName: brands.displayName, status: brands.status, vendorId: brands.vendorId, role: brandMembers.role })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(eq(brandMembers.customerId, customerId))
    .orderBy(asc(brands.displayName), asc(brands.id));
}
