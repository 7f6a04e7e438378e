import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@/lib/i18n/locales';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { products } from '@/server/db/schema/catalog/catalog';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';

/*
 * The only file of the deals module that reads the database. Deals are looked up by public
 * product code, the key cart lines carry; only active deals are ever returned.
 */

export interface AddOnDealRow {
  mainProductCode: string;
  addOnProductCode: string;
  percentOff: number;
  position: number;
}

export interface ComboDealRow {
  id: number;
  code: string;
  name: string;
  percentOff: number;
  /** In the combo's order. */
  productCodes: string[];
}

const mainProducts = alias(products, 'main_products');
const addOnProducts = alias(products, 'add_on_products');

const addOnColumns = {
  mainProductCode: mainProducts.code,
  addOnProductCode: addOnProducts.code,
  percentOff: addOnDeals.percentOff,
  position: addOnDeals.position,
};

/** The add-on deals the given main products offer, in their display order. */
export async function findAddOnDealsOf(db: DbOrTx, mainProductCodes: readonly string[]): Promise<AddOnDealRow[]> {
  if (mainProductCodes.length === 0) return [];
  return db
    .select(addOnColumns)
    .from(addOnDeals)
    .innerJoin(mainProducts, eq(mainProducts.id, addOnDeals.mainProductId))
    .innerJoin(addOnProducts, eq(addOnProducts.id, addOnDeals.addOnProductId))
    .where(and(eq(addOnDeals.isActive, true), inArray(mainProducts.code, [...mainProductCodes])))
    .orderBy(asc(mainProducts.code), asc(addOnDeals.position), asc(addOnDeals.id));
}

/** Add-on deals whose main product and add-on are both among the codes (what a cart can earn). */
export async function findAddOnDealsAmong(db: DbOrTx, productCodes: readonly string[]): Promise<AddOnDealRow[]> {
  if (productCodes.length < 2) return [];
  const codes = [...productCodes];
  return db
    .select(addOnColumns)
    .from(addOnDeals)
    .innerJoin(mainProducts, eq(mainProducts.id, addOnDeals.mainProductId))
    .innerJoin(addOnProducts, eq(addOnProducts.id, addOnDeals.addOnProductId))
    .where(and(eq(addOnDeals.isActive, true), inArray(mainProducts.code, codes), inArray(addOnProducts.code, codes)))
    .orderBy(asc(addOnDeals.id));
}

async function combosByIds(db: DbOrTx, comboIds: readonly number[], language: Language): Promise<ComboDealRow[]> {
  if (comboIds.length === 0) return [];
  const rows = await db
    .select({
      id: comboDeals.id,
      code: comboDeals.code,
      name: comboDeals.name,
      percentOff: comboDeals.percentOff,
      productCode: products.code,
    })
    .from(comboDeals)
    .innerJoin(comboDealItems, eq(comboDealItems.comboId, comboDeals.id))
    .innerJoin(products, eq(products.id, comboDealItems.productId))
    .where(and(eq(comboDeals.isActive, true), inArray(comboDeals.id, [...comboIds])))
    .orderBy(asc(comboDeals.id), asc(comboDealItems.position), asc(products.code));
  const combos = new Map<number, ComboDealRow>();
  for (const row of rows) {
    const combo = combos.get(row.id) ?? { id: row.id, code: row.code, name: row.name[language] ?? row.name.en, percentOff: row.percentOff, productCodes: [] };
    combo.productCodes.push(row.productCode);
    combos.set(row.id, combo);
  }
  return [...combos.values()];
}

/** Active combos with at least one of the products, each with all of its products. */
export async function findCombosWithAny(db: DbOrTx, productCodes: readonly string[], language: Language): Promise<ComboDealRow[]> {
  if (productCodes.length === 0) return [];
  const ids = await db
    .selectDistinct({ id: comboDealItems.comboId })
    .from(comboDealItems)
    .innerJoin(products, eq(products.id, comboDealItems.productId))
    .where(inArray(products.code, [...productCodes]));
  return combosByIds(
    db,
    ids.map((row) => row.id),
    language,
  );
}

export async function findCombo(db: DbOrTx, comboId: number, language: Language): Promise<ComboDealRow | undefined> {
  const [combo] = await combosByIds(db, [comboId], language);
  return combo;
}
