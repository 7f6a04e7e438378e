import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { vendors } from '@/server/db/schema/catalog/catalog';

/* Vendors as other contexts know them (the storefront's vendor pages read listing/repository.ts). */

export async function findActiveVendorCodeById(db: DbOrTx, vendorId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: vendors.code }).from(vendors).where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true))).limit(1);
  return row?.code;
}
