import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { productVariants } from '@/server/db/schema/catalog/catalog';

/** Whether some variant of the catalog shows the pictures of this image key. */
export async function isCatalogImageKey(db: DbOrTx, imageKey: string): Promise<boolean> {
  const rows = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.imageKey, imageKey)).limit(1);
  return rows.length > 0;
}
