import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { DEFAULT_COMMISSION_BPS, splitLineTotal } from '@/lib/money/commission';
import type { Db } from '@/server/db/client';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { payments, storeCreditEntries } from '@/server/db/schema/ordering/payments';
import { carts } from '@/server/db/schema/pricing/cart';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';

/*
 * Placed orders written straight through the schema (design §2: builders, not fixtures), as a
 * checkout would leave them: a checked-out cart, lines with their discount and tax shares, stock
 * taken from real variants, store credit spent and, when asked, a captured charge at the test
 * provider. Self-service, shipment, mail, invoice and review rules build their orders here.
 */

/** A San Francisco address, the default shipping and billing address of built orders. */
export const ORDER_ADDRESS: OrderAddress = {
  full_name: 'Ada Lovelace',
  street: '12 Market Street',
  line_1: '',
  city: 'San Francisco',
  state_or_province: 'CA',
  postal_code: '94103',
  country: 'US',
  phone: '+14155550100',
};

let sequence = 0;

function commissionOf(lineTotal: number, commissionBps: number) {
  const split = splitLineTotal(lineTotal, commissionBps);
  return { commissionBps, commission: split.commission, vendorNet: split.net };
}

export interface OrderLineOverrides {
  vendorCode: string;
  quantity?: number;
  unitPrice?: number;
  discountShare?: number;
  taxShare?: number;
  /** A real variant: the line reserves its units and the builder takes them from stock. */
  variantId?: number;
  productId?: number;
  productCode?: string;
  productName?: string;
  categorySlug?: string;
  productKind?: number;
  status?: number;
  /** The vendor's commission rate copied on the line (default: DEFAULT_COMMISSION_BPS). */
  commissionBps?: number;
}

export interface OrderOverrides {
  customerId?: number | null;
  email?: string;
  status?: number;
  locale?: string;
  taxMode?: 'added' | 'included';
  shippingPrice?: number;
  creditApplied?: number;
  shippingOption?: string;
  shippingDate?: string | null;
  address?: OrderAddress;
  paymentMethodId?: number;
  paymentOption?: number;
  /** When the payment was confirmed (default now; null: unpaid). */
  paidAt?: Date | null;
  currency?: string;
  /** Charge the rest at the test provider (card), as place-order does. */
  pay?: boolean;
  /** The card `pay` charges (default the test provider's 4242… card, 12/2034). */
  card?: { number: string; expMonth: number; expYear: number };
  lines: OrderLineOverrides[];
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

export async function buildOrder(db: Db, overrides: OrderOverrides): Promise<BuiltOrder> {
  sequence += 1;
  const n = sequence;
  const cartId = randomBytes(12).toString('base64url');
  await db.insert(carts).values({ id: cartId, currency: 'USD', country: 'US', customerId: overrides.customerId ?? null, checkedOutAt: new Date() });
  const email = overrides.email ?? `shopper${n}@example.test`;
  const lines = overrides.lines.map((line) => ({ ...line, quantity: line.quantity ?? 1, unitPrice: line.unitPrice ?? 10_000, discountShare: line.discountShare ?? 0, taxShare: line.taxShare ?? 0 }));
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const discount = lines.reduce((sum, line) => sum + line.discountShare, 0);
  const taxMode = overrides.taxMode ?? 'added';
  const tax = lines.reduce((sum, line) => sum + line.taxShare, 0);
  const shippingPrice = overrides.shippingPrice ?? 0;
  const creditApplied = overrides.creditApplied ?? 0;
  const total = subtotal - discount - creditApplied + shippingPrice + (taxMode === 'added' ? tax : 0);
  const code = `DH${String(40_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  const address = overrides.address ?? ORDER_ADDRESS;
  const [order] = await db
    .insert(orders)
    .values({
      code,
      cartId,
      customerId: overrides.customerId ?? null,
      email,
      locale: overrides.locale ?? 'en-US',
      currency: overrides.currency ?? 'USD',
      status: overrides.status ?? ORDER_STATUS.NEW,
      subtotal,
      discount,
      creditApplied,
      shippingPrice,
      tax,
      taxMode,
      total,
      shippingAddress: address,
      billingAddress: address,
      shippingOption: overrides.shippingOption ?? 'standard',
      shippingDate: overrides.shippingDate ?? null,
      paymentMethodId: overrides.paymentMethodId ?? 13,
      paymentOption: overrides.paymentOption ?? 0,
      paidAt: overrides.paidAt === undefined ? new Date() : overrides.paidAt,
      ...(overrides.paidAt ? { createdAt: overrides.paidAt } : {}),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((line, index) => ({
        orderId,
        productId: line.productId ?? 1000 + index,
        productCode: line.productCode ?? `TP${n}-${index}`,
        variantId: line.variantId ?? null,
        sku: `SKU-${n}-${index}`,
        vendorCode: line.vendorCode,
        productKind: line.productKind ?? 1,
        productName: line.productName ?? `Test desk ${n}.${index}`,
        productSlug: `test-desk-${n}-${index}`,
        categorySlug: line.categorySlug ?? 'desks',
        categoryName: 'Desks',
        imageKey: 'desk',
        quantity: line.quantity,
        reservedQuantity: line.variantId ? line.quantity : 0,
        unitPrice: line.unitPrice,
        lineTotal: line.quantity * line.unitPrice,
        discountShare: line.discountShare,
        taxShare: line.taxShare,
        ...commissionOf(line.quantity * line.unitPrice, line.commissionBps ?? DEFAULT_COMMISSION_BPS),
        status: line.status ?? ORDER_LINE_STATUS.PENDING,
      })),
    )
    .returning({ id: orderLines.id });
  // The stock the order took, as reserve-order does.
  for (const line of lines) {
    if (!line.variantId) continue;
    const [variant] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId));
    await db.update(productVariants).set({ stock: variant!.stock - line.quantity }).where(eq(productVariants.id, line.variantId));
  }
  if (creditApplied > 0 && overrides.customerId) {
    await db.insert(storeCreditEntries).values({ customerId: overrides.customerId, currency: 'USD', amount: -creditApplied, reason: 'order_payment', orderId, note: code });
  }
  let paymentReference: string | null = null;
  if (overrides.pay && total > 0) {
    const result = await getPaymentProvider().createPayment({
      methodId: 13,
      paymentOption: 0,
      amount: total,
      currency: 'USD',
      orderCode: code,
      returnPath: `/thank-you/${code}`,
      instrument: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, ...overrides.card, cvc: '123', holder: 'Ada Lovelace' } },
      saveCard: false,
      idempotencyKey: `order:${code}`,
    });
    paymentReference = result.reference;
    await db.insert(payments).values({ orderId, provider: 'test', providerReference: result.reference, methodId: 13, paymentOption: 0, status: result.status, amount: total, currency: 'USD', capturedAmount: result.capturedAmount, cardFingerprint: result.cardFingerprint ?? null });
  }
  return { id: orderId, code, email, lineIds: inserted.map((row) => row.id), total, paymentReference };
}
