import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { productVariants } from '@/server/db/schema/catalog/catalog';

/* The stock of variants: the shelf that checkout takes from and cancellations put back on. */

/** Locks the variants in ascending id order (the lock order every stock change follows). */
export async function lockVariantStockRows(tx: DbOrTx, variantIds: readonly number[]): Promise<{ id: number; stock: number }[]> {
  return tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/**
 * Takes the units in one statement whatever the number of variants (the rows are already locked,
 * in ascending id order, so the order in which this UPDATE visits them does not matter).
 */
export async function subtractStock(tx: DbOrTx, toTake: ReadonlyMap<number, number>): Promise<void> {
  const entries = [...toTake];
  const [first] = entries;
  if (!first) return;
  if (entries.length === 1) {
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} - ${first[1]}` }).where(eq(productVariants.id, first[0]));
    return;
  }
  const rows = sql.join(entries.map(([variantId, take]) => sql`(${variantId}::integer, ${take}::integer)`), sql`, `);
  await tx.execute(sql`update ${productVariants} set stock = ${productVariants.stock} - taken.units from (values ${rows}) as taken(variant_id, units) where ${productVariants.id} = taken.variant_id`);
}

export async function addStock(tx: DbOrTx, variantId: number, units: number): Promise<void> {
  await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${units}` }).where(eq(productVariants.id, variantId));
}
