import type { BrandOrderDetail, BrandReturn } from '@/lib/contracts/brands/orders-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import type { OrderRequestRow } from '@/server/ordering/order-requests/repository';
import { listRequestsOfOrder } from '@/server/ordering/order-requests/repository';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { listPackageLines, listPackagesOfOrder, listShipmentEvents } from '@/server/ordering/shipments/repository';
import { toPackageView } from '@/server/ordering/shipments/to-package-view';
import { cryptoState, toBrandLine } from './brand-order-views';
import { isCryptoOrder } from './list-brand-orders';
import { findBrandOrder, listLatestPayments } from './repository';

/** A return request as the brand sees it (the shopper's reason and condition, the decisions). */
export function toBrandReturn(request: OrderRequestRow): BrandReturn {
  const details = request.details;
  return {
    id: request.id,
    line_id: details.line_ids?.[0] ?? 0,
    status: request.status,
    reason: details.reason ?? '',
    condition: details.condition ?? null,
    created_at: request.createdAt.toISOString(),
    brand_decision: details.vendor_decision ?? null,
    brand_reason: details.vendor_reason ?? null,
    outcome: details.outcome ?? null,
    refund_amount: request.refundAmount,
  };
}

/** The not-found answer for an order number the brand has no line in (the same as a missing one). */
export function brandOrderNotFound(code: string): AppError {
  return new AppError('NOT_FOUND', `There is no order ${code} with your lines.`);
}

/**
 * GET /v1/brands/{brandId}/orders/{code}: the vendor's lines of an order (with the package each
 * is in), its packages, the address to ship to and the returns of its lines. Other vendors'
 * lines, packages and requests, and the payment, are never read into the answer.
 */
export async function getBrandOrder(input: { vendorCode: string; code: string; db?: DbOrTx }): Promise<BrandOrderDetail> {
  const db = input.db ?? getDb();
  const order = await findBrandOrder(db, input.vendorCode, input.code);
  if (!order) throw brandOrderNotFound(input.code);
  const [allLines, allPackages, requests, paymentRows] = await Promise.all([
    listOrderLines(db, order.id),
    listPackagesOfOrder(db, order.id),
    listRequestsOfOrder(db, order.id),
    isCryptoOrder(order) ? listLatestPayments(db, [order.id]) : Promise.resolve([]),
  ]);
  const lines = allLines.filter((line) => line.vendorCode === input.vendorCode);
  const lineIds = new Set(lines.map((line) => line.id));
  const ownPackages = allPackages.filter((row) => row.vendorCode === input.vendorCode);
  const packageIds = ownPackages.map((row) => row.id);
  const [packageLineRows, events] = await Promise.all([listPackageLines(db, packageIds), listShipmentEvents(db, packageIds)]);
  const packageOfLine = new Map(packageLineRows.map((row) => [row.orderLineId, row.packageId]));
  const returns = requests.filter((request) => request.kind === 'return_item' && (request.details.line_ids ?? []).some((id) => lineIds.has(id)));
  return {
    code: order.code,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    currency: order.currency,
    placed_by_operator: order.placedByOperatorId !== null,
    crypto: cryptoState(paymentRows[0], isCryptoOrder(order)),
    ship_to: order.shippingAddress,
    shipping_option: order.shippingOption,
    lines: lines.map((line) => ({ ...toBrandLine({ ...line, orderId: order.id }), package_id: packageOfLine.get(line.id) ?? null })),
    packages: ownPackages.map((row) => toPackageView(row, order.code, packageLineRows, events)),
    returns: returns.map(toBrandReturn),
  };
}
