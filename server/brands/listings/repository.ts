import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandMembers, brands } from '@/server/db/schema/brands/brands';

/* What the listing mails need of brands: the brand behind a store and who runs it. */

export async function findBrandOfVendor(db: DbOrTx, vendorId: number): Promise<{ brandId: number; displayName: string } | undefined> {
  const [row] = await db.select({ brandId: brands.id, displayName: brands.displayName }).from(brands).where(eq(brands.vendorId, vendorId)).limit(1);
  return row;
}

/** Owners and managers: the people who list products. */
export async function listListingManagerIds(db: DbOrTx, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ customerId: brandMembers.customerId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), inArray(brandMembers.role, ['owner', 'manager'])));
  return rows.map((row) => row.customerId);
}
