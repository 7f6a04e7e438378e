import { and, asc, eq, isNull, ne, sql, type WithSubquery } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { cartLines, carts } from '@/server/db/schema/pricing/cart';
import type { CartLineRow, CartRow } from './cart-records';

/*
 * The only file of the cart module that touches the database; it returns plain objects (shapes in
 * cart-records.ts). Carts that became orders (checked_out_at set) are invisible here: a cart id
 * names an open cart.
 */

export type { CartLineRow, CartRow } from './cart-records';

const cartColumns = {
  id: carts.id,
  customerId: carts.customerId,
  currency: carts.currency,
  country: carts.country,
  promotionCode: carts.promotionCode,
  rid: carts.rid,
  ranMid: carts.ranMid,
};

const lineColumns = {
  id: cartLines.id,
  cartId: cartLines.cartId,
  lineKey: cartLines.lineKey,
  productCode: cartLines.productCode,
  variantId: cartLines.variantId,
  quantity: cartLines.quantity,
  optionChoices: cartLines.optionChoices,
  personalization: cartLines.personalization,
  giftCard: cartLines.giftCard,
  nameSnapshot: cartLines.nameSnapshot,
  imageKeySnapshot: cartLines.imageKeySnapshot,
};

export async function findOpenCart(db: DbOrTx, cartId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt)))
    .limit(1);
  return row;
}

export async function findOpenCartOfCustomer(db: DbOrTx, customerId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.customerId, customerId), isNull(carts.checkedOutAt)))
    .limit(1);
  return row;
}

export async function insertGuestCart(db: DbOrTx, cart: { id: string; currency: string; country: string }): Promise<CartRow> {
  const [row] = await db.insert(carts).values(cart).returning(cartColumns);
  if (!row) throw new Error('insertGuestCart: no row returned');
  return row;
}

/**
 * A customer's open cart, made when there is none. Two first requests of one customer may race:
 * the unique index on open customer carts lets one insert win and the other read its row.
 */
export async function ensureCustomerCart(db: DbOrTx, cart: { id: string; customerId: number; currency: string; country: string }): Promise<CartRow> {
  await db.insert(carts).values(cart).onConflictDoNothing();
  const row = await findOpenCartOfCustomer(db, cart.customerId);
  if (!row) throw new Error('ensureCustomerCart: the cart vanished');
  return row;
}

/** Serializes changes to one cart: callers hold this lock until their transaction ends. */
export async function lockCart(tx: DbOrTx, cartId: string): Promise<boolean> {
  const rows = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt))).for('update');
  return rows.length > 0;
}

export async function listCartLines(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return db.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function countCartLines(db: DbOrTx, cartId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return row?.count ?? 0;
}

export async function findCartLine(db: DbOrTx, cartId: string, lineId: number): Promise<CartLineRow | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .limit(1);
  return row;
}

/** Units of a variant over the cart's lines, leaving out one line when given. */
export async function sumVariantQuantity(db: DbOrTx, cartId: string, variantId: number, exceptLineId?: number): Promise<number> {
  const conditions = [eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)];
  if (exceptLineId !== undefined) conditions.push(ne(cartLines.id, exceptLineId));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** A line to store: a CartLineRow before the database gave it an id. */
export type NewCartLine = Omit<CartLineRow, 'id'>;

/**
 * Adds a line, or adds its quantity to the line with the same key (capped at `maxQuantity`:
 * callers check the limit before, the cap only keeps the row valid if they did not).
 */
export async function addToCartLine(db: DbOrTx, line: NewCartLine, maxQuantity: number): Promise<CartLineRow> {
  const [row] = await db
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.lineKey],
      set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${maxQuantity})`, updatedAt: sql`now()` },
    })
    .returning(lineColumns);
  if (!row) throw new Error('addToCartLine: no row returned');
  return row;
}

export async function setLineQuantity(db: DbOrTx, cartId: string, lineId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteCartLine(db: DbOrTx, cartId: string, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function updateCart(
  db: DbOrTx,
  cartId: string,
  changes: Partial<Pick<CartRow, 'currency' | 'country' | 'promotionCode' | 'rid' | 'ranMid' | 'customerId'>>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** Gives a guest cart to a customer; false when it is no longer a guest cart or the customer has one. */
export async function claimGuestCart(db: DbOrTx, cartId: string, customerId: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ customerId, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), isNull(carts.customerId), isNull(carts.checkedOutAt)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

export async function deleteCart(db: DbOrTx, cartId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

/**
 * The statement that closes an open cart (it became an order), as a data-modifying CTE the caller
 * runs along with its own statement: one round trip less under the order's lock.
 */
export function closeCartStatement(tx: DbOrTx, cartId: string, now: Date): WithSubquery {
  return tx
    .$with('checked_out_cart')
    .as(tx.update(carts).set({ checkedOutAt: now, updatedAt: sql`now()` }).where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt))));
}
