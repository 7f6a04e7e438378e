import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog/catalog';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';
import { SEED_REFERENCE_DATE } from './catalog-constants';
import { l } from './localized';
import { insertInBatches, type SeedTx } from './seed-writer';

/*
 * Add-on and combo deals over the products already written in the seed transaction (README,
 * "Deals"). No random numbers: every choice is the product's rank among its kind, so equal
 * catalogs get equal deals. Only house products (always buyable, pre-order at worst) are
 * offered as add-ons, so the deals a shopper sees can be bought.
 * - Every standing desk offers a monitor arm, a desk lamp and a laptop stand at 15-30% off;
 *   every chair a footrest and a desk lamp.
 * - Every office desk makes a "Desk + chair combo" with an office chair (10%), every third one
 *   also a "Complete workstation" with a chair and a monitor arm (15%); gaming desks make a
 *   "Gaming setup" with a gaming chair (12%).
 */

const ACCESSORY_SHAPES = ['monitor-arm', 'desk-lamp', 'laptop-stand', 'footrest'] as const;
const MAIN_SHAPES = ['standing-desk', 'office-chair', 'gaming-chair'] as const;

const COMBO_NAMES = {
  deskChair: l('Desk + chair combo', 'Combo bureau + chaise', 'Kombi Schreibtisch + Stuhl'),
  workstation: l('Complete workstation', 'Poste de travail complet', 'Kompletter Arbeitsplatz'),
  gaming: l('Gaming setup', 'Setup gaming', 'Gaming-Setup'),
};

interface SeedDealProduct {
  id: number;
  code: string;
  shape: string;
  categorySlug: string;
}

const pick = <T>(list: readonly T[], rank: number): T | undefined => (list.length === 0 ? undefined : list[rank % list.length]);
/** 15, 20, 25 or 30 percent, turning with the rank. */
const percentFor = (rank: number, offset: number) => 15 + 5 * ((rank + offset) % 4);

/* Kinds 1 (product) and 3 (new product); pods and gift cards take no deals. */
const DEAL_KINDS = [1, 3];

async function dealProducts(tx: SeedTx, shapes: readonly string[], houseOnly: boolean): Promise<SeedDealProduct[]> {
  const conditions = [inArray(products.shape, [...shapes]), eq(products.isPublished, true), inArray(products.kind, DEAL_KINDS)];
  if (houseOnly) conditions.push(eq(products.isVendorProduct, false));
  return tx
    .select({ id: products.id, code: products.code, shape: products.shape, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .orderBy(asc(products.id));
}

export async function seedDeals(tx: SeedTx): Promise<{ addOns: number; combos: number }> {
  // The seed owns these tables: a replaced catalog gets fresh deals with fresh ids.
  await tx.execute(sql`TRUNCATE TABLE ${comboDealItems}, ${comboDeals}, ${addOnDeals} RESTART IDENTITY`);
  const [accessories, mains] = await Promise.all([dealProducts(tx, ACCESSORY_SHAPES, true), dealProducts(tx, MAIN_SHAPES, false)]);
  const byShape = (shape: string) => accessories.filter((product) => product.shape === shape);
  const arms = byShape('monitor-arm');
  const lamps = byShape('desk-lamp');
  const stands = byShape('laptop-stand');
  const footrests = byShape('footrest');
  const desks = mains.filter((product) => product.shape === 'standing-desk');
  const officeDesks = desks.filter((product) => product.categorySlug !== 'gaming');
  const gamingDesks = desks.filter((product) => product.categorySlug === 'gaming');
  const officeChairs = mains.filter((product) => product.shape === 'office-chair');
  const gamingChairs = mains.filter((product) => product.shape === 'gaming-chair');

  const addOnRows: (typeof addOnDeals.$inferInsert)[] = [];
  const offer = (main: SeedDealProduct, addOn: SeedDealProduct | undefined, percentOff: number, position: number) => {
    if (addOn) addOnRows.push({ mainProductId: main.id, addOnProductId: addOn.id, percentOff, position, createdAt: SEED_REFERENCE_DATE });
  };
  desks.forEach((desk, rank) => {
    offer(desk, pick(arms, rank), percentFor(rank, 1), 0);
    offer(desk, pick(lamps, rank), percentFor(rank, 0), 1);
    offer(desk, pick(stands, rank), percentFor(rank, 3), 2);
  });
  [...officeChairs, ...gamingChairs].forEach((chair, rank) => {
    offer(chair, pick(footrests, rank), percentFor(rank, 2), 0);
    offer(chair, pick(lamps, rank + 1), 15, 1);
  });

  const comboRows: (typeof comboDeals.$inferInsert)[] = [];
  const itemRows: (typeof comboDealItems.$inferInsert)[] = [];
  const combo = (code: string, name: (typeof COMBO_NAMES)[keyof typeof COMBO_NAMES], percentOff: number, items: (SeedDealProduct | undefined)[]) => {
    const present = items.filter((item): item is SeedDealProduct => item !== undefined);
    if (present.length !== items.length) return;
    const id = comboRows.length + 1;
    comboRows.push({ id, code, name: { ...name }, percentOff, createdAt: SEED_REFERENCE_DATE });
    present.forEach((item, position) => itemRows.push({ comboId: id, productId: item.id, position }));
  };
  officeDesks.forEach((desk, rank) => {
    const chair = pick(officeChairs, rank);
    combo(`COMBO-${desk.code}`, COMBO_NAMES.deskChair, 10, [desk, chair]);
    if (rank % 3 === 0) combo(`WORKSTATION-${desk.code}`, COMBO_NAMES.workstation, 15, [desk, pick(officeChairs, rank + 1), pick(arms, rank)]);
  });
  gamingDesks.forEach((desk, rank) => combo(`GAMING-${desk.code}`, COMBO_NAMES.gaming, 12, [desk, pick(gamingChairs, rank)]));

  await insertInBatches(tx, addOnDeals, addOnRows);
  await insertInBatches(tx, comboDeals, comboRows);
  await insertInBatches(tx, comboDealItems, itemRows);
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('combo_deals', 'id'), ${comboRows.length + 1}, false)`);
  return { addOns: addOnRows.length, combos: comboRows.length };
}
