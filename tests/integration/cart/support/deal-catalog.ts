import type { Db } from '@/server/db/client';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';
import type { CreatedProduct } from './cart-catalog';

/* Builders for add-on and combo deals between test products. */

export async function createAddOnDeal(db: Db, main: CreatedProduct, addOn: CreatedProduct, percentOff: number, isActive = true): Promise<void> {
  await db.insert(addOnDeals).values({ mainProductId: main.id, addOnProductId: addOn.id, percentOff, isActive });
}

let comboSequence = 0;

export async function createComboDeal(db: Db, name: string, items: readonly CreatedProduct[], percentOff: number, isActive = true): Promise<number> {
  comboSequence += 1;
  const [row] = await db
    .insert(comboDeals)
    .values({ code: `TEST-COMBO-${comboSequence}`, name: { en: name, fr: `${name} (fr)`, de: `${name} (de)` }, percentOff, isActive })
    .returning({ id: comboDeals.id });
  const comboId = row!.id;
  await db.insert(comboDealItems).values(items.map((item, position) => ({ comboId, productId: item.id, position })));
  return comboId;
}
