import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { customers } from '@/server/db/schema/accounts/customers';
import { carts } from '@/server/db/schema/pricing/cart';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';

/*
 * Paid orders written straight through the schema (design §2: builders, not fixtures), so the
 * shipment rules can be tested without going through a checkout.
 */

let sequence = 0;
const next = () => (sequence += 1);

export async function createVendor(db: Db, code: string): Promise<{ id: number; code: string }> {
  const [row] = await db.insert(vendors).values({ code, slug: code.toLowerCase(), name: code }).returning({ id: vendors.id, code: vendors.code });
  return row!;
}

export async function createCustomer(db: Db, email: string): Promise<number> {
  const [row] = await db.insert(customers).values({ email, referralCode: `REF${next()}${randomBytes(3).toString('hex')}` }).returning({ id: customers.id });
  return row!.id;
}

/** A San Francisco address the order builders of several test folders share. */
export const ADDRESS: OrderAddress = {
  full_name: 'Ada Lovelace',
  street: '12 Market Street',
  line_1: '',
  city: 'San Francisco',
  state_or_province: 'CA',
  postal_code: '94103',
  country: 'US',
  phone: '+14155550100',
};

export interface OrderSpec {
  email?: string;
  customerId?: number | null;
  status?: number;
  locale?: string;
  /** One line per entry, sold by that vendor code. */
  lines: { vendorCode: string; quantity?: number; unitPrice?: number }[];
}

export interface BuiltOrder {
  id: number;
  code: string;
  email: string;
  lineIds: number[];
}

export async function createPaidOrder(db: Db, spec: OrderSpec): Promise<BuiltOrder> {
  const n = next();
  const cartId = randomBytes(12).toString('base64url');
  await db.insert(carts).values({ id: cartId, currency: 'USD', country: 'US', customerId: spec.customerId ?? null });
  const email = spec.email ?? `buyer${n}@example.test`;
  const lines = spec.lines.map((line) => ({ ...line, quantity: line.quantity ?? 1, unitPrice: line.unitPrice ?? 10_000 }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const code = `DH${String(40_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  const [order] = await db
    .insert(orders)
    .values({
      code,
      cartId,
      customerId: spec.customerId ?? null,
      email,
      locale: spec.locale ?? 'en-US',
      currency: 'USD',
      status: spec.status ?? ORDER_STATUS.NEW,
      subtotal,
      taxMode: 'added',
      total: subtotal,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shippingOption: 'standard',
      paymentMethodId: 1,
      paymentOption: 1,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((line, index) => ({
        orderId: order!.id,
        productId: 1000 + index,
        productCode: `TP${n}-${index}`,
        sku: `SKU-${n}-${index}`,
        vendorCode: line.vendorCode,
        productKind: 1,
        productName: `Test desk ${n}.${index}`,
        productSlug: `test-desk-${n}-${index}`,
        categorySlug: 'desks',
        categoryName: 'Desks',
        imageKey: 'desk',
        quantity: line.quantity,
        reservedQuantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.quantity * line.unitPrice,
        status: ORDER_LINE_STATUS.PENDING,
      })),
    )
    .returning({ id: orderLines.id });
  return { id: order!.id, code, email, lineIds: inserted.map((row) => row.id) };
}

export async function statusesOf(db: Db, orderId: number): Promise<{ order: number; lines: number[] }> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const lines = await db.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  return { order: order!.status, lines: lines.map((line) => line.status) };
}
