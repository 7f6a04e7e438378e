import type { OrderRequestView } from '@/lib/contracts/ordering/order-requests-schemas';
import type { OrderRequestRow } from './repository';

export function toOrderRequestView(row: OrderRequestRow, orderCode: string): OrderRequestView {
  const details = row.details;
  return {
    id: row.id,
    order_code: orderCode,
    kind: row.kind,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    line_ids: details.line_ids ?? [],
    vendor_code: details.vendor_code ?? null,
    reason: details.reason ?? null,
    refund: row.refundAmount > 0 ? { amount: row.refundAmount, to_payment: row.refundToPayment, to_store_credit: row.refundToStoreCredit } : null,
    currency: row.currency,
  };
}
