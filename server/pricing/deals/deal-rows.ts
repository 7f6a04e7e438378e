import type { Language } from '@/lib/i18n/locales';
import { findProductCodes } from '@/server/catalog/product-codes/find-product-codes';
import { findProductIds } from '@/server/catalog/product-codes/find-product-ids';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { listActiveComboItems, listAddOnDealsAmong, listAddOnDealsOfMains, listComboIdsWithProducts, type AddOnDealIdRow } from './repository';

/*
 * Deals by public product code, the key cart lines carry. Deals point at products by id and the
 * products are catalog's: catalog maps codes to ids and back, in its own code order, so the rows
 * come out in the order the database would sort them by code.
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

type CodeOf = Map<number, { code: string; rank: number }>;

async function codesOfDeals(db: DbOrTx, rows: readonly AddOnDealIdRow[]): Promise<CodeOf> {
  return findProductCodes(
    db,
    rows.flatMap((row) => [row.mainProductId, row.addOnProductId]),
  );
}

function toAddOnRows(rows: readonly AddOnDealIdRow[], codeOf: CodeOf): AddOnDealRow[] {
  return rows.flatMap((row) => {
    const main = codeOf.get(row.mainProductId);
    const addOn = codeOf.get(row.addOnProductId);
    return main && addOn ? [{ mainProductCode: main.code, addOnProductCode: addOn.code, percentOff: row.percentOff, position: row.position }] : [];
  });
}

/** The add-on deals the given main products offer, by main product code, then display order. */
export async function findAddOnDealsOf(db: DbOrTx, mainProductCodes: readonly string[]): Promise<AddOnDealRow[]> {
  if (mainProductCodes.length === 0) return [];
  const ids = await findProductIds(db, mainProductCodes);
  const rows = await listAddOnDealsOfMains(db, [...ids.values()]);
  const codeOf = await codesOfDeals(db, rows);
  const rank = (row: AddOnDealIdRow) => codeOf.get(row.mainProductId)?.rank ?? -1;
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || a.position - b.position || a.id - b.id);
  return toAddOnRows(sorted, codeOf);
}

/** Add-on deals whose main product and add-on are both among the codes (what a cart can earn). */
export async function findAddOnDealsAmong(db: DbOrTx, productCodes: readonly string[]): Promise<AddOnDealRow[]> {
  if (productCodes.length < 2) return [];
  const ids = await findProductIds(db, productCodes);
  const rows = await listAddOnDealsAmong(db, [...ids.values()]);
  return toAddOnRows(rows, await codesOfDeals(db, rows));
}

async function combosByIds(db: DbOrTx, comboIds: readonly number[], language: Language): Promise<ComboDealRow[]> {
  if (comboIds.length === 0) return [];
  const items = await listActiveComboItems(db, comboIds);
  const codeOf = await findProductCodes(
    db,
    items.map((item) => item.productId),
  );
  const rank = (productId: number) => codeOf.get(productId)?.rank ?? -1;
  const sorted = [...items].sort((a, b) => a.id - b.id || a.position - b.position || rank(a.productId) - rank(b.productId));
  const combos = new Map<number, ComboDealRow>();
  for (const item of sorted) {
    const productCode = codeOf.get(item.productId)?.code;
    if (productCode === undefined) continue;
    const combo = combos.get(item.id) ?? { id: item.id, code: item.code, name: item.name[language] ?? item.name.en, percentOff: item.percentOff, productCodes: [] };
    combo.productCodes.push(productCode);
    combos.set(item.id, combo);
  }
  return [...combos.values()];
}

/** Active combos with at least one of the products, each with all of its products. */
export async function findCombosWithAny(db: DbOrTx, productCodes: readonly string[], language: Language): Promise<ComboDealRow[]> {
  if (productCodes.length === 0) return [];
  const ids = await findProductIds(db, productCodes);
  return combosByIds(db, await listComboIdsWithProducts(db, [...ids.values()]), language);
}

export async function findCombo(db: DbOrTx, comboId: number, language: Language): Promise<ComboDealRow | undefined> {
  const [combo] = await combosByIds(db, [comboId], language);
  return combo;
}
