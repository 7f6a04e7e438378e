import type { Db } from '@/server/db/client';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { packages } from '@/server/db/schema/ordering/shipments';
import type { OrderAddress } from '@/server/db/schema/ordering/orders';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer, type CustomerRow } from '@/tests/support/builders/customers';
import { buildOrder, ORDER_ADDRESS } from '@/tests/support/builders/orders';

/* Referrers, friends and their orders written straight into a test database. */

export const DAY_MS = 86_400_000;

let vendorCode: string | undefined;
let sequence = 0;

export async function referralPair(db: Db, options: { friendEmail?: string; referrerEmail?: string } = {}): Promise<{ referrer: CustomerRow; friend: CustomerRow }> {
  sequence += 1;
  const referrer = await buildCustomer(db, { fullname: 'Ada Lovelace', email: options.referrerEmail ?? `ada${sequence}@example.test`, language: 'en' });
  const friend = await buildCustomer(db, { fullname: 'Grace Hopper', email: options.friendEmail ?? `grace${sequence}@example.test`, referredByCustomerId: referrer.id, isSignUp: true });
  return { referrer, friend };
}

/** An address of its own, so the same-address guard stays quiet unless a test means it. */
export function addressOf(n: number): OrderAddress {
  return { ...ORDER_ADDRESS, street: `${n} Referral Street`, postal_code: String(10_000 + n) };
}

/**
 * A paid order of the customer; `deliveredAt` adds a delivered package and the DELIVERED status;
 * `card` pays it at the test provider with that card (its payment then has a card fingerprint).
 */
export async function orderOf(db: Db, customerId: number, options: { status?: number; deliveredAt?: Date; createdAt?: Date; address?: OrderAddress; card?: { number: string; expMonth: number; expYear: number } } = {}): Promise<number> {
  vendorCode ??= (await buildVendor(db, { code: 'REFDESK' })).code;
  sequence += 1;
  const status = options.status ?? (options.deliveredAt ? ORDER_STATUS.DELIVERED : ORDER_STATUS.NEW);
  const order = await buildOrder(db, { customerId, status, address: options.address ?? addressOf(sequence), paidAt: options.createdAt ?? new Date(), lines: [{ vendorCode }], ...(options.card ? { pay: true, card: options.card } : {}) });
  if (options.deliveredAt) await db.insert(packages).values({ orderId: order.id, vendorCode, status: ORDER_LINE_STATUS.DELIVERED, deliveredAt: options.deliveredAt, shippedAt: options.deliveredAt });
  return order.id;
}
