import type { UnavailableItem } from '@/lib/contracts/error-codes';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Locale } from '@/lib/i18n/locales';
import { availabilityAtStock } from '@/server/catalog/availability/decide-availability';
import { lockCustomerCredit } from '@/server/ordering/credit/lock-customer-credit';
import { addCreditEntry, creditBalance } from '@/server/ordering/credit/repository';
import { lockVariantStock } from '@/server/catalog/stock/lock-variant-stock';
import { takeStock } from '@/server/catalog/stock/take-stock';
import { findVendorCommissionRates } from '@/server/catalog/vendors/find-vendor-commission-rates';
import { DEFAULT_COMMISSION_BPS, splitLineTotal } from '@/lib/money/commission';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { newOrderCode } from '@/server/ordering/orders/order-code';
import type { OrderLineRow, OrderRow, PaymentRow } from '@/server/ordering/orders/repository';
import type { CheckoutQuote } from './checkout-quote';
import { unavailableItemOf, unavailableItemsError } from './unavailable-items';
import { redeemPromoCode } from '@/server/pricing/promotions/redeem-promo-code';
import { PLACEHOLDER_REFERENCE_PREFIX } from './record-payment-result';
import { findOrderOfAttempt, insertFirstPayment, insertOrderLines, insertPendingOrder } from './repository-reservation';
import type { Tx } from '@/server/db/db-or-tx';

/*
 * Place-order's first transaction: everything that must be true together before anyone is asked
 * for money. The order row goes in first, so a second submission of the same cart or key meets
 * the unique indexes at once (and waits there while this one is open) instead of touching stock.
 * Then, under row locks taken in one order (customer, variants by ascending id, promo code) so
 * two checkouts cannot deadlock: store credit, stock, the promo code's use, lines, history and
 * the payment attempt. Any refusal rolls all of it back.
 */

/** How long stock stays held while the payment is being asked for (pending methods extend it). */
export const PAYMENT_HOLD_MS = 15 * 60 * 1000;

export interface ReserveOrderInput {
  quote: CheckoutQuote;
  customerId: number | null;
  locale: Locale;
  idempotencyKey: string;
  methodId: number;
  paymentOption: number;
  provider: string;
  now: Date;
}

export type ReserveOrderResult = { kind: 'reserved'; order: OrderRow; lines: OrderLineRow[]; payment: PaymentRow } | { kind: 'conflict' };

const MAX_CODE_ATTEMPTS = 3;

export async function reserveOrder(input: ReserveOrderInput): Promise<ReserveOrderResult> {
  for (let attempt = 1; ; attempt += 1) {
    const code = newOrderCode();
    const result = await getDb().transaction((tx) => reserveWithCode(tx, code, input));
    if (result.kind === 'reserved' || attempt >= MAX_CODE_ATTEMPTS) return result;
    // Nothing was written: either this cart or key already has an order (the caller finds it),
    // or the random code was taken, in which case another draw is made.
    if (await findOrderOfAttempt(getDb(), input.idempotencyKey, input.quote.cartRow.id)) return result;
  }
}

async function reserveWithCode(tx: Tx, code: string, input: ReserveOrderInput): Promise<ReserveOrderResult> {
  const { quote, now } = input;
  const { totals, checkout, cartRow } = quote;
  const shippingAddress = checkout.shippingAddress;
  const shipping = quote.shipping;
  if (!shippingAddress || !shipping || !checkout.email) throw new AppError('UNPROCESSABLE', 'The checkout is not complete.');

  const promotionApplied = quote.promotion !== null && quote.cart.promotion?.status === 'applied' && totals.total_discount_price > 0;
  const order = await insertPendingOrder(tx, {
    code,
    cartId: cartRow.id,
    idempotencyKey: input.idempotencyKey,
    customerId: input.customerId,
    email: checkout.email,
    locale: input.locale,
    currency: cartRow.currency,
    status: ORDER_STATUS.PENDING,
    subtotal: totals.total_product_price,
    discount: totals.total_discount_price,
    creditApplied: totals.applied_credit_amount,
    shippingPrice: totals.shipping_price,
    tax: totals.total_tax,
    taxMode: totals.tax_mode === 'included' ? 'included' : 'added',
    total: totals.total_amount,
    shippingAddress,
    billingAddress: checkout.billingAddress ?? shippingAddress,
    shippingOption: shipping.code,
    shippingDate: shipping.requires_date ? checkout.shippingDate : null,
    estimatedDeliveryFrom: shipping.estimated_delivery_from,
    estimatedDeliveryTo: shipping.estimated_delivery_to,
    paymentMethodId: input.methodId,
    paymentOption: input.paymentOption,
    promotionCode: promotionApplied ? (quote.promotion?.code ?? null) : null,
    rid: cartRow.rid,
    ranMid: cartRow.ranMid,
    reservationExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
  });
  if (!order) return { kind: 'conflict' };

  if (totals.applied_credit_amount > 0 && input.customerId !== null) {
    await lockCustomerCredit(tx, input.customerId);
    const balance = await creditBalance(tx, input.customerId, cartRow.currency);
    if (balance < totals.applied_credit_amount) {
      throw new AppError('CONFLICT', 'Your store credit balance changed while you were checking out. Please review the total and try again.');
    }
    await addCreditEntry(tx, { customerId: input.customerId, currency: cartRow.currency, amount: -totals.applied_credit_amount, reason: 'order_payment', orderId: order.id });
  }

  const reserved = await reserveStock(tx, quote);

  if (promotionApplied && quote.promotion) {
    if (!(await redeemPromoCode(tx, quote.promotion.code))) throw new AppError('UNPROCESSABLE', `The promo code ${quote.promotion.code} has just been used up. Remove it to place the order.`);
  }

  const soldLines = quote.cart.lines.filter((line) => line.availability.status !== 'unavailable');
  // The rate in force now, copied on each line (decision 0033): a later change never rewrites it.
  const rates = await findVendorCommissionRates(tx, soldLines.map((line) => quote.products.get(line.product_code)?.vendor_code ?? ''));
  const lineValues = soldLines
    .map((line) => {
      const product = quote.products.get(line.product_code);
      const commissionBps = rates.get(product?.vendor_code ?? '') ?? DEFAULT_COMMISSION_BPS;
      const split = splitLineTotal(line.line_total, commissionBps);
      const record = quote.lines.find((candidate) => candidate.id === line.id);
      const shares = totals.lineShares.get(line.id) ?? { discount: 0, tax: 0 };
      return {
        orderId: order.id,
        productId: line.product_id,
        productCode: line.product_code,
        variantId: line.variant_id,
        sku: line.sku,
        vendorCode: product?.vendor_code ?? '',
        productKind: line.product_kind,
        productName: line.product_name,
        productSlug: line.product_slug,
        categorySlug: line.category_slug,
        categoryName: line.category_name,
        imageKey: line.image_key,
        variantOptions: line.variant_options,
        customizations: line.customizations,
        giftCard: record?.giftCard ? { email: record.giftCard.email, from: record.giftCard.from, message: record.giftCard.message, send_at: record.giftCard.sendAt } : null,
        quantity: line.quantity,
        reservedQuantity: reserved.take(line.variant_id, line.quantity),
        unitPrice: line.unit_price,
        lineTotal: line.line_total,
        discountShare: shares.discount,
        taxShare: shares.tax,
        commissionBps,
        commission: split.commission,
        vendorNet: split.net,
        status: ORDER_LINE_STATUS.PAYMENT_PENDING,
      };
    });
  const lines = await insertOrderLines(tx, lineValues);
  const payment = await insertFirstPayment(
    tx,
    { orderId: order.id, fromStatus: null, toStatus: ORDER_STATUS.PENDING, actor: 'shopper', actorId: input.customerId === null ? null : String(input.customerId), reason: 'Order placed' },
    {
      orderId: order.id,
      provider: input.provider,
      // The provider's own reference replaces this once it answers (a crash before that is
      // mended by reconciliation, which asks the provider by order code).
      providerReference: `${PLACEHOLDER_REFERENCE_PREFIX}${order.code}`,
      methodId: input.methodId,
      paymentOption: input.paymentOption,
      status: 'pending',
      amount: totals.total_amount,
      currency: cartRow.currency,
    },
  );
  if (!payment) throw new Error('reserveOrder: no payment row returned');
  return { kind: 'reserved', order, lines, payment };
}

/**
 * Locks the cart's variants (ascending id), checks stock by the cart's own rule (a stock-bound
 * product, spec §4, sells only what is on the shelf; a house product out of stock is a
 * pre-order and takes none) and takes the units. Answers how many units each line took.
 */
async function reserveStock(tx: Tx, quote: CheckoutQuote): Promise<{ take(variantId: number, quantity: number): number }> {
  const countable = quote.cart.lines.filter((line) => line.availability.status !== 'unavailable');
  const wanted = new Map<number, number>();
  for (const line of countable) wanted.set(line.variant_id, (wanted.get(line.variant_id) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  if (ids.length === 0) throw new AppError('UNPROCESSABLE', 'Your cart has nothing that can be bought.');

  const stockOf = await lockVariantStock(tx, ids);

  const toTake = new Map<number, number>();
  const refused: UnavailableItem[] = [];
  for (const variantId of ids) {
    const line = countable.find((candidate) => candidate.variant_id === variantId);
    const product = line ? quote.products.get(line.product_code) : null;
    const variant = product?.variants.find((candidate) => candidate.id === variantId);
    const stock = stockOf.get(variantId);
    const quantity = wanted.get(variantId) ?? 0;
    if (!line) continue;
    if (!product || !variant || stock === undefined) {
      refused.push({ line_id: line.id, product_id: line.product_id, product_code: line.product_code, variant_id: variantId, title: line.product_name, reason: 'no_longer_sold', available_quantity: 0 });
      continue;
    }
    // The stock read under the lock decides: the last unit may have sold since the quote.
    const current = { ...variant, stock, is_in_stock: stock > 0, availability: availabilityAtStock(product, stock) };
    const item = unavailableItemOf(line, { ...product, variants: [current] }, quantity);
    if (item) {
      refused.push(item);
      continue;
    }
    // Stock that exists is taken; an out-of-stock house product is a pre-order and takes none.
    const take = stock > 0 ? quantity : 0;
    if (take > 0) toTake.set(variantId, take);
  }
  if (refused.length > 0) throw unavailableItemsError(refused);
  await takeStock(tx, toTake);

  const left = new Map(toTake);
  return {
    take(variantId, quantity) {
      const available = left.get(variantId) ?? 0;
      const taken = Math.min(available, quantity);
      left.set(variantId, available - taken);
      return taken;
    },
  };
}
