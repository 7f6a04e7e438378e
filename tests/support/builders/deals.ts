import type { Db } from '@/server/db/client';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';
import type { BuiltProduct } from './catalog';

/* Add-on and combo deals between built products. */

export async function buildAddOnDeal(db: Db, overrides: { main: BuiltProduct; addOn: BuiltProduct; percentOff: number; isActive?: boolean }): Promise<void> {
  await db.insert(addOnDeals).values({ mainProductId: overrides.main.id, addOnProductId: overrides.addOn.id, percentOff: overrides.percentOff, isActive: overrides.isActive ?? true });
}

let comboSequence = 0;

export async function buildComboDeal(db: Db, overrides: { name: string; products: readonly BuiltProduct[]; percentOff: number; isActive?: boolean }): Promise<{ id: number }> {
  comboSequence += 1;
  const { name } = overrides;
  const [row] = await db
    .insert(comboDeals)
    .values({ code: `TEST-COMBO-${comboSequence}`, name: { en: name, fr: `${name} (fr)`, de: `${name} (de)` }, percentOff: overrides.percentOff, isActive: overrides.isActive ?? true })
    .returning({ id: comboDeals.id });
  const comboId = row!.id;
  await db.insert(comboDealItems).values(overrides.products.map((item, position) => ({ comboId, productId: item.id, position })));
  return { id: comboId };
}
