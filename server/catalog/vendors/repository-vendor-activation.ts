import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { products, vendors } from '@/server/db/schema/catalog/catalog';

/* Switching a vendor's store on and off (brand suspension, decision 0030). */

/** The vendor's active flag before the change, or undefined when there is no such vendor. */
export async function updateVendorActive(db: DbOrTx, vendorId: number, active: boolean): Promise<{ wasActive: boolean } | undefined> {
  const [before] = await db.select({ isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
  if (!before) return undefined;
  if (before.isActive !== active) await db.update(vendors).set({ isActive: active }).where(eq(vendors.id, vendorId));
  return { wasActive: before.isActive };
}

/** Every product of the vendor, published or not: their pages and search documents change. */
export async function listVendorProductIds(db: DbOrTx, vendorId: number): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.vendorId, vendorId));
  return rows.map((row) => row.id);
}

export async function findVendorStoreRow(db: DbOrTx, vendorId: number): Promise<{ code: string; slug: string; isActive: boolean } | undefined> {
  const [row] = await db.select({ code: vendors.code, slug: vendors.slug, isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}
