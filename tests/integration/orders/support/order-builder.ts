import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { carts } from '@/server/db/schema/pricing/cart';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { payments, storeCreditEntries } from '@/server/db/schema/ordering/payments';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { ADDRESS as CA_ADDRESS } from '@/tests/integration/shipments/support/order-builders';

/*
 * Paid orders for the self-service rules, written through the schema (design §2: builders, not
 * fixtures): lines with their discount and tax shares, stock taken from real variants, store
 * credit spent and a captured charge at the test provider, as a checkout would leave them.
 */

export { CA_ADDRESS };

let sequence = 0;

export interface LineSpec {
  vendorCode: string;
  quantity?: number;
  unitPrice?: number;
  discountShare?: number;
  taxShare?: number;
  variantId?: number;
  categorySlug?: string;
  productKind?: number;
}

export interface OrderBuild {
  customerId?: number | null;
  email?: string;
  status?: number;
  taxMode?: 'added' | 'included';
  shippingPrice?: number;
  creditApplied?: number;
  shippingOption?: string;
  shippingDate?: string | null;
  address?: OrderAddress;
  /** Charge the rest at the test provider (card), as place-order does. */
  pay?: boolean;
  lines: LineSpec[];
}

export interface BuiltOrder {
  id: number;
  code: string;
  email: string;
  lineIds: number[];
  /** What the card paid (total) and the provider's reference, when paid. */
  total: number;
  paymentReference: string | null;
}

export async function buildOrder(db: Db, spec: OrderBuild): Promise<BuiltOrder> {
  sequence += 1;
  const n = sequence;
  const cartId = randomBytes(12).toString('base64url');
  await db.insert(carts).values({ id: cartId, currency: 'USD', country: 'US', customerId: spec.customerId ?? null, checkedOutAt: new Date() });
  const email = spec.email ?? `shopper${n}@example.test`;
  const lines = spec.lines.map((line) => ({ ...line, quantity: line.quantity ?? 1, unitPrice: line.unitPrice ?? 10_000, discountShare: line.discountShare ?? 0, taxShare: line.taxShare ?? 0 }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const discount = lines.reduce((sum, line) => sum + line.discountShare, 0);
  const taxMode = spec.taxMode ?? 'added';
  const tax = lines.reduce((sum, line) => sum + line.taxShare, 0);
  const shippingPrice = spec.shippingPrice ?? 0;
  const creditApplied = spec.creditApplied ?? 0;
  const total = subtotal - discount - creditApplied + shippingPrice + (taxMode === 'added' ? tax : 0);
  const code = `DH${String(60_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  const [order] = await db
    .insert(orders)
    .values({
      code,
      cartId,
      customerId: spec.customerId ?? null,
      email,
      locale: 'en-US',
      currency: 'USD',
      status: spec.status ?? ORDER_STATUS.NEW,
      subtotal,
      discount,
      creditApplied,
      shippingPrice,
      tax,
      taxMode,
      total,
      shippingAddress: spec.address ?? CA_ADDRESS,
      billingAddress: spec.address ?? CA_ADDRESS,
      shippingOption: spec.shippingOption ?? 'standard',
      shippingDate: spec.shippingDate ?? null,
      paymentMethodId: 13,
      paymentOption: 0,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((line, index) => ({
        orderId,
        productId: 2000 + index,
        productCode: `OP${n}-${index}`,
        variantId: line.variantId ?? null,
        sku: `OSKU-${n}-${index}`,
        vendorCode: line.vendorCode,
        productKind: line.productKind ?? 1,
        productName: `Order desk ${n}.${index}`,
        productSlug: `order-desk-${n}-${index}`,
        categorySlug: line.categorySlug ?? 'desks',
        categoryName: 'Desks',
        imageKey: 'desk',
        quantity: line.quantity,
        reservedQuantity: line.variantId ? line.quantity : 0,
        unitPrice: line.unitPrice,
        lineTotal: line.quantity * line.unitPrice,
        discountShare: line.discountShare,
        taxShare: line.taxShare,
        status: ORDER_LINE_STATUS.PENDING,
      })),
    )
    .returning({ id: orderLines.id });
  // The stock the order took, as reserve-order does.
  for (const line of lines) {
    if (!line.variantId) continue;
    const [variant] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId));
    await db.update(productVariants).set({ stock: variant!.stock - line.quantity }).where(eq(productVariants.id, line.variantId));
  }
  if (creditApplied > 0 && spec.customerId) {
    await db.insert(storeCreditEntries).values({ customerId: spec.customerId, currency: 'USD', amount: -creditApplied, reason: 'order_payment', orderId, note: code });
  }
  let paymentReference: string | null = null;
  if (spec.pay && total > 0) {
    const result = await getPaymentProvider().createPayment({
      methodId: 13,
      paymentOption: 0,
      amount: total,
      currency: 'USD',
      orderCode: code,
      returnPath: `/thank-you/${code}`,
      instrument: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', holder: 'Ada Lovelace' } },
      saveCard: false,
      idempotencyKey: `order:${code}`,
    });
    paymentReference = result.reference;
    await db.insert(payments).values({ orderId, provider: 'test', providerReference: result.reference, methodId: 13, paymentOption: 0, status: result.status, amount: total, currency: 'USD', capturedAmount: result.capturedAmount });
  }
  return { id: orderId, code, email, lineIds: inserted.map((row) => row.id), total, paymentReference };
}
