import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { LocalizedText } from '@/server/db/schema';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';

/*
 * The only file of the deals module that reads the database; only active deals are ever returned.
 * Deals point at products by id; deal-rows.ts turns them into the public codes cart lines carry
 * (catalog's findProductIds / findProductCodes).
 */

export interface AddOnDealIdRow {
  id: number;
  mainProductId: number;
  addOnProductId: number;
  percentOff: number;
  position: number;
}

const addOnColumns = {
  id: addOnDeals.id,
  mainProductId: addOnDeals.mainProductId,
  addOnProductId: addOnDeals.addOnProductId,
  percentOff: addOnDeals.percentOff,
  position: addOnDeals.position,
};

/** The add-on deals the given main products offer (unordered: the caller sorts by code). */
export async function listAddOnDealsOfMains(db: DbOrTx, mainProductIds: readonly number[]): Promise<AddOnDealIdRow[]> {
  if (mainProductIds.length === 0) return [];
  return db
    .select(addOnColumns)
    .from(addOnDeals)
    .where(and(eq(addOnDeals.isActive, true), inArray(addOnDeals.mainProductId, [...mainProductIds])));
}

/** Add-on deals whose main product and add-on are both among the products, by id. */
export async function listAddOnDealsAmong(db: DbOrTx, productIds: readonly number[]): Promise<AddOnDealIdRow[]> {
  if (productIds.length < 2) return [];
  const ids = [...productIds];
  return db
    .select(addOnColumns)
    .from(addOnDeals)
    .where(and(eq(addOnDeals.isActive, true), inArray(addOnDeals.mainProductId, ids), inArray(addOnDeals.addOnProductId, ids)))
    .orderBy(asc(addOnDeals.id));
}

export interface ComboItemRow {
  id: number;
  code: string;
  name: LocalizedText;
  percentOff: number;
  productId: number;
  position: number;
}

/** The items of active combos, by combo id then position (ties: the caller sorts by code). */
export async function listActiveComboItems(db: DbOrTx, comboIds: readonly number[]): Promise<ComboItemRow[]> {
  if (comboIds.length === 0) return [];
  return db
    .select({
      id: comboDeals.id,
      code: comboDeals.code,
      name: comboDeals.name,
      percentOff: comboDeals.percentOff,
      productId: comboDealItems.productId,
      position: comboDealItems.position,
    })
    .from(comboDeals)
    .innerJoin(comboDealItems, eq(comboDealItems.comboId, comboDeals.id))
    .where(and(eq(comboDeals.isActive, true), inArray(comboDeals.id, [...comboIds])))
    .orderBy(asc(comboDeals.id), asc(comboDealItems.position));
}

/** Combos (active or not: the caller reads only active ones) with at least one of the products. */
export async function listComboIdsWithProducts(db: DbOrTx, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db.selectDistinct({ id: comboDealItems.comboId }).from(comboDealItems).where(inArray(comboDealItems.productId, [...productIds]));
  return rows.map((row) => row.id);
}
