import type { OrderView, PaymentView } from '@/lib/contracts/ordering/checkout-schemas';
import type { PaymentNextAction } from '@/server/db/schema/ordering/payments';
import type { OrderLineRow, OrderRow, PaymentRow } from './repository';

export function toPaymentView(payment: PaymentRow, orderCode: string): PaymentView {
  return {
    reference: payment.providerReference,
    method_id: payment.methodId,
    payment_option: payment.paymentOption,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    display_label: payment.displayLabel,
    next_action: (payment.nextAction as PaymentNextAction | null) ?? null,
    failure_reason: payment.failureReason,
    order_code: orderCode,
  };
}

export function toOrderView(order: OrderRow, lines: readonly OrderLineRow[], payment: PaymentRow | undefined): OrderView {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    email: order.email,
    currency: order.currency,
    amount: order.total,
    total_product_price: order.subtotal,
    discount_price: order.discount,
    applied_credit_amount: order.creditApplied,
    shipping_price: order.shippingPrice,
    tax: order.tax,
    tax_mode: order.taxMode,
    shipping_option: order.shippingOption,
    shipping_date: order.shippingDate,
    estimated_delivery_from: order.estimatedDeliveryFrom,
    estimated_delivery_to: order.estimatedDeliveryTo,
    shipping_address: order.shippingAddress,
    billing_address: order.billingAddress,
    order_details: lines.map((line) => ({
      id: line.id,
      product_code: line.productCode,
      vendor_code: line.vendorCode,
      product_name: line.productName,
      product_slug: line.productSlug,
      category_slug: line.categorySlug,
      category_name: line.categoryName,
      image_key: line.imageKey,
      variant_options: line.variantOptions,
      customizations: line.customizations,
      quantity: line.quantity,
      product_price: line.unitPrice,
      line_total: line.lineTotal,
      status: line.status,
    })),
    payment: payment ? toPaymentView(payment, order.code) : null,
    created_at: order.createdAt.toISOString(),
  };
}
